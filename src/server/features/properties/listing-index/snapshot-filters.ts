import { LISTING_TYPES, PROPERTY_STATUSES } from '@shared/enums';
import { LISTING_FILTERS, LISTING_SORTS, type StatusRule, statusRule } from '@shared/listing-query';
import {
  type ListingFilter,
  sortColumns,
  sortKey,
  type ValueKind,
  withinSince,
} from '@shared/listing-query-kit';
import type { ListPropertiesQuery } from '@shared/schemas/properties';
import { searchTerms } from '../search/normalize';
import {
  atLeast,
  type Bits,
  bitsAtLeast,
  bitsByValue,
  bitsOf,
  inRange,
  listsByValue,
  type SortedColumn,
  sortedColumn,
  union,
  wordsFor,
} from './bits';

/**
 * How the in-memory index answers each declared filter (decision 032): equality and set filters
 * as one bit set per value (a list of positions per value when a column has many values, like
 * kebeles and agents), "at least" as one set per threshold, ranges and the map's box as columns
 * sorted by value. Built from the declaration: nothing here names a filter.
 */

/**
 * One published listing as the snapshot is built from: `id`, each declared column under its
 * declared name, and each rank.
 */
export type IndexRow = Record<string, unknown> & { id: number };

/**
 * The row field holding a place (from 0) in the ascending order of (columns…, id): one column
 * (`price`), or a sort's column and tie-break (`qualityScore_createdAt`, `sortKey`).
 */
export const rankName = (key: string): string => `rank_${key}`;

/**
 * Every column the snapshot reads: filtered, sorted, and the visibility rule's. `ranked` names
 * each order the database ranks: a sort's key (`sortKey`) or a range-filtered column.
 */
export function indexedColumns(): { values: string[]; ranked: string[] } {
  const values = new Set<string>(['status', 'listingType']);
  const ranked = new Set<string>(LISTING_SORTS.map(sortKey));
  for (const f of LISTING_FILTERS) {
    if (f.op === 'text') continue;
    if (f.op === 'area') {
      for (const c of [f.latitude, f.longitude]) {
        values.add(c);
        ranked.add(c);
      }
    } else {
      values.add(f.column);
      if (f.op === 'range' || f.op === 'within') ranked.add(f.column);
    }
  }
  return { values: [...values], ranked: [...ranked] };
}

/** The columns a ranked order is by: a sort's column and tie-break, or one range-filtered column. */
export function rankedColumns(key: string): string[] {
  const sort = LISTING_SORTS.find((s) => sortKey(s) === key);
  return sort ? sortColumns(sort) : [key];
}

type Query = Partial<ListPropertiesQuery>;
/** A filter's matches: positions; null when nothing can match; undefined when the query lacks it. */
type Answer = Bits | null | undefined;

/** Turns a stored or asked value into the number the sets are keyed by. */
function encoder(kind: ValueKind, values: readonly string[]): (v: unknown) => number {
  if (kind === 'boolean') return (v) => (v ? 1 : 0);
  // Ids start at 1: 0 stands for NULL and equals no asked value, as NULL = x is never true.
  if (kind === 'id') return (v) => (v === null || v === undefined ? 0 : Number(v));
  const codes = new Map(values.map((value, i) => [value, i]));
  return (v) => codes.get(String(v)) ?? -9;
}

/** Columns with more distinct values than this keep lists of positions instead of bit sets. */
const SETS_UP_TO = 64;

/** The positions of each value of a column, as bit sets or (many values) lists. */
class ValueSets {
  private readonly sets: Map<number, Bits> | null = null;
  private readonly lists: Map<number, Int32Array> | null = null;
  constructor(
    codes: Int32Array,
    private readonly words: number,
  ) {
    const lists = listsByValue(codes, codes.length);
    if (lists.size > SETS_UP_TO) this.lists = lists;
    else this.sets = bitsByValue(codes, codes.length);
  }
  get(code: number): Bits | null {
    if (this.sets) return this.sets.get(code) ?? null;
    const list = this.lists!.get(code);
    return list ? bitsOf(list, this.words) : null;
  }
}

const column = (rows: IndexRow[], name: string, value: (v: unknown) => number) =>
  Int32Array.from(rows, (r) => value(r[name]));

/**
 * A column sorted by value for range filters, from the ranks the database computed (NULLs rank
 * last and are left out, so they are outside every range, as in SQL).
 */
