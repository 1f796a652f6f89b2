/**
 * The feature and amenity vocabularies of the demo set, and which of them suit each property type.
 * Features are what the home itself has; amenities are what the building or the area offers.
 */
import type { PropertyType } from '@shared/enums';
import { rng as makeRng, type Rng, seedFrom } from './random';

/** One catalogue entry: a stable slug and its English display name. */
export interface CatalogueEntry {
  slug: string;
  name: string;
}

/** What the property itself has. */
export const FEATURES: readonly CatalogueEntry[] = [
  { slug: 'balcony', name: 'Balcony' },
  { slug: 'private-garden', name: 'Private garden' },
  { slug: 'servant-quarter', name: 'Servant quarter' },
  { slug: 'generator-backup', name: 'Generator backup' },
  { slug: 'water-tank', name: 'Water reserve tank' },
  { slug: 'solar-water-heater', name: 'Solar water heater' },
  { slug: 'fitted-kitchen', name: 'Fitted kitchen' },
  { slug: 'parquet-floors', name: 'Parquet floors' },
  { slug: 'walk-in-closet', name: 'Walk-in closet' },
  { slug: 'built-in-wardrobes', name: 'Built-in wardrobes' },
  { slug: 'elevator', name: 'Elevator' },
  { slug: 'rooftop-terrace', name: 'Rooftop terrace' },
  { slug: 'fireplace', name: 'Fireplace' },
  { slug: 'cctv', name: 'CCTV' },
  { slug: 'store-room', name: 'Store room' },
  { slug: 'furnished', name: 'Furnished' },
  { slug: 'guest-toilet', name: 'Guest toilet' },
];

/** What the building, compound or neighbourhood offers. */
export const AMENITIES: readonly CatalogueEntry[] = [
  { slug: 'security-guard', name: '24/7 security guard' },
  { slug: 'parking', name: 'Parking' },
  { slug: 'gym', name: 'Gym' },
  { slug: 'swimming-pool', name: 'Swimming pool' },
  { slug: 'playground', name: "Children's playground" },
  { slug: 'near-school', name: 'Near schools' },
  { slug: 'near-hospital', name: 'Near a hospital' },
  { slug: 'near-light-rail', name: 'Near the light rail' },
  { slug: 'near-airport', name: 'Near Bole airport' },
  { slug: 'mini-market', name: 'Mini-market nearby' },
  { slug: 'church-nearby', name: 'Church nearby' },
  { slug: 'mosque-nearby', name: 'Mosque nearby' },
  { slug: 'paved-road', name: 'Paved road access' },
  { slug: 'fibre-internet', name: 'Fibre internet' },
  { slug: 'shared-laundry', name: 'Shared laundry' },
  { slug: 'public-transport', name: 'Taxi and bus routes' },
  // What matters in Addis Ababa besides the water tank, generator (features) and guard (above):
  // power and water when the city's fail, and a fenced compound shared with neighbours.
  { slug: 'backup-power', name: 'Backup power (inverter or solar)' },
  { slug: 'borehole', name: 'Borehole water' },
  { slug: 'compound', name: 'Fenced compound' },
];

/** Per type: slugs that almost always apply, and slugs that may apply. */
interface Profile {
  usual: readonly string[];
  maybe: readonly string[];
  /** How many of `maybe` to add, inclusive. */
  extra: readonly [number, number];
}

const FEATURE_PROFILES: Record<PropertyType, Profile> = {
  condominium: {
    usual: ['water-tank'],
    maybe: ['balcony', 'fitted-kitchen', 'built-in-wardrobes', 'parquet-floors', 'store-room', 'furnished'],
    extra: [1, 3],
  },
  apartment: {
    usual: ['fitted-kitchen', 'elevator'],
    maybe: [
      'balcony',
      'generator-backup',
      'water-tank',
      'parquet-floors',
      'built-in-wardrobes',
      'walk-in-closet',
      'cctv',
      'rooftop-terrace',
      'furnished',
      'guest-toilet',
      'solar-water-heater',
    ],
    extra: [2, 5],
  },
  house: {
    usual: ['water-tank'],
    maybe: [
      'private-garden',
      'servant-quarter',
      'generator-backup',
      'solar-water-heater',
      'fitted-kitchen',
      'parquet-floors',
      'built-in-wardrobes',
      'store-room',
      'cctv',
      'balcony',
      'guest-toilet',
    ],
    extra: [2, 5],
  },
  villa: {
    usual: ['private-garden', 'servant-quarter', 'water-tank', 'generator-backup'],
    maybe: [
      'solar-water-heater',
      'fitted-kitchen',
      'parquet-floors',
      'walk-in-closet',
      'built-in-wardrobes',
      'rooftop-terrace',
      'fireplace',
      'cctv',
      'store-room',
      'balcony',
      'guest-toilet',
      'furnished',
    ],
    extra: [3, 7],
  },
  commercial: {
    usual: ['generator-backup'],
    maybe: ['elevator', 'cctv', 'water-tank', 'store-room', 'guest-toilet'],
    extra: [1, 3],
  },
  // A bare plot: at most a fence-side water tank or a store left by the owner.
  land: { usual: [], maybe: ['water-tank', 'store-room'], extra: [0, 1] },
};

