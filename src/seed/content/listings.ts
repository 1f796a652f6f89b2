/**
 * One demo listing's words and numbers: title, description (English and Amharic), price, size
 * and address. Sentences come from many parallel templates so 150+ listings do not read alike.
 */
import type { ListingType, PropertyType } from '@shared/enums';
import { applicableTerms, type ListingTerms, maxAdvanceMonths } from '@shared/listing-terms';
import { ADJECTIVES, shape, words } from './listing-shape';
import {
  LAYOUT_COMMERCIAL,
  LAYOUT_FLAT,
  LAYOUT_HOUSE,
  OPEN_COMMERCIAL,
  OPEN_HOME,
  OPEN_LAND,
} from './phrases';
import { CLOSE_LAND_SALE, CLOSE_RENT, CLOSE_SALE, FINISH, PLACE, UTILITIES } from './phrases-detail';
import {
  type Bi,
  isAddisSubcity,
  LIGHT_RAIL,
  landmarksFor,
  NEAR_AIRPORT,
  priceTier,
  titlePlace,
} from './places';
import { priceFor } from './pricing';
import { type Rng, rng, seedFrom } from './random';
import { type Ctx, cap, fmt, forEn, type Line, verbAm } from './text';

/** What the caller decides about a listing. */
export interface ListingInput {
  propertyType: PropertyType;
  listingType: ListingType;
  subcity: { name: string; amharic_name: string };
  neighbourhood: { name: string; amharic_name: string };
}

/** The generated content of a listing. Price is whole birr; rent is monthly. */
export interface ListingContent {
  title: string;
  title_am: string;
  description: string;
  description_am: string;
  price: number;
  area: number;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  address: string;
  /** Furnishing, scheme, floor, deed, advance, lease, negotiable, landmark (issue 19). */
  terms: ListingTerms;
}

const bi = (en: string, am: string): Bi => ({ en, am });

/** The first template in a shuffled pool that fits, or null. */
function line(c: Ctx, pool: readonly Line[]): Bi | null {
  for (const t of c.r.shuffle(pool)) {
    const out = t(c);
    if (out) return out;
  }
  return null;
}

/** Title templates: [English, Amharic]. */
const TITLES: readonly ((c: Ctx, place: Bi) => Bi | null)[] = [
  (c, p) => bi(`${cap(c.adj.en)} ${c.unit.en} in ${p.en}`, `${c.adj.am} ${c.unit.am} በ${p.am}`),
  (c, p) => bi(`${cap(c.unit.en)} ${forEn(c)} in ${p.en}`, `በ${p.am} ${c.unit.am} ${verbAm(c)}`),
  (c, p) =>
    bi(
      `${cap(c.adj.en)} ${c.unit.en} ${forEn(c)}, ${p.en}`,
      `በ${p.am} ${c.sale ? 'የሚሸጥ' : 'የሚከራይ'} ${c.adj.am} ${c.unit.am}`,
    ),
  (c, p) => bi(`${fmt(c.area)} m² ${c.unit.en} in ${p.en}`, `በ${p.am} ${fmt(c.area)} ካሬ ሜትር ${c.unit.am}`),
  (c, p) =>
    c.lm.en.includes(c.hood.en)
      ? null
      : bi(
          `${cap(c.unit.en)} near ${c.lm.en}, ${p.en}`,
          `በ${p.am}፣ ${c.lm.am} አካባቢ ${c.unit.am} ${verbAm(c)}`,
        ),
];

const ADDRESS_PREPOSITIONS = [
  'near',
  'behind',
  'opposite',
  'next to',
  'a short walk from',
  'around the corner from',
];

