import { toCard } from '@shared/listing-card';
import {
  type ListPropertiesQuery,
  type ListPropertiesResponse,
  listCardsResponse,
} from '@shared/schemas/properties';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { invalidateResponses } from '../../lib/response-cache';
import { jsonWriter, PreparedJson } from '../../lib/serializer';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import type { Viewer } from '../../lib/viewer';
import { selectListingCards, selectSearchCards } from './card-query';
import { presentCards } from './cards';
import { indexedPage } from './indexed-page';
import { countListings } from './list-repository';
import { snapshotFilters } from './listing-index/snapshot';
import { listConditions } from './listing-sql';
import { searchTerms } from './search/normalize';

/**
 * Counts are kept for 30 seconds per filter combination: the same few searches (the default
 * list, a sub-city, "bole") come again and again, and a listing published a few seconds ago may
 * appear in a page before it appears in the count.
 */
const COUNT_TTL_MS = 30_000;
/** Where counts are kept (one per application context, `ReadModels.counts`); 5,000 combinations at most. */
export const createCountCache = (): TtlCache => createTtlCache(COUNT_TTL_MS, Date.now, 5_000);

/**
 * Call after listings change (published, edited, removed): forgets the cached counts and the
 * cached public answers, so this process shows the change at once.
 */
export function listingsChanged(ctx: AppContext): void {
  ctx.reads.counts.clear();
  invalidateResponses(ctx);
}

/** The filters of a query (not its page or order) and, for drafts, whose: the count's cache key. */
function countKey(q: ListPropertiesQuery, viewer: Viewer | null): string {
  const { page: _page, page_size: _size, ordering: _ordering, fields: _fields, ...filters } = q;
  const scope =
    q.status === 'pending' || q.status === 'unavailable' ? (viewer?.isStaff ? 'staff' : viewer?.id) : '';
  return JSON.stringify([filters, scope]);
}

const writeCardPage = jsonWriter(listCardsResponse);

/**
 * `GET /properties/properties/`: one page of the listing search; with `fields=card`, each result
 * as a card shows it (decision 058), written here (the route's serializer writes whole pages).
 */
export async function listProperties(
  ctx: AppContext,
  q: ListPropertiesQuery,
  viewer: Viewer | null,
  url: string,
): Promise<ListPropertiesResponse | PreparedJson> {
  const page = await searchPage(ctx, q, viewer, url);
  if (q.fields !== 'card') return page;
  const whole =
    page instanceof PreparedJson ? (JSON.parse(page.body.toString()) as ListPropertiesResponse) : page;
  return new PreparedJson(Buffer.from(writeCardPage({ ...whole, results: whole.results.map(toCard) })));
}

async function searchPage(
  ctx: AppContext,
  q: ListPropertiesQuery,
  viewer: Viewer | null,
  url: string,
): Promise<ListPropertiesResponse | PreparedJson> {
  // The in-memory index answers what the public answer cache may answer: anonymous visitors'
  // searches, with or without words, when the cache is on (decisions 024 and 027) and the index is
  // not switched off (LISTING_INDEX). Owners and staff always read the database.
  const indexOn = !viewer && ctx.config.apiCacheMs > 0 && ctx.config.listingIndex;
  const filters = indexOn ? snapshotFilters(q) : null;
  const indexed = filters && (await indexedPage(ctx, q, filters, url));
  if (indexed) return indexed;
  const offset = (q.page - 1) * q.page_size;
  const db = ctx.database.read;
  const where = listConditions(q, viewer);
  // With words to search and no chosen order, the best matches come first (decision 009).
  const terms = q.ordering ? [] : searchTerms(q.search ?? '');
  const [rows, { count, estimated }] = await Promise.all([
    terms.length
      ? selectSearchCards(db, where, terms, q.page_size, offset)
      : selectListingCards(db, where, q.ordering, q.page_size, offset),
    ctx.reads.counts.get(countKey(q, viewer), () => countListings(db, where)),
  ]);
  // DRF answers a page past the end with 404 "Invalid page." (page 1 of nothing is an empty list).
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  return {
    count,
    ...(estimated ? { count_is_estimate: true } : {}),
    ...pageLinks(url, q.page, q.page_size, count),
    results: await presentCards(ctx, rows),
  };
}
