import type { PropertyType } from '@shared/enums';
import type { PropertyListItem } from '@shared/schemas/properties';

/**
 * The company profile's own filters, applied on the client (spec §2). The type list is the
 * spec's (with 'condo' for condominium) plus villa, which the product also has.
 */
export const COMPANY_TYPES = ['house', 'apartment', 'condo', 'villa', 'commercial', 'land'] as const;
export const COMPANY_STATUSES = ['for_sale', 'for_rent', 'sold', 'rented'] as const;

export interface CompanyFilters {
  type: '' | (typeof COMPANY_TYPES)[number];
  status: '' | (typeof COMPANY_STATUSES)[number];
  /** As typed; blank or not a whole number means no limit. */
  min: string;
  max: string;
}

export const NO_COMPANY_FILTERS: CompanyFilters = { type: '', status: '', min: '', max: '' };

const TYPE_OF: Record<CompanyFilters['type'] & string, PropertyType | ''> = {
  '': '',
  house: 'house',
  apartment: 'apartment',
  condo: 'condominium',
  villa: 'villa',
  commercial: 'commercial',
  land: 'land',
};

const birr = (v: string) => {
  const t = v.trim().replace(/[,\s]/g, '');
  return /^\d{1,15}$/.test(t) ? Number(t) : undefined;
};

/** Whether any filter is set. */
export const hasCompanyFilters = (f: CompanyFilters) =>
  f.type !== '' || f.status !== '' || birr(f.min) !== undefined || birr(f.max) !== undefined;

/** Whether a listing's state matches: on the market for sale or rent, or sold, or rented. */
function statusMatches(p: PropertyListItem, status: CompanyFilters['status']) {
  switch (status) {
    case '':
      return true;
    case 'for_sale':
      return p.status === 'available' && p.listing_type === 'sale';
    case 'for_rent':
      return p.status === 'available' && p.listing_type === 'rent';
    default:
      return p.status === status;
  }
}

/** The listings that pass every filter, in their order. */
export function filterCompanyListings(listings: PropertyListItem[], f: CompanyFilters): PropertyListItem[] {
  const type = TYPE_OF[f.type];
  const min = birr(f.min);
  const max = birr(f.max);
  return listings.filter(
    (p) =>
      (!type || p.property_type === type) &&
      statusMatches(p, f.status) &&
      (min === undefined || p.price >= min) &&
      (max === undefined || p.price <= max),
  );
}

/**
 * Whole years since the agent joined (spec §2 'Years in Business'): a number, 'under-one' below a
 * year, or null when the date is unknown.
 */
export function yearsInBusiness(
  joined: string | null | undefined,
  now = new Date(),
): number | 'under-one' | null {
  if (!joined) return null;
  const start = new Date(joined);
  if (Number.isNaN(start.getTime())) return null;
  let years = now.getUTCFullYear() - start.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < start.getUTCMonth() ||
    (now.getUTCMonth() === start.getUTCMonth() && now.getUTCDate() < start.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return years < 1 ? 'under-one' : years;
}