/** Generates one listing's content; deterministic for a given generator state. */
export function makeListing(r: Rng, input: ListingInput): ListingContent {
  const { propertyType: type, listingType } = input;
  const sale = listingType === 'sale';
  const subcity = bi(input.subcity.name, input.subcity.amharic_name);
  const hood = bi(input.neighbourhood.name, input.neighbourhood.amharic_name);
  const s = shape(r, type, sale);
  const tier = priceTier(subcity.en, hood.en, type === 'commercial');
  const { price, perM2 } = priceFor(r, { listingType, propertyType: type, area: s.area, tier, kind: s.kind });
  const marks = r.shuffle(landmarksFor(subcity.en, hood.en));
  const lm = marks[0] ?? bi('the main road', 'ዋናው መንገድ');
  const c: Ctx = {
    r,
    sale,
    type,
    kind: s.kind,
    hood,
    subcity,
    lm,
    lm2: marks[1] ?? lm,
    adj: r.pick(ADJECTIVES[type]),
    ...words(r, type, sale, s),
    area: s.area,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    parking: s.parking,
    floor: s.floor,
    storeys: s.storeys,
    price,
    perM2,
    lightRail: LIGHT_RAIL.has(hood.en),
    nearAirport: NEAR_AIRPORT.has(subcity.en),
    addis: isAddisSubcity(subcity.en),
  };

  const opener = line(c, type === 'land' ? OPEN_LAND : type === 'commercial' ? OPEN_COMMERCIAL : OPEN_HOME);
  // Once the opener names a landmark, later sentences should name the other one.
  const usedLandmark = opener?.en.includes(c.lm.en) ?? false;
  const second = marks[1];
  if (usedLandmark && second) {
    c.lm = second;
    c.lm2 = second;
  }
  const layout =
    type === 'land'
      ? []
      : type === 'commercial'
        ? LAYOUT_COMMERCIAL
        : type === 'house' || type === 'villa'
          ? LAYOUT_HOUSE
          : LAYOUT_FLAT;
  const middle = [layout, FINISH, UTILITIES, usedLandmark && !second ? [] : PLACE].filter((p) => p.length);
  const chosen = new Set(r.shuffle(middle).slice(0, r.chance(0.65) ? 2 : 1));
  const closer = line(c, !sale ? CLOSE_RENT : type === 'land' ? CLOSE_LAND_SALE : CLOSE_SALE);
  // Keep a natural order: the opening, the home itself, services, the area, then terms.
  const parts = [opener, ...middle.filter((p) => chosen.has(p)).map((p) => line(c, p)), closer].filter(
    (p): p is Bi => p !== null,
  );

  const place = titlePlace(subcity, hood);
  const title =
    line(
      c,
      TITLES.map((t) => (cc: Ctx) => t(cc, place)),
    ) ?? bi(`${cap(c.unit.en)} in ${place.en}`, `${c.unit.am} በ${place.am}`);

  return {
    terms: termsFor(input, s, lm, seedFrom(`${title.en} ${price}`)),
    title: title.en,
    title_am: title.am,
    description: parts.map((p) => p.en).join(' '),
    description_am: parts.map((p) => p.am).join(' '),
    price,
    area: s.area,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    parking_spaces: s.parking,
    address: c.addis
      ? `${subcity.en}, ${hood.en} area, ${r.pick(ADDRESS_PREPOSITIONS)} ${lm.en}`
      : `${hood.en}, ${r.pick(ADDRESS_PREPOSITIONS)} ${lm.en}`,
  };
}

/**
 * Plausible Ethiopian terms for a listing, drawn from their own generator (seeded by the listing's
 * title and price) so that the rest of the demo data stays what it was before they existed.
 */
function termsFor(
  input: ListingInput,
  s: { floor: number; storeys: number },
  lm: Bi,
  seed: number,
): ListingTerms {
  const r = rng(seed);
  const { propertyType: type, listingType } = input;
  const home = type !== 'commercial' && type !== 'land';
  const terms: ListingTerms = {
    furnished: home
      ? r.pick(['unfurnished', 'unfurnished', 'semi_furnished', 'furnished'] as const)
      : r.chance(0.3)
        ? 'unfurnished'
        : null,
    condominiumScheme: r.pick(['20/80', '20/80', '40/60', '40/60', '10/90', 'other'] as const),
    // Houses and villas are the whole building (G+N); flats and offices are on one of its floors.
    floor: type === 'house' || type === 'villa' ? null : s.floor,
    buildingFloors: s.storeys,
    titleDeed: r.pick(['has_deed', 'has_deed', 'has_deed', 'in_process', 'none'] as const),
    priceNegotiable: r.chance(0.45),
    advanceMonths: r.int(0, Math.min(maxAdvanceMonths(type), home ? 2 : 6)),
    minLeaseMonths: r.pick([6, 12, 12, 12, 24]),
    landmark: r.chance(0.25) ? `${lm.am} አጠገብ` : `near ${lm.en}`,
  };
  return applicableTerms(terms, listingType, type);
}