const AMENITY_PROFILES: Record<PropertyType, Profile> = {
  condominium: {
    usual: ['security-guard'],
    maybe: ['playground', 'near-school', 'mini-market', 'public-transport', 'church-nearby', 'mosque-nearby'],
    extra: [2, 4],
  },
  apartment: {
    usual: ['security-guard', 'parking'],
    maybe: [
      'gym',
      'swimming-pool',
      'near-school',
      'near-hospital',
      'near-light-rail',
      'near-airport',
      'mini-market',
      'fibre-internet',
      'shared-laundry',
      'paved-road',
    ],
    extra: [2, 5],
  },
  house: {
    usual: ['parking'],
    maybe: [
      'security-guard',
      'near-school',
      'near-hospital',
      'mini-market',
      'church-nearby',
      'mosque-nearby',
      'paved-road',
      'fibre-internet',
      'public-transport',
    ],
    extra: [2, 4],
  },
  villa: {
    usual: ['parking', 'security-guard', 'paved-road'],
    maybe: [
      'swimming-pool',
      'gym',
      'near-school',
      'near-airport',
      'near-hospital',
      'fibre-internet',
      'playground',
    ],
    extra: [1, 4],
  },
  commercial: {
    usual: ['security-guard', 'paved-road'],
    maybe: ['parking', 'fibre-internet', 'near-light-rail', 'public-transport', 'near-airport'],
    extra: [1, 3],
  },
  land: { usual: [], maybe: ['paved-road', 'public-transport', 'near-school'], extra: [0, 2] },
};

function pickFrom(rng: Rng, profile: Profile): string[] {
  const count = rng.int(profile.extra[0], profile.extra[1]);
  const extra = rng.shuffle(profile.maybe).slice(0, count);
  // Keep catalogue order so the same set always reads the same way.
  return [...new Set([...profile.usual, ...extra])];
}

/** Plausible feature slugs for a property of this type (land gets few or none). */
export function pickFeatures(rng: Rng, propertyType: PropertyType): string[] {
  const picked = pickFrom(rng, FEATURE_PROFILES[propertyType]);
  return FEATURES.map((f) => f.slug).filter((s) => picked.includes(s));
}

/** The chance of each of Addis Ababa's own amenities (issue 19), by type. */
const LOCAL_AMENITIES: Record<PropertyType, Readonly<Record<string, number>>> = {
  condominium: { 'backup-power': 0.3 },
  apartment: { 'backup-power': 0.5, borehole: 0.2 },
  house: { compound: 1, borehole: 0.3, 'backup-power': 0.3 },
  villa: { compound: 1, borehole: 0.5, 'backup-power': 0.5 },
  commercial: { 'backup-power': 0.5 },
  land: {},
};

/** Plausible amenity slugs for a property of this type (land gets few or none). */
export function pickAmenities(rng: Rng, propertyType: PropertyType): string[] {
  const picked = pickFrom(rng, AMENITY_PROFILES[propertyType]);
  // Drawn from their own generator, seeded by what was picked, so that the main one (and every
  // demo listing after this one) draws what it drew before these amenities existed.
  const local = makeRng(seedFrom(`${propertyType} ${picked.join(' ')}`));
  for (const [slug, chance] of Object.entries(LOCAL_AMENITIES[propertyType]))
    if (local.chance(chance)) picked.push(slug);
  return AMENITIES.map((a) => a.slug).filter((s) => picked.includes(s));
}
