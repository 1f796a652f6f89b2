import { describe, expect, it } from 'vitest';
import {
  AGENCIES,
  AMENITIES,
  DEMO_ADS,
  FEATURES,
  type ListingContent,
  type ListingInput,
  makeListing,
  makePeople,
  PRICE_RANGES,
  pickAmenities,
  pickFeatures,
  pointInSubcity,
  rng,
  SUBCITY_BOUNDS,
  SUBCITY_WOREDAS,
  woredaNames,
} from '../../src/seed/content';
import locations from '../../src/seed/data/ethiopia-locations.json';
import { DESCRIPTION_MIN_LENGTH } from '../../src/shared/constants';
import { AD_PLACEMENTS, LISTING_TYPES, PLACEMENT_AD_TYPES, PROPERTY_TYPES } from '../../src/shared/enums';

const GEEZ = /[\u1200-\u137F]/;
const SUBCITIES = locations.addis_ababa_subcities;

/** n listings over every type, listing type, sub-city and neighbourhood, from one seed. */
function makeListings(seed: number, n: number): { input: ListingInput; out: ListingContent }[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const subcity = SUBCITIES[i % SUBCITIES.length]!;
    const input: ListingInput = {
      propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
      listingType: LISTING_TYPES[Math.floor(i / PROPERTY_TYPES.length) % 2]!,
      subcity,
      neighbourhood: r.pick(subcity.neighbourhoods),
    };
    return { input, out: makeListing(r, input) };
  });
}

const LISTINGS = makeListings(2025, 600);

