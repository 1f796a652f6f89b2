import { describe, expect, it } from 'vitest';
import { listingMeta } from '../../src/web/features/browse/listing-meta';
import type { ListingPage } from '../../src/web/features/browse/load-listings';
import { parseListingQuery } from '../../src/web/features/browse/query-state';
import { catalogue } from '../support/catalogue';

function page(count: number, search = ''): ListingPage {
  return {
    query: parseListingQuery(new URLSearchParams(search)),
    results: [],
    count,
    countIsEstimate: false,
    failed: false,
    lists: { cities: [], subcities: [], kebeles: [], failed: [] },
    place: null,
  };
}

const matches = (lang: string) => [
  {
    id: 'root',
    data: { lang, messages: { all: catalogue(lang) }, config: { publicUrl: 'https://sefer.example' } },
  },
];

const title = (lang: string, data: ListingPage) =>
  listingMeta(matches(lang), data).find((tag) => 'title' in tag)?.title;

describe('listing page title', () => {
  it('groups the digits of large counts, in every language', () => {
    expect(title('en', page(100182))).toBe('Sefer | Properties for sale and rent — 100,182 properties found');
    expect(title('am', page(7536))).toMatch(/ — 7,536 ንብረቶች ተገኝተዋል$/);
    expect(title('en', page(1, 'listing_type=rent'))).toBe('Sefer | For Rent — 1 property found');
  });
});
