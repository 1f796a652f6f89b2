import { describe, expect, it } from 'vitest';
import type { PropertyListItem } from '../../src/shared/schemas/properties';
import {
  adAfter,
  adSlotOrdinal,
  adSlotsBetween,
} from '../../src/web/features/browse/components/ListingResults';
import {
  activeFilterCount,
  applyChange,
  filtersIn,
  type ListingQuery,
  listingSearchParams,
  parseListingQuery,
  queryString,
  SORTS,
  toApiParams,
} from '../../src/web/features/browse/query-state';
import {
  filterCompanyListings,
  NO_COMPANY_FILTERS,
  yearsInBusiness,
} from '../../src/web/features/companies/company-filters';
import { cut } from '../../src/web/lib/format';
import { visiblePages } from '../../src/web/ui/Pagination';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));
const write = (q: ListingQuery, keep?: string) =>
  queryString(listingSearchParams(q, keep === undefined ? undefined : new URLSearchParams(keep)));

describe('listing URL ↔ filter state', () => {
  it('reads only the filters a form changed before hydration; an emptied one clears its filter', () => {
    expect(filtersIn(new URLSearchParams('listing_type=rent&bedrooms=2&search=+Bole+'))).toEqual({
      listing_type: 'rent',
      bedrooms: 2,
      search: 'Bole',
    });
    expect(filtersIn(new URLSearchParams('city=&min_price=abc'))).toEqual({
      city: undefined,
      min_price: undefined,
    });
    expect(filtersIn(new URLSearchParams('sort=price&lang=am'))).toEqual({});
  });

  it('reads every filter of spec §2, numbers as numbers', () => {
    expect(
      parse(
        'search=bole&property_type=apartment&listing_type=rent&min_price=10000&max_price=50000' +
          '&bedrooms=2&bathrooms=1&region=1&city=1&subcity=4&kebele=33&sort=-price&page=3',
      ),
    ).toEqual({
      search: 'bole',
      property_type: 'apartment',
      listing_type: 'rent',
      min_price: 10000,
      max_price: 50000,
      bedrooms: 2,
      bathrooms: 1,
      region: 1,
      city: 1,
      subcity: 4,
      kebele: 33,
      sort: '-price',
      page: 3,
    });
  });

  it('defaults to Newest First on page 1, and keeps studio (0 bedrooms)', () => {
    expect(parse('')).toEqual({ sort: 'created_at', page: 1 });
    expect(parse('bedrooms=0').bedrooms).toBe(0);
  });

  it('drops what the product cannot mean instead of failing the page', () => {
    expect(
      parse(
        'property_type=castle&listing_type=lease&bedrooms=two&city=0&subcity=-3&min_price=1e9&sort=random&page=0',
      ),
    ).toEqual({ sort: 'created_at', page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('search=%20%20').search).toBeUndefined();
  });

  it("accepts the company filter's 'condo' spelling", () => {
    expect(parse('property_type=condo').property_type).toBe('condominium');
  });

  it('writes filters in the spec order, leaves out empty ones, the default sort and page 1', () => {
    expect(write({ sort: 'created_at', page: 1 })).toBe('');
    expect(
      write({ sort: 'price', page: 2, subcity: 4, listing_type: 'sale', search: 'ቦሌ', bedrooms: 0, city: 1 }),
    ).toBe(
      `?search=${encodeURIComponent('ቦሌ')}&listing_type=sale&bedrooms=0&city=1&subcity=4&sort=price&page=2`,
    );
    expect(write({ sort: 'created_at', page: 1, search: '' })).toBe('');
  });

  it('keeps a ?lang= link parameter and nothing else foreign', () => {
    expect(write({ sort: 'created_at', page: 1, city: 1 }, 'lang=am&utm_source=x')).toBe('?city=1&lang=am');
  });

  it('round-trips: what is written reads back the same', () => {
    const q: ListingQuery = {
      search: 'Kazanchis',
      property_type: 'villa',
      min_price: 0,
      max_price: 9_000_000,
      bathrooms: 2,
      region: 1,
      city: 1,
      sort: 'views',
      page: 4,
    };
    expect(parse(write(q).slice(1))).toEqual(q);
  });

  it('sends page 1 after any change of filter or sort (spec §2)', () => {
    const q = parse('listing_type=sale&page=5');
    expect(applyChange(q, { bedrooms: 2 }).page).toBe(1);
    expect(applyChange(q, { sort: '-price' }).page).toBe(1);
    expect(applyChange(q, { page: 6 }).page).toBe(6);
  });

  it('clears the levels under a changed location level, and only those (spec §4)', () => {
    const q = parse('region=1&city=1&subcity=4&kebele=33');
    expect(applyChange(q, { region: 9 })).toMatchObject({ region: 9 });
    expect(applyChange(q, { region: 9 })).not.toHaveProperty('city');
    expect(applyChange(q, { city: 2 })).toEqual({ region: 1, city: 2, sort: 'created_at', page: 1 });
    expect(applyChange(q, { subcity: 5 })).toEqual({
      region: 1,
      city: 1,
      subcity: 5,
      sort: 'created_at',
      page: 1,
    });
    expect(applyChange(q, { subcity: undefined })).toEqual({
      region: 1,
      city: 1,
      sort: 'created_at',
      page: 1,
    });
    // Another filter leaves the location alone.
    expect(applyChange(q, { bedrooms: 1 })).toMatchObject({ region: 1, city: 1, subcity: 4, kebele: 33 });
  });

  it('maps each sort to the API ordering that makes its label true', () => {
    expect(SORTS).toEqual({
      created_at: '-created_at',
      '-created_at': 'created_at',
      price: 'price',
      '-price': '-price',
      views: '-views',
      confirmed: '-confirmed_at',
      recommended: '-recommended',
      '-area': '-area',
      area: 'area',
    });
    expect(toApiParams(parse('city=1&sort=views&page=2'))).toMatchObject({
      city: 1,
      ordering: '-views',
      page: 2,
      page_size: 12,
    });
    expect(toApiParams(parse('')).ordering).toBe('-created_at');
    expect(toApiParams(parse('sort=recommended')).ordering).toBe('-recommended');
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(parse('sort=price&page=3'))).toBe(0);
    expect(activeFilterCount(parse('search=bole&bedrooms=0&city=1'))).toBe(3);
  });
});