function rankedColumn(rows: IndexRow[], name: string): SortedColumn {
  const rank = rankName(name);
  const values = Float64Array.from(rows, (r) => (r[name] === null ? Number.NaN : Number(r[name])));
  const present = values.filter((v) => !Number.isNaN(v)).length;
  const order = new Int32Array(present);
  rows.forEach((r, i) => {
    if (!Number.isNaN(values[i]!)) order[r[rank] as number] = i;
  });
  return sortedColumn(values, rows.length, order);
}

const bound = (v: unknown, otherwise: number) => (v === undefined ? otherwise : (v as number));

/** The answering function of one declared filter over these rows. */
function compile(filter: ListingFilter, rows: IndexRow[], words: number): (q: Query) => Answer[] {
  const asked = (param: string, q: Query) => (q as Record<string, unknown>)[param];
  switch (filter.op) {
    case 'text':
      // Words are matched apart (`wordMatches`); typed text that folds to nothing finds nothing.
      return (q) => {
        const typed = asked(filter.param, q) as string | undefined;
        return [typed?.trim() && !searchTerms(typed).length ? null : undefined];
      };
    case 'equals':
    case 'set': {
      const code = encoder(filter.op === 'set' ? 'enum' : filter.kind, filter.values);
      const sets = new ValueSets(column(rows, filter.column, code), words);
      return (q) => {
        const v = asked(filter.param, q);
        if (v === undefined) return [undefined];
        if (!Array.isArray(v)) return [sets.get(code(v))];
        const found = v.map((one) => sets.get(code(one))).filter((b): b is Bits => b !== null);
        return [found.length ? found.reduce(union) : null];
      };
    }
    case 'atLeast': {
      const table = bitsAtLeast(
        column(rows, filter.column, (v) => Number(v)),
        rows.length,
      );
      return (q) => {
        const v = asked(filter.param, q) as number | undefined;
        return [v === undefined ? undefined : atLeast(table, v)];
      };
    }
    case 'range': {
      const sorted = rankedColumn(rows, filter.column);
      return (q) => {
        const min = filter.min === null ? undefined : asked(filter.min, q);
        const max = filter.max === null ? undefined : asked(filter.max, q);
        if (min === undefined && max === undefined) return [undefined];
        return [inRange(sorted, bound(min, -Infinity), bound(max, Infinity))];
      };
    }
    case 'area': {
      const lat = rankedColumn(rows, filter.latitude);
      const lng = rankedColumn(rows, filter.longitude);
      const within = (c: SortedColumn, min: unknown, max: unknown): Answer =>
        min === undefined && max === undefined
          ? undefined
          : inRange(c, bound(min, -Infinity), bound(max, Infinity));
      return (q) => [within(lat, q.min_lat, q.max_lat), within(lng, q.min_lng, q.max_lng)];
    }
    case 'within': {
      // The snapshot holds the moments (ms); "now" is read when asked, as the SQL path does.
      const sorted = rankedColumn(rows, filter.column);
      return (q) => {
        const days = asked(filter.param, q) as number | undefined;
        return [days === undefined ? undefined : inRange(sorted, withinSince(days), Infinity)];
      };
    }
  }
}

/** A public query as the snapshot answers it. */
export interface SnapshotQuery {
  q: Query;
  rule: StatusRule;
  /** The search words, as keys (decision 009); empty when nothing is searched. */
  terms: string[];
}

/**
 * The query as the index answers it, or null when it cannot: the statuses only owners and staff
 * may list stay with SQL.
 */
export function snapshotFilters(q: Query): SnapshotQuery | null {
  const rule = statusRule(q.status);
  if (rule.private) return null;
  return { q, rule, terms: searchTerms(q.search ?? '') };
}

/** Every declared filter and the visibility rule, compiled over one snapshot's rows. */
export function compileFilters(rows: IndexRow[]) {
  const words = wordsFor(rows.length);
  const status = encoder('enum', PROPERTY_STATUSES);
  const listingType = encoder('enum', LISTING_TYPES);
  const byStatus = new ValueSets(column(rows, 'status', status), words);
  const byListingType = new ValueSets(column(rows, 'listingType', listingType), words);
  const filters = LISTING_FILTERS.map((f) => compile(f, rows, words));
  /** The sets a query must intersect; a null means nothing matches. */
  return (query: SnapshotQuery): Answer[] => [
    byStatus.get(status(query.rule.status)),
    query.rule.listingType ? byListingType.get(listingType(query.rule.listingType)) : undefined,
    ...filters.flatMap((answer) => answer(query.q)),
  ];
}
