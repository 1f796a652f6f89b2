import { describe, expect, it } from 'vitest';
import { listingMeta } from '../../src/web/features/browse/listing-meta';
import type { ListingPage } from '../../src/web/features/browse/load-listings';
import { parseListingQuery } from '../../src/web/features/browse/query-state';
import { type Messages, NAMESPACES, registerCatalogue } from '../../src/web/lib/i18n';

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

// As entry.server.tsx does: `meta` reads the page's namespaces from the server's catalogue.
registerCatalogue(
  import.meta.glob<Messages>('../../src/web/i18n/locales/*/*.json', { import: 'default', eager: true }),
);

const matches = (lang: string) => [
  {
    id: 'root',
    data: { lang, namespaces: NAMESPACES, config: { publicUrl: 'https://sefer.example' } },
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
