import { PRODUCT_NAME, PROPERTY_PAGE_SIZE } from '@shared/constants';
import { formatNumber } from '../../lib/format';
import type { MetaTag } from '../../lib/seo';
import { alternateLinks, breadcrumbsJsonLd, pageMeta, publicUrl, translate } from '../../lib/seo';
import { placeName } from '../locations';
import type { ListingPage } from './load-listings';
import { listingSearchParams, queryString } from './query-state';
import { searchResultsJsonLd } from './structured-data';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * Title, description, canonical and alternates, breadcrumbs and the search-results block of a
 * listing page. They follow the filters, the sort and the count (spec §2), so they change with
 * every new query.
 */
export function listingMeta(matches: Matches, data: ListingPage | undefined): MetaTag[] {
  if (!data) return pageMeta(translate(matches, 'browse.title'));
  const q = data.query;
  const lang = (matches.find((m) => m?.id === 'root')?.data as { lang?: string } | undefined)?.lang ?? 'en';
  const parts = [
    q.property_type && translate(matches, `propertyTypes.${q.property_type}`),
    q.listing_type && translate(matches, `listingTypes.${q.listing_type}`),
    data.place && placeName(data.place, lang),
    q.search && `“${q.search}”`,
  ].filter(Boolean) as string[];
  const found = translate(matches, 'browse.found', { count: data.count, total: formatNumber(data.count) });
  const page = q.page > 1 ? ` · ${translate(matches, 'browsePager.page', { page: q.page })}` : '';
  const title = `${parts.length ? parts.join(' · ') : translate(matches, 'browse.title')} — ${found}${page}`;
  const description = translate(matches, 'browse.seoDescription', {
    found,
    filters: parts.length ? parts.join(', ') : translate(matches, 'browse.allListings'),
    sort: translate(matches, `browseSort.options.${q.sort}`),
    product: PRODUCT_NAME,
  });
  // The canonical address names the set of listings, not its order.
  const path = `/properties${queryString(listingSearchParams({ ...q, sort: 'created_at' }))}`;
  const base = publicUrl(matches);
  return [
    ...pageMeta(title, description),
    ...(data.failed ? [{ name: 'robots', content: 'noindex' }] : []),
    ...alternateLinks(matches, path),
    breadcrumbsJsonLd(matches, [
      { name: translate(matches, 'nav.home'), path: '/' },
      { name: translate(matches, 'nav.properties'), path: '/properties' },
    ]),
    searchResultsJsonLd({
      base,
      path,
      name: title,
      count: data.count,
      results: data.results,
      firstPosition: (q.page - 1) * PROPERTY_PAGE_SIZE + 1,
    }),
  ];
}
