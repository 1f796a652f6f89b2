import type { CondominiumScheme, Furnishing, ListingType, PropertyType, TitleDeed } from './enums';

/**
 * The Ethiopian terms of a listing (issue 19, decision 035): furnishing, condominium scheme,
 * floor of a G+N building, title deed, advance and minimum lease, negotiable price, landmark.
 * Which apply to which listing, and their limits, are declared once here: the API's validation,
 * the service that stores them and the publishing form all ask these.
 */

/** The terms as stored (camelCase, like the `properties` columns). */
export interface ListingTerms {
  furnished: Furnishing | null;
  condominiumScheme: CondominiumScheme | null;
  floor: number | null;
  buildingFloors: number | null;
  titleDeed: TitleDeed | null;
  priceNegotiable: boolean;
  advanceMonths: number | null;
  minLeaseMonths: number | null;
  landmark: string | null;
}

/** Floors above the ground floor a building may have (Addis Ababa's tallest has about 50). */
export const MAX_FLOORS = 200;
/** Months of rent paid in advance or leased at least, for any listing (commercial included). */
export const MAX_TERM_MONTHS = 120;
/**
 * Proclamation 1320/2024 (residential house rent control): a landlord may ask at most two
 * months of rent in advance for a home.
 */
export const MAX_RESIDENTIAL_ADVANCE_MONTHS = 2;
const ADVANCE_TOO_HIGH = `Ethiopia's Proclamation 1320/2024 allows at most ${MAX_RESIDENTIAL_ADVANCE_MONTHS} months of rent in advance for a home.`;
const FLOOR_ABOVE_BUILDING = 'The floor cannot be above the building’s top floor.';
export const LANDMARK_MAX = 200;

/** Homes, as the rent proclamation reads them: everything but commercial property and land. */
export const isResidential = (propertyType: PropertyType): boolean =>
  propertyType !== 'commercial' && propertyType !== 'land';

/** Which terms a listing of this kind has; the others are not asked and not stored. */
export function termsApply(listingType: ListingType, propertyType: PropertyType) {
  return {
    condominiumScheme: propertyType === 'condominium',
    titleDeed: listingType === 'sale',
    advanceMonths: listingType === 'rent',
    minLeaseMonths: listingType === 'rent',
    /** Land has no furniture and no floors. */
    furnished: propertyType !== 'land',
    floors: propertyType !== 'land',
  };
}

/** The most months in advance a listing may ask. */
export const maxAdvanceMonths = (propertyType: PropertyType): number =>
  isResidential(propertyType) ? MAX_RESIDENTIAL_ADVANCE_MONTHS : MAX_TERM_MONTHS;

/** The terms with those that do not apply to this kind of listing cleared. */
export function applicableTerms(
  terms: ListingTerms,
  listingType: ListingType,
  propertyType: PropertyType,
): ListingTerms {
  const apply = termsApply(listingType, propertyType);
  return {
    ...terms,
    furnished: apply.furnished ? terms.furnished : null,
    condominiumScheme: apply.condominiumScheme ? terms.condominiumScheme : null,
    floor: apply.floors ? terms.floor : null,
    buildingFloors: apply.floors ? terms.buildingFloors : null,
    titleDeed: apply.titleDeed ? terms.titleDeed : null,
    advanceMonths: apply.advanceMonths ? terms.advanceMonths : null,
    minLeaseMonths: apply.minLeaseMonths ? terms.minLeaseMonths : null,
  };
}

/** The rules between terms, by API field name: the advance limit and the floor within the building. */
export function termsErrors(
  terms: Pick<ListingTerms, 'floor' | 'buildingFloors' | 'advanceMonths'>,
  listingType: ListingType,
  propertyType: PropertyType,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (
    listingType === 'rent' &&
    terms.advanceMonths !== null &&
    terms.advanceMonths > maxAdvanceMonths(propertyType)
  )
    errors.advance_months = [ADVANCE_TOO_HIGH];
  if (terms.floor !== null && terms.buildingFloors !== null && terms.floor > terms.buildingFloors)
    errors.floor = [FLOOR_ABOVE_BUILDING];
  return errors;
}

/** A floor as Ethiopians write it: 0 is "G" (ground), 3 in a G+7 building "3 of G+7". */
export const floorLabel = (floor: number): string => (floor === 0 ? 'G' : String(floor));
export const buildingLabel = (floors: number): string => (floors === 0 ? 'G' : `G+${floors}`);
