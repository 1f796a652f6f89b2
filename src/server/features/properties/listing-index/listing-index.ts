import type { PropertyListItem } from '@shared/schemas/properties';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { onResponsesInvalidated } from '../../../lib/response-cache';
import type { IndexRow } from './snapshot';
import { ListingSnapshot } from './snapshot';

/**
 * How often a process asks the database whether listings changed elsewhere (another process,
 * the command line, the minute's view counts). Changes made by this process are seen at once.
 */
export const INDEX_CHECK_MS = 3_000;
/** At most this many presented cards are kept (a card is a few kB; 250 pages of 20). */
export const CARD_LIMIT = 5_000;

const PUBLISHED = sql.raw(`('available', 'sold', 'rented')`);

async function loadRows(db: Db): Promise<IndexRow[]> {
  const result = (await db.execute(sql`
    select id, status, listing_type, property_type, price::float8 as price, bedrooms, bathrooms,
      region_id, city_id, subcity_id, kebele_id, agent_id, is_featured, latitude, longitude,
      (row_number() over (order by created_at, id) - 1)::int as created_rank,
      (row_number() over (order by price, id) - 1)::int as price_rank,
      (row_number() over (order by views_count, id) - 1)::int as views_rank,
      (row_number() over (order by area, id) - 1)::int as area_rank,
      (row_number() over (order by latitude nulls last, id) - 1)::int as lat_rank,
      (row_number() over (order by longitude nulls last, id) - 1)::int as lng_rank
    from properties where status in ${PUBLISHED}`)) as unknown as { rows: IndexRow[] };
  return result.rows;
}

/**
 * What changes when any listing is added, removed, edited (every edit sets `updated_at`) or
 * viewed: their number, the sum of their edit times and the sum of their views. One pass over
 * the listings' table every few seconds (about 10 ms at 100,000 listings).
 */
async function loadStamp(db: Db): Promise<string> {
  const result = (await db.execute(sql`
    select count(*)::text as n, coalesce(sum(extract(epoch from updated_at)), 0)::text as edits,
      coalesce(sum(views_count), 0)::text as views
    from properties`)) as unknown as { rows: Array<Record<string, unknown>> };
  return JSON.stringify(result.rows[0]);
}

interface CardEntry {
  item: PropertyListItem;
  expires: number;
}

/**
 * The in-memory read model of the public listing search (decision 024): a snapshot of the
 * published listings' filter and sort columns, and the presented cards of recently shown
 * listings. A change made by this process (publish, edit, review, remove) makes the snapshot
 * unusable until it is rebuilt in the background, so the change's author never sees the old
 * list: until then, queries go to SQL. Changes made elsewhere are noticed by a cheap check every
 * INDEX_CHECK_MS and rebuilt in the background while the old snapshot keeps answering — within
 * the staleness the public answer cache already allows.
 */
export class ListingIndex {
  private snapshot: ListingSnapshot | null = null;
  /** Bumped by every change in this process: a build started before it is already old. */
  private generation = 0;
  private builtGeneration = -1;
  private stamp = '';
  private building: Promise<void> | null = null;
  private checking: Promise<void> | null = null;
  private checkedAt = 0;
  private cards = new Map<number, CardEntry>();

  constructor(
    private readonly db: Db,
    /** How long a presented card is reused: the public answer cache's lifetime. */
    private readonly cardTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The snapshot if it reflects every change of this process, else null (and a rebuild starts). */
  current(): ListingSnapshot | null {
    if (!this.snapshot || this.builtGeneration !== this.generation) {
      this.rebuild();
      return null;
    }
    if (this.now() - this.checkedAt >= INDEX_CHECK_MS) this.check();
    return this.snapshot;
  }

  /** Waits until no build or check is running, then answers as `current` does. */
  async ready(): Promise<ListingSnapshot | null> {
    this.current();
    while (this.building || this.checking) await (this.building ?? this.checking);
    return this.snapshot && this.builtGeneration === this.generation ? this.snapshot : null;
  }

  /** Listings changed in this process. */
  changed(): void {
    this.generation++;
    this.cards.clear();
  }

  card(id: number): PropertyListItem | undefined {
    const entry = this.cards.get(id);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.item;
    this.cards.delete(id);
    return undefined;
  }

  keepCard(item: PropertyListItem): void {
    this.cards.delete(item.id);
    this.cards.set(item.id, { item, expires: this.now() + this.cardTtlMs });
    // Map keeps insertion order: the first card is the oldest.
    while (this.cards.size > CARD_LIMIT) this.cards.delete(this.cards.keys().next().value!);
  }

  /**
   * Builds a new snapshot in the background. The stamp is read before the rows, so a change that
   * lands in between moves the stamp again and the next check builds once more.
   */
  private rebuild(): void {
    if (this.building) return;
    const generation = this.generation;
    this.building = (async () => {
      const stamp = await loadStamp(this.db);
      const rows = await loadRows(this.db);
      this.snapshot = new ListingSnapshot(rows);
      this.stamp = stamp;
      this.builtGeneration = generation;
      this.checkedAt = this.now();
    })()
      .catch(() => {
        // The database is unreachable or busy: SQL answers (and reports) until a later try works.
      })
      .finally(() => {
        this.building = null;
      });
  }

  /** Asks whether listings changed elsewhere; if so, rebuilds while the old snapshot answers. */
  private check(): void {
    if (this.checking || this.building) return;
    this.checkedAt = this.now();
    this.checking = loadStamp(this.db)
      .then((stamp) => {
        if (stamp === this.stamp) return;
        this.cards.clear();
        this.rebuild();
      })
      .catch(() => {})
      .finally(() => {
        this.checking = null;
      });
  }
}

const indexes = new WeakMap<Database, ListingIndex>();

/** The listing index of a database, created on first use and told of every change in this process. */
export function listingIndex(database: Database, cardTtlMs: number): ListingIndex {
  let index = indexes.get(database);
  if (!index) {
    const created = new ListingIndex(database.read, cardTtlMs);
    onResponsesInvalidated(database, () => created.changed());
    indexes.set(database, created);
    index = created;
  }
  return index;
}