describe('random', () => {
  it('is deterministic and stays in range', () => {
    const a = rng(1);
    const b = rng(1);
    const seqA = Array.from({ length: 50 }, () => a.int(3, 9));
    expect(Array.from({ length: 50 }, () => b.int(3, 9))).toEqual(seqA);
    expect(seqA.every((x) => x >= 3 && x <= 9)).toBe(true);
    expect(rng(2).next()).not.toBe(rng(1).next());
    expect(rng(5).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('listings', () => {
  it('are deterministic for a seed', () => {
    expect(makeListings(99, 40)).toEqual(makeListings(99, 40));
    expect(makeListings(100, 40)).not.toEqual(makeListings(99, 40));
  });

  it('have long enough descriptions in both languages, in the right scripts', () => {
    for (const { out } of LISTINGS) {
      expect(out.description.length).toBeGreaterThanOrEqual(Math.max(DESCRIPTION_MIN_LENGTH, 60));
      expect(out.description_am.length).toBeGreaterThanOrEqual(Math.max(DESCRIPTION_MIN_LENGTH, 60));
      expect(out.title_am).toMatch(GEEZ);
      expect(out.description_am).toMatch(GEEZ);
      expect(out.title).not.toMatch(GEEZ);
      expect(out.description).not.toMatch(GEEZ);
      expect(out.address).not.toMatch(GEEZ);
      for (const text of [out.title, out.title_am, out.description, out.description_am, out.address]) {
        expect(text).not.toMatch(/undefined|null|NaN|\s{2}/);
        // A preposition replaces the genitive የ: "ከአሜሪካ ኤምባሲ", never "ከየአሜሪካ ኤምባሲ".
        expect(text).not.toMatch(/(^|\s)[ለከ]የ(?!ካ)/);
      }
      expect(out.description).toMatch(/^[A-Z0-9].*[.!]$/);
      expect(out.description_am).toMatch(/።$/);
    }
  });

  it('price rent monthly and sales in plausible Addis ranges', () => {
    // The brief's figures, written out so that a change to PRICE_RANGES is a deliberate one.
    const rent = {
      condominium: [8e3, 25e3],
      apartment: [20e3, 150e3],
      house: [30e3, 200e3],
      villa: [80e3, 400e3],
    };
    const sale = {
      condominium: [2.5e6, 7e6],
      apartment: [6e6, 35e6],
      house: [10e6, 80e6],
      villa: [25e6, 150e6],
    };
    for (const { input, out } of LISTINGS) {
      const [min, max] = PRICE_RANGES[input.listingType][input.propertyType];
      expect(out.price).toBeGreaterThanOrEqual(min);
      expect(out.price).toBeLessThanOrEqual(max);
      expect(Number.isInteger(out.price)).toBe(true);
      const table = input.listingType === 'rent' ? rent : sale;
      const fixed = table[input.propertyType as keyof typeof table];
      if (fixed) {
        expect(out.price).toBeGreaterThanOrEqual(fixed[0]!);
        expect(out.price).toBeLessThanOrEqual(fixed[1]!);
      }
      if (input.listingType === 'rent') expect(out.price).toBeLessThanOrEqual(1_000_000);
      if (input.listingType === 'sale' && input.propertyType === 'land') {
        const perM2 = out.price / out.area;
        expect(perM2).toBeGreaterThanOrEqual(30_000);
        expect(perM2).toBeLessThanOrEqual(120_000);
        expect(out.area).toBeGreaterThanOrEqual(150);
        expect(out.area).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('price the expensive sub-cities above the cheap ones', () => {
    const median = (subcity: string) => {
      const prices = LISTINGS.filter(
        (l) => l.input.subcity.name === subcity && l.input.propertyType === 'apartment',
      ).map((l) => l.out.price / l.out.area);
      return prices.sort((a, b) => a - b)[Math.floor(prices.length / 2)] ?? 0;
    };
    expect(median('Bole')).toBeGreaterThan(median('Akaky Kaliti'));
  });

  it('give land no rooms and keep rooms plausible elsewhere', () => {
    for (const { input, out } of LISTINGS) {
      expect(out.area).toBeGreaterThan(0);
      if (input.propertyType === 'land') {
        expect(out.bedrooms).toBe(0);
        expect(out.bathrooms).toBe(0);
        expect(out.parking_spaces).toBe(0);
      } else if (input.propertyType === 'commercial') {
        expect(out.bedrooms).toBe(0);
      } else {
        expect(out.bathrooms).toBeGreaterThanOrEqual(1);
        if (input.propertyType === 'house' || input.propertyType === 'villa') {
          expect(out.bedrooms).toBeGreaterThanOrEqual(2);
        }
      }
    }
    // Studios exist for flats.
    expect(LISTINGS.some((l) => l.input.propertyType !== 'land' && l.out.bedrooms === 0)).toBe(true);
  });

  it('read differently: 200 listings have at least 150 distinct titles', () => {
    const sample = makeListings(7, 200).map((l) => l.out);
    expect(new Set(sample.map((l) => l.title)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(sample.map((l) => l.title_am)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(sample.map((l) => l.description)).size).toBe(200);
  });

  it('describe towns outside Addis Ababa without Addis sub-cities or landmarks', () => {
    const r = rng(4);
    const town = { name: 'Adama', amharic_name: 'አዳማ' };
    for (let i = 0; i < 120; i++) {
      const out = makeListing(r, {
        propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
        listingType: LISTING_TYPES[i % 2]!,
        subcity: town,
        neighbourhood: town,
      });
      expect(out.address.startsWith('Adama, ')).toBe(true);
      expect(out.description_am).not.toMatch(/ክፍለ ከተማ|እንጦጦ|ቦሌ/);
      expect(out.description).not.toMatch(/Adama, Adama|Entoto|Bole|light rail/);
    }
  });

  it('name the sub-city and neighbourhood in the address', () => {
    for (const { input, out } of LISTINGS) {
      expect(out.address.startsWith(`${input.subcity.name}, ${input.neighbourhood.name} area, `)).toBe(true);
    }
  });
});

describe('people', () => {
  const people = makePeople(11);
  const everyone = [...people.agents, ...people.owners];

  it('are deterministic for a seed', () => {
    expect(makePeople(11)).toEqual(people);
    expect(makePeople(12)).not.toEqual(people);
  });

  it('have unique usernames and e-mails on example domains', () => {
    const usernames = everyone.map((p) => p.username.toLowerCase());
    const emails = everyone.map((p) => p.email.toLowerCase());
    expect(new Set(usernames).size).toBe(everyone.length);
    expect(new Set(emails).size).toBe(everyone.length);
    for (const p of everyone) {
      expect(p.username).toMatch(/^[a-z0-9_.]+$/);
      expect(p.email).toMatch(/^[a-z0-9_.]+@example\.(et|com)$/);
      expect(p.full_name).toMatch(/^\S+ \S+$/);
      expect(p.full_name_am).toMatch(GEEZ);
      if (p.phone_number) expect(p.phone_number).toMatch(/^\+251[79]\d{8}$/);
    }
    const telegrams = everyone.flatMap((p) => (p.telegram_username ? [p.telegram_username] : []));
    expect(new Set(telegrams).size).toBe(telegrams.length);
  });

  it('give ~20 agents (about two thirds verified, some independent) and ~25 owners', () => {
    expect(people.agents.length).toBeGreaterThanOrEqual(18);
    expect(people.owners.length).toBeGreaterThanOrEqual(22);
    const verified = people.agents.filter((a) => a.is_verified).length / people.agents.length;
    expect(verified).toBeGreaterThan(0.55);
    expect(verified).toBeLessThan(0.8);
    expect(people.agents.some((a) => a.company_name === null)).toBe(true);
    const agencyNames = new Set(AGENCIES.map((a) => a.name));
    for (const a of people.agents) {
      if (a.company_name) expect(agencyNames.has(a.company_name)).toBe(true);
      expect(a.bio.length).toBeGreaterThan(20);
    }
    expect(people.owners.some((o) => o.phone_number === null)).toBe(true);
    expect(people.owners.some((o) => o.phone_number !== null)).toBe(true);
  });

  it('list about a dozen agencies with licences and contacts', () => {
    expect(AGENCIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(AGENCIES.map((a) => a.license_number)).size).toBe(AGENCIES.length);
    for (const a of AGENCIES) {
      expect(a.license_number).toMatch(/^AA\/RE\/20\d\d\/\d{4}$/);
      expect(a.phone_number).toMatch(/^\+251[79]\d{8}$/);
      expect(a.email).toMatch(/@[a-z]+\.example\.et$/);
    }
  });
});

describe('catalogue', () => {
  it('picks known slugs, and few or none for land', () => {
    const features = new Set(FEATURES.map((f) => f.slug));
    const amenities = new Set(AMENITIES.map((a) => a.slug));
    expect(features.size).toBe(FEATURES.length);
    expect(amenities.size).toBe(AMENITIES.length);
    const r = rng(3);
    for (let i = 0; i < 60; i++) {
      const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length]!;
      const f = pickFeatures(r, type);
      const a = pickAmenities(r, type);
      expect(f.every((s) => features.has(s))).toBe(true);
      expect(a.every((s) => amenities.has(s))).toBe(true);
      if (type === 'land') expect(f.length).toBeLessThanOrEqual(1);
      if (type === 'villa') expect(f.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('ads', () => {
  it('fill every placement and every type it shows, at least twice', () => {
    for (const placement of AD_PLACEMENTS) {
      expect(DEMO_ADS.some((ad) => ad.placement === placement)).toBe(true);
      for (const type of PLACEMENT_AD_TYPES[placement]) {
        const n = DEMO_ADS.filter((ad) => ad.placement === placement && ad.ad_type === type).length;
        expect(n, `${placement}/${type}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(DEMO_ADS.length).toBeGreaterThanOrEqual(28);
  });

  it('have short descriptions, safe links and distinct visual seeds', () => {
    for (const ad of DEMO_ADS) {
      expect(ad.description.length).toBeLessThanOrEqual(140);
      expect(ad.headline.length).toBeGreaterThan(0);
      expect(ad.alt_text.length).toBeGreaterThan(0);
      expect(ad.target_action).toMatch(
        /^(mailto:[a-z0-9.]+@example\.et\?subject=\S+|https:\/\/example\.et\/\S+)$/,
      );
    }
    expect(new Set(DEMO_ADS.map((a) => a.visual_seed)).size).toBe(DEMO_ADS.length);
  });
});

describe('woredas and coordinates', () => {
  it('cover every sub-city, about 120 woredas in all', () => {
    const names = SUBCITIES.map((s) => s.name).sort();
    expect(Object.keys(SUBCITY_WOREDAS).sort()).toEqual(names);
    expect(Object.keys(SUBCITY_BOUNDS).sort()).toEqual(names);
    const total = Object.values(SUBCITY_WOREDAS).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    expect(total).toBeLessThanOrEqual(130);
    const bole = woredaNames('Bole');
    expect(bole[0]).toEqual({ name: 'Woreda 01', amharic_name: 'ወረዳ 01' });
    expect(bole.length).toBe(SUBCITY_WOREDAS.Bole);
    expect(bole.every((w) => GEEZ.test(w.amharic_name))).toBe(true);
  });

  it('box each sub-city around its centre, without overlapping a neighbour', () => {
    for (const s of SUBCITIES) {
      const b = SUBCITY_BOUNDS[s.name]!;
      expect(s.lat).toBeGreaterThan(b.minLat);
      expect(s.lat).toBeLessThan(b.maxLat);
      expect(s.lng).toBeGreaterThan(b.minLng);
      expect(s.lng).toBeLessThan(b.maxLng);
      expect(b.maxLat - b.minLat).toBeLessThanOrEqual(0.05);
      expect(b.maxLng - b.minLng).toBeLessThanOrEqual(0.05);
    }
    const boxes = Object.entries(SUBCITY_BOUNDS);
    for (const [i, [nameA, a]] of boxes.entries()) {
      for (const [nameB, b] of boxes.slice(i + 1)) {
        const overlap =
          a.minLat < b.maxLat && b.minLat < a.maxLat && a.minLng < b.maxLng && b.minLng < a.maxLng;
        expect(overlap, `${nameA} overlaps ${nameB}`).toBe(false);
      }
    }
  });

  it('draw points inside the box', () => {
    const r = rng(8);
    for (const s of SUBCITIES) {
      const b = SUBCITY_BOUNDS[s.name]!;
      for (let i = 0; i < 20; i++) {
        const p = pointInSubcity(s.name, r.next);
        expect(p.lat).toBeGreaterThanOrEqual(b.minLat);
        expect(p.lat).toBeLessThanOrEqual(b.maxLat);
        expect(p.lng).toBeGreaterThanOrEqual(b.minLng);
        expect(p.lng).toBeLessThanOrEqual(b.maxLng);
      }
    }
  });
});
