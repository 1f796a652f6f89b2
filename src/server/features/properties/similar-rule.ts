import type { ListingType, PropertyType } from '@shared/enums';
import type { ListPropertiesQuery } from '@shared/schemas/properties';

type Query = Partial<ListPropertiesQuery>;

/** How many similar listings a detail shows. */
export const SIMILAR_COUNT = 4;
const PRICE_BAND = { below: 0.7, above: 1.3 };

/** The listing similar ones are chosen for. */
export interface SimilarTo {
  id: number;
  listingType: ListingType;
  propertyType: PropertyType;
  price: number;
  subcityId: number | null;
  cityId: number | null;
}

/**
 * Similar listings (DESIGN §4), declared as listing searches, so their conditions come from the
 * listing declaration like every other search's (`selectSimilarIds`):
 * - `steps`, tried in order until there are enough: same listing type and property type with the
 *   price within ±30 %; then without the price band; then without the property type. Each step is
 *   a public search (no `status`: on the market now).
 * - `near`, the order within a step: the same sub-city first, then the same city, then the rest;
 *   newest first within each. A listing without a sub-city (or city) has no such tier.
 */
export function similarRule(p: SimilarTo): { steps: Query[]; near: Query[] } {
  const sameKind: Query = { listing_type: p.listingType };
  const sameType: Query = { ...sameKind, property_type: p.propertyType };
  const inBand: Query = {
    ...sameType,
    min_price: Math.floor(p.price * PRICE_BAND.below),
    max_price: Math.ceil(p.price * PRICE_BAND.above),
  };
  const near: Query[] = [];
  if (p.subcityId !== null) near.push({ subcity: p.subcityId });
  if (p.cityId !== null) near.push({ city: p.cityId });
  return { steps: [inBand, sameType, sameKind], near };
}
