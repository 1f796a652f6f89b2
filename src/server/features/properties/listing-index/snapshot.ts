import { LISTING_SORTS, type Ordering, sortOf } from '@shared/listing-query';
import { sortKey } from '@shared/listing-query-kit';
import { type Bits, countBits, hasBit, intersect, positions, setBit, subtract, wordsFor } from './bits';
import { compileFilters, type IndexRow, rankName, type SnapshotQuery } from './snapshot-filters';

export { type IndexRow, type SnapshotQuery, snapshotFilters } from './snapshot-filters';

/**
 * The listings whose search key holds one word (`text`), and those whose title key (titles and
 * place names) holds it (`title`), as bit sets over a snapshot's positions.
 */
export interface WordMatches {
  text: Bits;
  title: Bits;
}

/**
 * The published listings' filter and sort columns in typed arrays, with each sort order computed
 * once and, for each declared filter, the structure that answers it (`snapshot-filters.ts`). A
 * page intersects the sets of its filters, counts the result exactly and takes the page from the
 * chosen sort order. Tens of microseconds to a fraction of a millisecond at 100,000 listings,
 * where PostgreSQL spent milliseconds on the same page's index scan, count and planning
 * (decision 024, docs/benchmarks.md).
 */
export class ListingSnapshot {
  readonly size: number;
  private readonly words: number;
  private readonly id: Int32Array;
  private readonly filters: ReturnType<typeof compileFilters>;
  /** Per sort (`sortKey`): positions in ascending (columns, id) order, and each position's place in it. */
  private readonly orders = new Map<string, Int32Array>();
  private readonly ranks = new Map<string, Int32Array>();
  /** Positions in ascending id order (`positionsById`), for turning search matches into bits. */
  private byId: Int32Array | null = null;

  constructor(rows: IndexRow[]) {
    const n = rows.length;
    this.size = n;
    this.words = wordsFor(n);
    this.id = Int32Array.from(rows, (r) => r.id);
    for (const sort of LISTING_SORTS) {
      const key = sortKey(sort);
      const rank = rankName(key);
      const order = new Int32Array(n);
      const ranks = new Int32Array(n);
      rows.forEach((r, i) => {
        const k = r[rank] as number;
        order[k] = i;
        ranks[i] = k;
      });
      this.orders.set(key, order);
      this.ranks.set(key, ranks);
    }
    this.filters = compileFilters(rows);
  }

  /** The positions of the listings that pass every filter and the visibility rule. */
  private matching(query: SnapshotQuery): Bits {
    const out = new Uint32Array(this.words);
    let first = true;
    for (const bits of this.filters(query)) {
      if (bits === undefined) continue;
      if (bits === null) return out.fill(0);
      if (first) out.set(bits);
      else intersect(out, bits);
      first = false;
    }
    return out;
  }

  /**
   * The ids of one page of matches in the query's order, and how many listings match in all.
   * With search words (`words`, one entry per term, from `wordMatches`), every word must be in
   * the listing's search key; without an explicit order, listings whose titles or places hold
   * every word come first, newest first within each group (decision 009).
   */
  page(
    query: SnapshotQuery,
    ordering: Ordering | undefined,
    offset: number,
    limit: number,
    words: WordMatches[] = [],
  ) {
    const matches = this.matching(query);
    for (const word of words) intersect(matches, word.text);
    const count = countBits(matches);
    if (offset >= Math.min(offset + limit, count)) return { ids: [] as number[], count };
    if (!words.length || ordering) return { ids: this.take(matches, count, ordering, offset, limit), count };
    const inTitle = new Uint32Array(matches);
    for (const word of words) intersect(inTitle, word.title);
    const titled = countBits(inTitle);
    subtract(matches, inTitle);
    const first = offset < titled ? this.take(inTitle, titled, undefined, offset, limit) : [];
    const rest = this.take(
      matches,
      count - titled,
      undefined,
      Math.max(0, offset - titled),
      limit - first.length,
    );
    return { ids: [...first, ...rest], count };
  }

  /** The ids of `limit` matches from `offset` on, in the order's sequence. */
  private take(matches: Bits, count: number, ordering: Ordering | undefined, offset: number, limit: number) {
    const end = Math.min(offset + limit, count);
    const ids: number[] = [];
    if (offset >= end) return ids;
    const { sort, descending } = sortOf(ordering);
    const key = sortKey(sort);
    const n = this.size;
    // Walking the sort order visits about end·n/count positions before the page is full;
    // sorting the matches themselves costs about count·log2(count). Take the cheaper.
    if ((end * n) / count <= 4 * count * Math.log2(count + 1)) {
      const order = this.orders.get(key)!;
      for (let k = 0, seen = 0; seen < end; k++) {
        const i = order[descending ? n - 1 - k : k]!;
        if (!hasBit(matches, i)) continue;
        if (seen >= offset) ids.push(this.id[i]!);
        seen++;
      }
    } else {
      const rank = this.ranks.get(key)!;
      const found = positions(matches, count).sort(
        descending ? (a, b) => rank[b]! - rank[a]! : (a, b) => rank[a]! - rank[b]!,
      );
      for (let k = offset; k < end; k++) ids.push(this.id[found[k]!]!);
    }
    return ids;
  }

  /**
   * One word's matches as bit sets, from the listings the database found holding it (`id`, and
   * whether the title key holds it too). Listings outside this snapshot are left out.
   */
  wordMatches(found: ReadonlyArray<{ id: number; in_title: boolean }>): WordMatches {
    const text = new Uint32Array(this.words);
    const title = new Uint32Array(this.words);
    const byId = this.positionsById();
    const ids = this.id;
    for (const { id, in_title } of found) {
      // Binary search over the positions sorted by id.
      let lo = 0;
      let hi = byId.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const at = ids[byId[mid]!]!;
        if (at === id) {
          setBit(text, byId[mid]!);
          if (in_title) setBit(title, byId[mid]!);
          break;
        }
        if (at < id) lo = mid + 1;
        else hi = mid - 1;
      }
    }
    return { text, title };
  }

  /** Positions in ascending id order, sorted on the first search of this snapshot. */
  private positionsById(): Int32Array {
    if (!this.byId) {
      const ids = this.id;
      this.byId = Int32Array.from({ length: this.size }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
    }
    return this.byId;
  }
}
