import type { ApiTransport } from '@shared/runtime';
import type { CardListing } from '@shared/schemas/properties';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { listRegions } from '../locations';
import { listCards } from '../properties';
import { type CascadeLists, loadCascade } from './location-cascade';
import {
  type ListingQuery,
  listingSearchParams,
  parseListingQuery,
  queryString,
  toApiParams,
} from './query-state';

/** A place's names, for titles (the reader's script picks one). */
export interface PlaceName {
  name: string;
  amharic_name: string | null;
}

export interface ListingPage {
  query: ListingQuery;
  results: CardListing[];
  count: number;
  countIsEstimate: boolean;
  /** The list did not load (spec §8 'Failed to load properties'; the list is empty). */
  failed: boolean;
  lists: CascadeLists;
  /** The most precise place chosen, for the title. */
  place: PlaceName | null;
}

/**
 * Everything the listing page shows, read from its URL: one page of listings and the location
 * cascade, together. A page past the end (the list shrank since the link was made) goes back
 * to the first page.
 */
export async function loadListingPage(api: ApiTransport, url: URL): Promise<ListingPage> {
  const parsed = parseListingQuery(url.searchParams);
  const [cascade, page] = await Promise.all([
    loadCascade(api, parsed),
    listCards(api, toApiParams(parsed)).catch((error: unknown) => error as Error),
  ]);
  if (page instanceof ApiError && page.status === 404 && parsed.page > 1) {
    throw redirect(
      `${url.pathname}${queryString(listingSearchParams({ ...parsed, page: 1 }, url.searchParams))}`,
    );
  }
  const query: ListingQuery = { ...parsed, ...cascade.levels };
  const failed = page instanceof Error;
  return {
    query,
    results: failed ? [] : page.results,
    count: failed ? 0 : page.count,
    countIsEstimate: failed ? false : page.count_is_estimate === true,
    failed,
    lists: cascade.lists,
    place: await chosenPlace(api, query, cascade.lists),
  };
}

async function chosenPlace(
  api: ApiTransport,
  q: ListingQuery,
  lists: CascadeLists,
): Promise<PlaceName | null> {
  const pick = (p: PlaceName | undefined) => (p ? { name: p.name, amharic_name: p.amharic_name } : null);
  if (q.kebele) {
    // "Woreda 03" says little alone: name its sub-city too.
    const kebele = lists.kebeles.find((k) => k.id === q.kebele);
    const subcity = lists.subcities.find((s) => s.id === q.subcity);
    if (kebele && subcity) {
      return {
        name: `${kebele.name}, ${subcity.name}`,
        amharic_name: `${kebele.amharic_name ?? kebele.name}, ${subcity.amharic_name ?? subcity.name}`,
      };
    }
    return pick(kebele);
  }
  if (q.subcity) return pick(lists.subcities.find((s) => s.id === q.subcity));
  if (q.city) return pick(lists.cities.find((c) => c.id === q.city));
  if (q.region) {
    const regions = await listRegions(api).catch(() => null);
    return pick(regions?.results.find((r) => r.id === q.region));
  }
  return null;
}