describe('description cut (spec §9: cards 100, list items 150)', () => {
  const long = 'A'.repeat(120);
  it('leaves short text alone and cuts long text to the limit plus ...', () => {
    expect(cut('Short and sweet.', 100)).toBe('Short and sweet.');
    expect(cut('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(cut(long, 100)).toBe(`${'A'.repeat(100)}...`);
    expect(cut('B'.repeat(200), 150)).toHaveLength(153);
  });
  it('does not leave a full stop or a space before the dots', () => {
    expect(cut(`${'a'.repeat(98)}. Next sentence`, 100)).toBe(`${'a'.repeat(98)}...`);
    expect(cut(`${'ቤ'.repeat(98)}። ቀጣይ`, 100)).toBe(`${'ቤ'.repeat(98)}...`);
  });
  it('never splits a character in two', () => {
    expect(cut(`${'a'.repeat(99)}🏠🏠`, 100)).toBe(`${'a'.repeat(99)}🏠...`);
  });
});

describe('pagination and ad slots', () => {
  it('shows seven pages around the current one (spec §9)', () => {
    expect(visiblePages(1, 13)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(visiblePages(7, 13)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(visiblePages(13, 13)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });
  it('puts an ad after every nth item but never after the last', () => {
    const slots = (total: number, every: number) =>
      Array.from({ length: total }, (_, i) => i).filter((i) => adAfter(i, every, total));
    expect(slots(12, 6)).toEqual([5]);
    expect(slots(13, 6)).toEqual([5, 11]);
    expect(slots(12, 4)).toEqual([3, 7]);
  });
  it('numbers the slots of a page 0, 1, … so that each shows another ad, and counts them', () => {
    for (const [total, every] of [
      [20, 6],
      [20, 4],
      [13, 6],
      [1, 4],
      [0, 6],
    ] as const) {
      const slots = Array.from({ length: total }, (_, i) => i).filter((i) => adAfter(i, every, total));
      expect(slots.map((i) => adSlotOrdinal(i, every))).toEqual(slots.map((_, k) => k));
      expect(adSlotsBetween(total, every)).toBe(slots.length);
    }
  });
});

describe('company profile', () => {
  const listing = (over: Partial<PropertyListItem>) =>
    ({
      id: 1,
      property_type: 'house',
      listing_type: 'sale',
      status: 'available',
      price: 100,
      ...over,
    }) as PropertyListItem;
  const all = [
    listing({ id: 1, property_type: 'condominium', price: 3_000_000 }),
    listing({ id: 2, property_type: 'house', listing_type: 'rent', price: 20_000 }),
    listing({ id: 3, property_type: 'apartment', status: 'sold', price: 5_000_000 }),
    listing({ id: 4, property_type: 'apartment', listing_type: 'rent', status: 'rented', price: 30_000 }),
  ];
  const ids = (f: Partial<typeof NO_COMPANY_FILTERS>) =>
    filterCompanyListings(all, { ...NO_COMPANY_FILTERS, ...f }).map((p) => p.id);

  it('filters by type (condo = condominium), status and price on the client', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ type: 'condo' })).toEqual([1]);
    expect(ids({ status: 'for_sale' })).toEqual([1]);
    expect(ids({ status: 'for_rent' })).toEqual([2]);
    expect(ids({ status: 'sold' })).toEqual([3]);
    expect(ids({ status: 'rented' })).toEqual([4]);
    expect(ids({ min: '25000', max: '3,000,000' })).toEqual([1, 4]);
    expect(ids({ min: 'abc' })).toEqual([1, 2, 3, 4]);
  });

  it('counts whole years in business, < 1 and unknown', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(yearsInBusiness('2023-06-15T00:00:00Z', now)).toBe(3);
    expect(yearsInBusiness('2023-06-16T00:00:00Z', now)).toBe(2);
    expect(yearsInBusiness('2025-12-01T00:00:00Z', now)).toBe('under-one');
    expect(yearsInBusiness(null, now)).toBeNull();
    expect(yearsInBusiness('not a date', now)).toBeNull();
  });
});
