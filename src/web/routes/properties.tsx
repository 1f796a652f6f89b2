import { data, useRouteLoaderData } from 'react-router';
import { ListingScreen } from '../features/browse/components/ListingScreen';
import { listingMeta } from '../features/browse/listing-meta';
import { loadListingPage } from '../features/browse/load-listings';
import { cardListings } from '../features/properties/card-data';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/properties';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('alerts', 'browse', 'cards', 'freshness', 'prices', 'terms');

/** The listing page is rendered on the server from its URL: the first HTML holds the results. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await loadListingPage(context.api, new URL(request.url));
  const page = { ...loaded, results: cardListings(loaded.results, languageFromRequest(request)) };
  // A failed load is not a page for search engines to keep.
  return page.failed ? data(page, { status: 503 }) : page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData);

export default function Properties({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <ListingScreen data={loaderData} regions={root?.regions ?? []} />;
}
