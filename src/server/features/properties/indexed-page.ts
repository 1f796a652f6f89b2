import {
  type ListPropertiesQuery,
  listPropertiesResponse,
  propertyListItem,
} from '@shared/schemas/properties';
import { and, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { properties } from '../../db/schema';
import { coalescing } from '../../lib/coalesce';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { jsonWriter, PreparedJson } from '../../lib/serializer';
import { selectListingCards } from './card-query';
import { presentCards } from './cards';
import { CARD_TTL_MS } from './listing-index/listing-index';
import type { SnapshotQuery } from './listing-index/snapshot';
import { isPublicListing } from './listing-sql';

// The same writers as the route's serializer: a page written here is byte for byte the page the
// serializer would write from the same cards (tests/integration/listing-index.test.ts).
const writeCard = jsonWriter(propertyListItem);
const writePage = jsonWriter(listPropertiesResponse);
const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

/**
 * A card written as UTF-8 in its own memory: kept cards live outside the JavaScript heap, which
 * the garbage collector would otherwise copy over and over (a small Buffer would instead pin a
 * slab shared with short-lived ones).
 */
function cardBytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/** Reads and writes cards by id, many requests' ids in one statement when busy (published only). */
function cardLoader(ctx: AppContext) {
  ctx.reads.cardLoader ??= coalescing(async (ids: number[]) => {
    const where = and(inArray(properties.id, ids), isPublicListing());
    const rows = await selectListingCards(ctx.database.read, where, undefined, ids.length, 0);
    return new Map((await presentCards(ctx, rows)).map((item) => [item.id, cardBytes(writeCard(item))]));
  });
  return ctx.reads.cardLoader;
}

/**
 * How long a card is kept. Every change to what it shows is notified (migrations 0007 and 0008)
 * and forgets it; a replica, though, may still answer the old row for a moment after the
 * notification, so cards read from one live only the answer cache's lifetime.
 */
function cardLifetime(ctx: AppContext): number {
  const replica = ctx.database.read !== ctx.database.db;
  return replica ? ctx.config.apiCacheMs : Math.max(CARD_TTL_MS, ctx.config.apiCacheMs);
}

/**
 * The written cards of these listings in this order: kept ones from the index's card memory, the
 * others read from the database. Null when one is not found: a listing gone or hidden since the
 * snapshot (removed elsewhere, its owner's account deleted) would leave a hole in the page.
 */
async function cardsOf(ctx: AppContext, ids: number[]): Promise<Buffer[] | null> {
  const index = ctx.reads.listings;
  const cards = ids.map((id) => index.card(id));
  const missing = ids.filter((_, i) => cards[i] === undefined);
  if (missing.length) {
    const read = index.cardRead();
    const found = new Map<number, Buffer>();
    (await cardLoader(ctx)(missing)).forEach((json, i) => {
      if (json === undefined) return;
      found.set(missing[i]!, json);
      index.keepCard(missing[i]!, json, cardLifetime(ctx), read);
    });
    for (let i = 0; i < ids.length; i++) cards[i] ??= found.get(ids[i]!);
  }
  return cards.every((card) => card !== undefined) ? (cards as Buffer[]) : null;
}

/**
 * One page of the public listing search from the in-memory index (decision 024), written by
 * joining kept cards (decision 025): most of a page's cost was presenting and writing the same
 * cards again for every visitor. Null when the index cannot answer it (not built, or a card
 * is missing); the caller asks the database then.
 */
export async function indexedPage(
  ctx: AppContext,
  q: ListPropertiesQuery,
  filters: SnapshotQuery,
  url: string,
): Promise<PreparedJson | null> {
  const index = ctx.reads.listings;
  const snapshot = index.current();
  if (!snapshot) return null;
  const words = filters.terms.length ? await index.words(snapshot, filters.terms) : [];
  if (!words) return null;
  const { ids, count } = snapshot.page(filters, q.ordering, (q.page - 1) * q.page_size, q.page_size, words);
  if (q.page > 1 && ids.length === 0) throw notFound('Invalid page.');
  const cards = await cardsOf(ctx, ids);
  if (!cards) {
    index.changed();
    return null;
  }
  const empty = writePage({ count, ...pageLinks(url, q.page, q.page_size, count), results: [] });
  // `results` is the last field written: its empty array is where the cards go.
  const parts: Buffer[] = [Buffer.from(empty.slice(0, -']}'.length))];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(END);
  return new PreparedJson(Buffer.concat(parts));
}
