import { MAP } from '@shared/constants';
import type { ShouldRevalidateFunction } from 'react-router';
import { getPropertyStats, getSubcityStats } from '../features/map/api/map-stats';
import { MapExplorer } from '../features/map/components/MapExplorer';
import { boundsAround, boundsToQuery } from '../features/map/geo';
import { readMapFilters } from '../features/map/map-filters';
import { listCards } from '../features/properties/api/list-properties';
import { cardPage } from '../features/properties/card-data';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/map';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('alerts', 'map', 'prices');

/**
 * The first view's listings are listed by the server for a typical screen around the default
 * centre; the browser replaces them with its real view once the map has drawn.
 */
const FIRST_VIEW = boundsToQuery(boundsAround(MAP.defaultCenter, MAP.defaultZoom, 1024, 640));

/** Statistics, sub-cities and the first listings are in the HTML; the map itself loads after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readMapFilters(new URL(request.url).searchParams);
  const [stats, subcities, list] = await Promise.all([
    getPropertyStats(context.api).catch(() => null),
    getSubcityStats(context.api).catch(() => null),
    listCards(context.api, { ...filters, ...FIRST_VIEW, page_size: MAP.listPageSize }).catch(() => null),
  ]);
  // The list shows cards: only what they show goes into the page (decision 056).
  const cards = list && cardPage(list, languageFromRequest(request));
  return { stats, subcities: subcities?.results ?? null, list: cards, listBounds: FIRST_VIEW };
}

/** Filters change in the browser (markers and list are fetched there): no loader run for them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get('lang') === nextUrl.searchParams.get('lang')
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'mapPage.title'), translate(matches, 'mapPage.description'));

export default function MapRoute({ loaderData }: Route.ComponentProps) {
  return <MapExplorer data={loaderData} />;
}
