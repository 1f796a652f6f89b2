import { PROPERTY_PAGE_SIZE } from '@shared/constants';
import { SearchScreen } from '../features/browse/components/SearchScreen';
import { loadSearchPage } from '../features/browse/load-search';
import { searchHref } from '../features/browse/search-href';
import { searchResultsJsonLd } from '../features/browse/structured-data';
import { cardListings } from '../features/properties/card-data';
import { formatNumber } from '../lib/format';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { alternateLinks, breadcrumbsJsonLd, pageMeta, publicUrl, translate } from '../lib/seo';
import type { Route } from './+types/search';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('alerts', 'browse', 'cards', 'freshness', 'prices', 'terms');

/** Search results are rendered on the server, with their structured data (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadSearchPage(context.api, new URL(request.url));
  return { ...page, results: cardListings(page.results, languageFromRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  if (!data?.q) {
    return [
      ...pageMeta(translate(matches, 'searchPage.title'), translate(matches, 'searchPage.description')),
      ...alternateLinks(matches, '/search'),
    ];
  }
  const title = translate(matches, 'searchPage.resultsFor', { q: data.q });
  const found = translate(matches, 'browse.found', { count: data.count, total: formatNumber(data.count) });
  const path = searchHref(data.q, data.page);
  return [
    ...pageMeta(title, translate(matches, 'searchPage.seoDescription', { q: data.q, found })),
    ...(data.failed || data.count === 0 ? [{ name: 'robots', content: 'noindex' }] : []),
    ...alternateLinks(matches, path),
    breadcrumbsJsonLd(matches, [
      { name: translate(matches, 'nav.home'), path: '/' },
      { name: translate(matches, 'searchPage.title'), path },
    ]),
    searchResultsJsonLd({
      base: publicUrl(matches),
      path,
      name: title,
      count: data.count,
      results: data.results,
      firstPosition: (data.page - 1) * PROPERTY_PAGE_SIZE + 1,
    }),
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchScreen data={loaderData} />;
}
