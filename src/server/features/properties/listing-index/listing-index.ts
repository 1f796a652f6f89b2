import { sql } from 'drizzle-orm';
import { type Database, type Db, rowsOf } from '../../../db/client';
import { isPublicListing, listingColumn } from '../listing-sql';
import { keyPattern } from '../search/normalize';
import type { IndexRow, WordMatches } from './snapshot';
import { ListingSnapshot } from './snapshot';
import { indexedColumns, rankedColumns, rankName } from './snapshot-filters';

/** The channel the database's trigger notifies on every change of listings (migration 0007). */
const LISTINGS_CHANNEL = 'listings_changed';
/**
 * The payload of the notifications about what cards show beside the listing itself (photos,
 * contact person: migration 0008): kept cards are forgotten, the snapshot stays.
 */
export const CARDS_CHANGED = 'cards';
/**
 * How long a card is kept at most when every change to what it shows is notified: place names
 * come from the location index, itself kept a minute, and on a busy site view counts are added
 * about once a minute anyway (decision 025).
 */
export const CARD_TTL_MS = 60_000;
/** How soon a lost notification link is tried again (SQL answers meanwhile). */
export const LISTEN_RETRY_MS = 5_000;
/** Changes heard during a build are gathered into one more build, this long after it. */
const REBUILD_GAP_MS = 3_000;
/**
 * Kept cards take at most this much memory, outside the JavaScript heap: ~20,000 cards of
 * ~3 kB. Mixed browsing at 100,000 listings went from ~650 to ~900 req/s between 5,000 and
 * 20,000 cards (decision 025).
 */
const CARD_BYTES = 64 * 1024 * 1024;

/**
 * Search words whose matches each snapshot keeps (two bit sets a word: 25 kB at 100,000
 * listings), the least recently searched forgotten first. A new snapshot starts with none.
 */
const WORDS_KEPT = 256;

/**
 * The snapshot's rows: every public listing's declared columns (`indexedColumns`), and for each
 * sorted or range-filtered column its place in ascending (column, id) order — ranked by the
 * database, so ties and precision are its own and the process does not spend a quarter-second of
 * its event loop sorting. NULLs rank last, as PostgreSQL sorts them ascending.
 */
async function loadRows(db: Db): Promise<IndexRow[]> {
  const { values, ranked } = indexedColumns();
  const selected = [
    ...values.map((name) => {
      const c = listingColumn(name);
      // Raw statements answer bigint as text; moments are kept as milliseconds.
      if (c.columnType === 'PgTimestamp')
        return sql`(extract(epoch from ${c}) * 1000)::float8 as ${sql.identifier(name)}`;
      const cast = c.columnType === 'PgBigInt53' ? sql.raw('::float8') : sql``;
      return sql`${c}${cast} as ${sql.identifier(name)}`;
    }),
    ...ranked.map((key) => {
      const by = sql.join(
        rankedColumns(key).map((name) => listingColumn(name)),
        sql`, `,
      );
      return sql`(row_number() over (order by ${by}, id) - 1)::int as ${sql.identifier(rankName(key))}`;
    }),
  ];
  const result = await db.execute(
    sql`select id, ${sql.join(selected, sql`, `)} from properties where ${isPublicListing()}`,
  );
  return rowsOf<IndexRow>(result);
}

/** The published listings holding a search word, and whether their title key holds it too. */
async function loadWord(db: Db, term: string): Promise<Array<{ id: number; in_title: boolean }>> {
  // The same pattern as the SQL search, on the same trigram index.
  const pattern = keyPattern(term);
  const result = await db.execute(sql`
    select id, search_title like ${pattern} as in_title
    from properties where ${isPublicListing()} and search_text like ${pattern}`);
  return rowsOf<{ id: number; in_title: boolean }>(result);
}

interface CardEntry {
  /** The card as the list answer writes it, UTF-8 JSON (decision 025). */
  json: Buffer;
  expires: number;
}

/**
 * The in-memory read model of the public listing search (decision 024): a snapshot of the
 * published listings' filter and sort columns, and the written cards of recently shown
 * listings. The database notifies every committed change of listings, from any process; each
 * one starts a rebuild in the background while the current snapshot answers. A change made by
 * this process (`changed`) goes further: the snapshot is not used until rebuilt — SQL answers —
 * so the change's author never sees the old list. While the notification link is down, nothing
 * is known about changes elsewhere, and SQL answers everything.
 */
