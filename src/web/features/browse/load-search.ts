import { PROPERTY_PAGE_SIZE } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import type { CardListing } from '@shared/schemas/properties';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { listCards } from '../properties';
import { searchHref } from './search-href';

export interface SearchPage {
  q: string;
  page: number;
  results: CardListing[];
  count: number;
  failed: boolean;
}

/**
 * The search results of `q`: the listing search's `search`, best matches first (decision 009),
 * 12 a page. Without words there is nothing to look for, and no call.
 */
export async function loadSearchPage(api: ApiTransport, url: URL): Promise<SearchPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const requested = Number(url.searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  if (!q) return { q, page: 1, results: [], count: 0, failed: false };
  try {
    const answer = await listCards(api, { search: q, page, page_size: PROPERTY_PAGE_SIZE });
    return { q, page, results: answer.results, count: answer.count, failed: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && page > 1) {
      throw redirect(searchHref(q, 1, url.searchParams));
    }
    return { q, page, results: [], count: 0, failed: true };
  }
}
