import type {
  ListPropertiesQuery,
  ListPropertiesResponse,
  PropertyListItem,
} from '@shared/schemas/properties';
import { and, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { coalescing } from '../../lib/coalesce';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { invalidateResponses } from '../../lib/response-cache';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import type { Viewer } from '../../lib/viewer';
import { locationIndex } from '../locations/location-index';
import { type ListingCardRow, selectListingCards, selectSearchCards } from './card-query';
import { countListings, type ListingRow, listConditions, PUBLISHED_STATUSES } from './list-repository';
import { listingIndex } from './listing-index/listing-index';
import { snapshotFilters } from './listing-index/snapshot';
import { presentListItem } from './presenter';
import { selectCovers, selectPeople } from './related-repository';
import { searchTerms } from './search/normalize';

/** Presents listing cards (rows with their cover and contact person already attached). */
export async function presentCards(ctx: AppContext, rows: ListingCardRow[]) {
  const places = await locationIndex(ctx.database);
  return rows.map((row) =>
    presentListItem(ctx.storage, row, {
      cover: row.cover ?? undefined,
      people: new Map(row.person ? [[row.person.id, row.person]] : []),
      places,
    }),
  );
}

/** Loads covers, people and place names for listings and presents them as list items. */
export async function presentListings(ctx: AppContext, rows: ListingRow[]) {
  const db = ctx.database.read;
  const ids = rows.map((r) => r.property.id);
  const personIds = [...new Set(rows.map((r) => r.property.agentId ?? r.property.ownerId))];
  const [covers, people, places] = await Promise.all([
    selectCovers(db, ids),
    selectPeople(db, personIds),
    locationIndex(ctx.database),
  ]);
  const coverBy = new Map(covers.map((c) => [c.propertyId, c]));
  const peopleBy = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) =>
    presentListItem(ctx.storage, row, { cover: coverBy.get(row.property.id), people: peopleBy, places }),
  );
}

/**
 * Counts are kept for 30 seconds per filter combination: the same few searches (the default
 * list, a sub-city, "bole") come again and again, and a listing published a few seconds ago may
 * appear in a page before it appears in the count.
 */
const COUNT_TTL_MS = 30_000;
const countCaches = new WeakMap<Database, TtlCache>();

function countCache(database: Database): TtlCache {
  let cache = countCaches.get(database);
  if (!cache) {
    cache = createTtlCache(COUNT_TTL_MS, Date.now, 5_000);
    countCaches.set(database, cache);
  }
  return cache;
}

/**
 * Call after listings change (published, edited, removed): forgets the cached counts and the
 * cached public answers, so this process shows the change at once.
 */
export function listingsChanged(database: Database): void {
  countCaches.get(database)?.clear();
  invalidateResponses(database);
}

/** The filters of a query (not its page or order) and, for drafts, whose: the count's cache key. */
function countKey(q: ListPropertiesQuery, viewer: Viewer | null): string {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  const scope =
    q.status === 'pending' || q.status === 'unavailable' ? (viewer?.isStaff ? 'staff' : viewer?.id) : '';
  return JSON.stringify([filters, scope]);
}

const cardLoaders = new WeakMap<
  AppContext,
  (ids: number[]) => Promise<Array<PropertyListItem | undefined>>
>();

/** Reads cards by id, many requests' ids in one statement when busy (still published only). */
function cardLoader(ctx: AppContext) {
  let load = cardLoaders.get(ctx);
  if (!load) {
    load = coalescing(async (ids: number[]) => {
      const where = and(inArray(properties.id, ids), inArray(properties.status, [...PUBLISHED_STATUSES]));
      const rows = await selectListingCards(ctx.database.read, where, undefined, ids.length, 0);
      return new Map((await presentCards(ctx, rows)).map((item) => [item.id, item]));
    });
    cardLoaders.set(ctx, load);
  }
  return load;
}

/**
 * The cards of these listings in this order: kept ones from the index's card memory, the others
 * read from the database (the snapshot may be a few seconds old: one unpublished since is left out).
 */
async function cardsOf(ctx: AppContext, ids: number[]): Promise<PropertyListItem[] | null> {
  const index = listingIndex(ctx.database);
  const cards = new Map<number, PropertyListItem>();
  for (const id of ids) {
    const kept = index.card(id);
    if (kept) cards.set(id, kept);
  }
  const missing = ids.filter((id) => !cards.has(id));
  if (missing.length) {
    const read = index.cardRead();
    for (const item of await cardLoader(ctx)(missing)) {
      if (!item) continue;
      cards.set(item.id, item);
      index.keepCard(item, ctx.config.apiCacheMs, read);
    }
  }
  // A listing gone or hidden since the snapshot (removed elsewhere, its owner's account deleted):
  // the page would come out short. The caller answers from SQL and the snapshot is rebuilt.
  if (cards.size < new Set(ids).size) return null;
  return ids.map((id) => cards.get(id)!);
}

/** `GET /properties/properties/`: one page of the listing search. */
export async function listProperties(
  ctx: AppContext,
  q: ListPropertiesQuery,
  viewer: Viewer | null,
  url: string,
): Promise<ListPropertiesResponse> {
  const offset = (q.page - 1) * q.page_size;
  // The in-memory index answers what the public answer cache may answer: anonymous visitors'
  // searches when the cache is on (decision 024). Owners and staff always read the database.
  const filters = !viewer && ctx.config.apiCacheMs > 0 ? snapshotFilters(q) : null;
  const snapshot = filters && listingIndex(ctx.database).current();
  if (filters && snapshot) {
    const { ids, count } = snapshot.page(filters, q.ordering, offset, q.page_size);
    if (q.page > 1 && ids.length === 0) throw notFound('Invalid page.');
    const results = await cardsOf(ctx, ids);
    if (results) return { count, ...pageLinks(url, q.page, q.page_size, count), results };
    listingIndex(ctx.database).changed();
  }
  const db = ctx.database.read;
  const where = listConditions(q, viewer);
  // With words to search and no chosen order, the best matches come first (decision 009).
  const terms = q.ordering ? [] : searchTerms(q.search ?? '');
  const [rows, { count, estimated }] = await Promise.all([
    terms.length
      ? selectSearchCards(db, where, terms, q.page_size, offset)
      : selectListingCards(db, where, q.ordering, q.page_size, offset),
    countCache(ctx.database).get(countKey(q, viewer), () => countListings(db, where)),
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
