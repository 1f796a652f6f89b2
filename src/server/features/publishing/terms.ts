import type { ListingType, PropertyType } from '@shared/enums';
import { applicableTerms, type ListingTerms, termsErrors } from '@shared/listing-terms';
import type { UpdatePropertyBody } from '@shared/schemas/publishing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';

/** A new listing's terms before any is given. */
export const NO_TERMS: ListingTerms = {
  furnished: null,
  condominiumScheme: null,
  floor: null,
  buildingFloors: null,
  titleDeed: null,
  priceNegotiable: false,
  advanceMonths: null,
  minLeaseMonths: null,
  landmark: null,
};

type TermsBody = Pick<
  UpdatePropertyBody,
  | 'furnished'
  | 'condominium_scheme'
  | 'floor'
  | 'building_floors'
  | 'title_deed'
  | 'price_negotiable'
  | 'advance_months'
  | 'min_lease_months'
  | 'landmark'
>;

/** `sent` when the request sent the field (null clears it), else `kept`. */
const or = <T>(sent: T | null | undefined, kept: T | null): T | null => (sent === undefined ? kept : sent);

/**
 * The terms a create or an edit leaves on a listing of this kind: those sent over `current`,
 * those that do not apply cleared, and the errors of the rules between them (by API field).
 */
export function checkTerms(
  body: TermsBody,
  current: ListingTerms,
  listingType: ListingType,
  propertyType: PropertyType,
): { errors: Record<string, string[]>; values: ListingTerms } {
  const merged: ListingTerms = {
    furnished: or(body.furnished, current.furnished),
    condominiumScheme: or(body.condominium_scheme, current.condominiumScheme),
    floor: or(body.floor, current.floor),
    buildingFloors: or(body.building_floors, current.buildingFloors),
    titleDeed: or(body.title_deed, current.titleDeed),
    priceNegotiable: body.price_negotiable ?? current.priceNegotiable,
    advanceMonths: or(body.advance_months, current.advanceMonths),
    minLeaseMonths: or(body.min_lease_months, current.minLeaseMonths),
    landmark: or(body.landmark, current.landmark) || null,
  };
  const values = applicableTerms(merged, listingType, propertyType);
  return { errors: termsErrors(values, listingType, propertyType), values };
}

/** A listing's stored terms (an edit starts from them). */
export async function loadTerms(db: Db, id: number): Promise<ListingTerms> {
  const p = properties;
  const [row] = await db
    .select({
      furnished: p.furnished,
      condominiumScheme: p.condominiumScheme,
      floor: p.floor,
      buildingFloors: p.buildingFloors,
      titleDeed: p.titleDeed,
      priceNegotiable: p.priceNegotiable,
      advanceMonths: p.advanceMonths,
      minLeaseMonths: p.minLeaseMonths,
      landmark: p.landmark,
    })
    .from(p)
    .where(eq(p.id, id));
  return row ?? NO_TERMS;
}
