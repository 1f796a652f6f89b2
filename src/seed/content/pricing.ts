/**
 * Demo prices in whole birr, shaped like 2025–2026 Addis Ababa asking prices: a price per m² that
 * rises with the sub-city's tier, times the area, kept inside a plausible range per type.
 * Rent is always per month.
 */
import type { ListingType, PropertyType } from '@shared/enums';
import type { Rng } from './random';
import type { CommercialKind } from './text';

type Range = readonly [number, number];

/** The range every demo price falls in, by listing and property type (rent is monthly). */
export const PRICE_RANGES: Record<ListingType, Record<PropertyType, Range>> = {
  sale: {
    condominium: [2_500_000, 7_000_000],
    apartment: [6_000_000, 35_000_000],
    house: [10_000_000, 80_000_000],
    villa: [25_000_000, 150_000_000],
    commercial: [20_000_000, 300_000_000],
    // 30,000–120,000 birr per m² on 150–1,000 m².
    land: [4_500_000, 120_000_000],
  },
  rent: {
    condominium: [8_000, 25_000],
    apartment: [20_000, 150_000],
    house: [30_000, 200_000],
    villa: [80_000, 400_000],
    commercial: [40_000, 1_000_000],
    // Plots let for parking, storage or workshops.
    land: [10_000, 80_000],
  },
};

/** Land sale price per m² (birr): the outer sub-cities at the bottom, Bole and Kirkos at the top. */
const LAND_PRICE_PER_M2: Range = [30_000, 120_000];

/**
 * Price per m² from the cheapest to the dearest sub-city. For houses and villas the area is the
 * plot, so the rate covers land and building together. Ranges overshoot PRICE_RANGES a little at
 * both ends; the clamp below keeps the spread while trimming the extremes.
 */
const PER_M2: Record<ListingType, Record<PropertyType, Range>> = {
  sale: {
    condominium: [50_000, 75_000],
    apartment: [85_000, 180_000],
    house: [45_000, 160_000],
    villa: [60_000, 170_000],
    commercial: [60_000, 200_000],
    land: LAND_PRICE_PER_M2,
  },
  rent: {
    condominium: [180, 320],
    apartment: [300, 700],
    house: [120, 400],
    villa: [250, 450],
    commercial: [600, 1_500],
    land: [25, 90],
  },
};

/** Warehouses fetch well under the rate of shops and offices. */
const KIND_FACTOR: Record<CommercialKind, number> = { office: 1, shop: 1.1, warehouse: 0.45, building: 1 };

/** Rounds to what a seller would write: 12,500 / 85,000 / 4,350,000 / 27,400,000. */
function roundPrice(n: number): number {
  const step =
    n < 30_000 ? 500 : n < 200_000 ? 1_000 : n < 1_000_000 ? 5_000 : n < 10_000_000 ? 50_000 : 100_000;
  return Math.max(step, Math.round(n / step) * step);
}

/** The listing price and the rate per m² it came from. */
export function priceFor(
  r: Rng,
  input: {
    listingType: ListingType;
    propertyType: PropertyType;
    area: number;
    tier: number;
    kind: CommercialKind | null;
  },
): { price: number; perM2: number } {
  const { listingType, propertyType, area, kind } = input;
  const [lo, hi] = PER_M2[listingType][propertyType];
  const t = Math.min(1, Math.max(0, input.tier + r.range(-0.12, 0.12)));
  const rate = (lo + (hi - lo) * t) * (kind ? KIND_FACTOR[kind] : 1);

  if (listingType === 'sale' && propertyType === 'land') {
    // Land is quoted per m², so the total must be exactly rate × area.
    const perM2 = Math.round(rate / 1_000) * 1_000;
    return { price: perM2 * area, perM2 };
  }

  const [min, max] = PRICE_RANGES[listingType][propertyType];
  let raw = rate * area;
  // Out-of-range results land just inside the bound, spread out so they do not all read the same.
  if (raw < min) raw = min * (1 + r.range(0, 0.15));
  if (raw > max) raw = max * (1 - r.range(0, 0.12));
  const price = Math.min(max, Math.max(min, roundPrice(raw)));
  return { price, perM2: Math.round(price / area) };
}