export class ListingIndex {
  private snapshot: ListingSnapshot | null = null;
  /** Bumped by every change in this process: a build started before it is already old. */
  private generation = 0;
  private builtGeneration = -1;
  private building: Promise<void> | null = null;
  /** A change was heard while building: build once more. */
  private again = false;
  private hearing: 'no' | 'starting' | 'yes' = 'no';
  private listening: Promise<void> | null = null;
  private triedAt = Number.NEGATIVE_INFINITY;
  private cards = new Map<number, CardEntry>();
  private cardBytes = 0;
  /** Bumped whenever the kept cards are forgotten: cards read before that must not be kept. */
  private cardEpoch = 0;
  private wordsOf = new WeakMap<ListingSnapshot, Map<string, Promise<WordMatches | null>>>();

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
    private readonly cardBudget = CARD_BYTES,
  ) {}

  /** The snapshot if it can be trusted, else null (and what it lacks is started). */
  current(): ListingSnapshot | null {
    if (this.hearing !== 'yes') {
      this.listen();
      return null;
    }
    if (!this.snapshot || this.builtGeneration !== this.generation) {
      this.rebuild();
      return null;
    }
    return this.snapshot;
  }

  /** Waits for the link and the build that `current` starts (used by tests). */
  async ready(): Promise<ListingSnapshot | null> {
    for (let tries = 0; tries < 5; tries++) {
      const snapshot = this.current();
      const pending = this.listening ?? this.building;
      if (snapshot || !pending) return snapshot;
      await pending;
    }
    return this.current();
  }

  /**
   * The matches of each search word in this snapshot, read from the database the first time a
   * word is searched and kept with the snapshot; null when a read fails (SQL answers then).
   * A snapshot is replaced on every change of listings, so a word's matches are as fresh as it.
   */
  async words(snapshot: ListingSnapshot, terms: string[]): Promise<WordMatches[] | null> {
    let kept = this.wordsOf.get(snapshot);
    if (!kept) {
      kept = new Map();
      this.wordsOf.set(snapshot, kept);
    }
    const found = terms.map((term) => {
      let matches = kept.get(term);
      if (matches) kept.delete(term);
      else {
        const read = loadWord(this.database.db, term).then(
          (rows) => snapshot.wordMatches(rows),
          () => null,
        );
        // A failed read is not kept: the next search of the word tries again.
        void read.then((m) => m === null && kept.get(term) === read && kept.delete(term));
        matches = read;
      }
      // Searched again: last in the Map's order, so the least recently searched go first.
      kept.set(term, matches);
      while (kept.size > WORDS_KEPT) kept.delete(kept.keys().next().value!);
      return matches;
    });
    const all = await Promise.all(found);
    return all.every((m) => m !== null) ? (all as WordMatches[]) : null;
  }

  /** Listings changed in this process: SQL answers until a snapshot with the change is built. */
  changed(): void {
    this.generation++;
    this.forgetCards();
  }

  private forgetCards(): void {
    this.cards.clear();
    this.cardBytes = 0;
    this.cardEpoch++;
  }

  /** The kept card of a listing, as JSON. */
  card(id: number): Buffer | undefined {
    const entry = this.cards.get(id);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.forgetCard(id);
      return undefined;
    }
    // Shown again: last in the Map's order, so the least recently shown go first.
    this.cards.delete(id);
    this.cards.set(id, entry);
    return entry.json;
  }

  /** Stamps a read of cards; `keepCard` refuses cards read before a change. */
  cardRead(): number {
    return this.cardEpoch;
  }

  /**
   * Keeps a listing's written card for `ttlMs`, unless anything it shows changed since the read
   * began (`read`, from `cardRead`): it may hold the old values.
   */
  keepCard(id: number, json: Buffer, ttlMs: number, read: number): void {
    if (read !== this.cardEpoch) return;
    this.forgetCard(id);
    this.cards.set(id, { json, expires: this.now() + ttlMs });
    this.cardBytes += json.length;
    // Map keeps insertion order: the first card is the one shown least recently.
    while (this.cardBytes > this.cardBudget) this.forgetCard(this.cards.keys().next().value!);
  }

  private forgetCard(id: number): void {
    const entry = this.cards.get(id);
    if (!entry) return;
    this.cards.delete(id);
    this.cardBytes -= entry.json.length;
  }

  /** Starts listening for changes; a snapshot is built only once nothing can be missed. */
  private listen(): void {
    if (this.hearing !== 'no' || this.now() - this.triedAt < LISTEN_RETRY_MS) return;
    this.hearing = 'starting';
    this.triedAt = this.now();
    this.listening = this.database
      .listen(
        LISTINGS_CHANNEL,
        (payload) => this.heard(payload),
        () => this.lost(),
      )
      .then(
        () => {
          this.hearing = 'yes';
          this.rebuild();
        },
        () => {
          this.hearing = 'no';
        },
      )
      .finally(() => {
        this.listening = null;
      });
  }

  /** A change committed somewhere: rebuild while the current snapshot answers. */
  private heard(payload: string): void {
    this.forgetCards();
    if (payload === CARDS_CHANGED) return;
    if (this.building) this.again = true;
    else this.rebuild();
  }

  /** The link dropped: changes may go unheard, so nothing built so far is trusted. */
  private lost(): void {
    this.hearing = 'no';
    this.generation++;
    this.forgetCards();
  }

  private rebuild(): void {
    if (this.building) return;
    const generation = this.generation;
    this.building = loadRows(this.database.db)
      .then((rows) => {
        this.snapshot = new ListingSnapshot(rows);
        this.builtGeneration = generation;
      })
      .catch(() => {
        // The database is unreachable or busy: SQL answers (and reports) until a later try works.
      })
      .finally(() => {
        this.building = null;
        if (!this.again) return;
        this.again = false;
        setTimeout(() => this.rebuild(), REBUILD_GAP_MS).unref();
      });
  }
}
