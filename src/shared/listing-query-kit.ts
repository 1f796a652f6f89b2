/**
 * The building blocks of the listing query's declaration (`listing-query.ts`): one constructor
 * per kind of filter and sort. Each filter carries what every reader of it needs: its query
 * parameters with their kind of value (`ParamSpec`), the listing column it reads, and its
 * operator. The SQL conditions, the in-memory index, the web's URL state, the saved-search
 * matcher and the tests' query generator all walk these objects; none of them names a filter
 * (decision 032).
 *
 * This module is plain data on purpose: the listing page reads it on a visitor's first load, which
 * must not carry zod (decision 023). The API's zod schemas are built from the same `ParamSpec`s
 * in `schemas/listing-params.ts`; `listing-params.ts` reads them without zod for the web.
 */

/** How a filter compares a listing's column with the asked value(s). */
export type FilterOp = 'text' | 'equals' | 'set' | 'atLeast' | 'range' | 'area' | 'within';
/** What an equality filter's value is: one of a vocabulary, a row id, or a yes/no. */
export type ValueKind = 'enum' | 'id' | 'boolean';

/** What one query parameter accepts; DRF's messages for each are in `schemas/listing-params.ts`. */
export type ParamSpec =
  /** Text without U+0000, at most `max` characters. */
  | { readonly type: 'text'; readonly max: number }
  /** One of `values`, after `aliases` (other spellings) are read. */
  | {
      readonly type: 'choice';
      readonly values: readonly string[];
      readonly aliases: Readonly<Record<string, string>>;
    }
  /** Several of `values`, comma-separated; repeats and blanks ignored; at least one. */
  | { readonly type: 'set'; readonly values: readonly string[] }
  /** A small whole number, 0 to 1,000 (rooms, floors). */
  | { readonly type: 'count' }
  /** Whole birr, 0 to `Number.MAX_SAFE_INTEGER`. */
  | { readonly type: 'money' }
  /** A row id, 1 to PostgreSQL's integer maximum. */
  | { readonly type: 'id' }
  /** `true`/`false`/`1`/`0`. */
  | { readonly type: 'bool' }
  /** A latitude (`limit` 90) or longitude (`limit` 180), any decimal. */
  | { readonly type: 'degrees'; readonly limit: number; readonly what: string };

/** The value a parameter of this kind stands for once read. */
export type ParamValue<S extends ParamSpec> = S extends { type: 'text' }
  ? string
  : S extends { type: 'choice'; values: readonly (infer V)[] }
    ? V
    : S extends { type: 'set'; values: readonly (infer V)[] }
      ? V[]
      : S extends { type: 'bool' }
        ? boolean
        : number;

/** A choice among `values`, read through `aliases` first. */
export const choiceParam = <const V extends readonly [string, ...string[]]>(
  values: V,
  aliases: Readonly<Record<string, V[number]>> = {},
) => ({ type: 'choice', values, aliases }) as const;
/** Whole birr, never negative. */
export const moneyParam = { type: 'money' } as const;
/** A small count (rooms, floors), never negative. */
export const countParam = { type: 'count' } as const;
const degrees = (limit: number, what: string) => ({ type: 'degrees', limit, what }) as const;

type Params<P extends string, S extends ParamSpec> = { readonly [K in P]: S };

interface Common {
  /** Part of the listing page's URL (spec §2); `apiOnly` ones are not. */
  readonly web: boolean;
}

/** Every word must appear in the listing's search key (decision 009). */
export interface TextFilter<P extends string = string> extends Common {
  readonly op: 'text';
  readonly param: P;
  readonly max: number;
  readonly params: Params<P, { type: 'text'; max: number }>;
}

/** The column equals the value (a NULL column equals nothing). */
export interface EqualsFilter<P extends string = string, S extends ParamSpec = ParamSpec> extends Common {
  readonly op: 'equals';
  readonly param: P;
  readonly column: string;
  readonly kind: ValueKind;
  /** The vocabulary of an `enum` filter, in its stored order, and other spellings it accepts. */
  readonly values: readonly string[];
  readonly aliases: Readonly<Record<string, string>>;
  readonly params: Params<P, S>;
}

/** The column is one of the values (a comma-separated list in the query string). */
export interface SetFilter<P extends string = string, S extends ParamSpec = ParamSpec> extends Common {
  readonly op: 'set';
  readonly param: P;
  readonly column: string;
  readonly values: readonly string[];
  readonly params: Params<P, S>;
}

/** The column is at least the value ("2+ bedrooms"). */
export interface AtLeastFilter<P extends string = string> extends Common {
  readonly op: 'atLeast';
  readonly param: P;
  readonly column: string;
  readonly params: Params<P, typeof countParam>;
}

/** The column lies between the bounds, each optional and inclusive (a NULL column is outside). */
export interface RangeFilter<Min extends string = string, Max extends string = string> extends Common {
  readonly op: 'range';
  readonly column: string;
  readonly min: Min | null;
  readonly max: Max | null;
  readonly params: Params<Min | Max, ParamSpec>;
}

/** The listing's point lies in a box of latitude and longitude bounds (the map's view). */
export interface AreaFilter extends Common {
  readonly op: 'area';
  readonly latitude: string;
  readonly longitude: string;
  readonly params: Params<'min_lat' | 'max_lat' | 'min_lng' | 'max_lng', ParamSpec>;
}

/**
 * A moment column lies within the last N days (`confirmed_within=7`): from now minus N days on.
 * "Now" is the moment of the request, read by each reader alike.
 */
export interface WithinFilter<P extends string = string> extends Common {
  readonly op: 'within';
  readonly param: P;
  readonly column: string;
  readonly params: Params<P, typeof countParam>;
}

export type ListingFilter =
  | TextFilter
  | EqualsFilter
  | SetFilter
  | AtLeastFilter
  | RangeFilter
  | AreaFilter
  | WithinFilter;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The earliest moment (ms) a `within` filter of `days` accepts at `now`. */
export const withinSince = (days: number, now = Date.now()): number => now - days * DAY_MS;

const one = <P extends string, S extends ParamSpec>(param: P, spec: S) => ({ [param]: spec }) as Params<P, S>;

/** Words searched in titles, descriptions, addresses and place names, in either script. */
export function text<const P extends string>(param: P, max: number): TextFilter<P> & { web: true } {
  return { op: 'text', param, max, web: true, params: one(param, { type: 'text', max }) };
}

/** One value of a vocabulary (`aliases`: other spellings accepted). */
export function equalsChoice<
  const P extends string,
  const C extends string,
  const V extends readonly [string, ...string[]],
>(param: P, column: C, values: V, aliases: Readonly<Record<string, V[number]>> = {}) {
  const spec = choiceParam(values, aliases);
  return {
    op: 'equals',
    param,
    column,
    kind: 'enum',
    values,
    aliases,
    web: true,
    params: one(param, spec),
  } as const satisfies EqualsFilter<P, typeof spec>;
}

/** A row id: a place or a person. */
export function equalsId<const P extends string, const C extends string>(param: P, column: C) {
  const spec = { type: 'id' } as const;
  return {
    op: 'equals',
    param,
    column,
    kind: 'id',
    values: [],
    aliases: {},
    web: true,
    params: one(param, spec),
  } as const satisfies EqualsFilter<P, typeof spec>;
}

/** Yes or no. */
export function equalsBoolean<const P extends string, const C extends string>(param: P, column: C) {
  const spec = { type: 'bool' } as const;
  return {
    op: 'equals',
    param,
    column,
    kind: 'boolean',
    values: [],
    aliases: {},
    web: true,
    params: one(param, spec),
  } as const satisfies EqualsFilter<P, typeof spec>;
}

/** Any of several values of a vocabulary, written `a,b` in the query string. */
export function setOf<
  const P extends string,
  const C extends string,
  const V extends readonly [string, ...string[]],
>(param: P, column: C, values: V) {
  const spec = { type: 'set', values } as const;
  return {
    op: 'set',
    param,
    column,
    values,
    web: true,
    params: one(param, spec),
  } as const satisfies SetFilter<P, typeof spec>;
}

/** At least a count. */
export function atLeast<const P extends string, const C extends string>(param: P, column: C) {
  return {
    op: 'atLeast',
    param,
    column,
    web: true,
    params: one(param, countParam),
  } as const satisfies AtLeastFilter<P>;
}

/** A moment in the last so many days (a whole number, 0 to 1,000). */
export function within<const P extends string, const C extends string>(param: P, column: C) {
  return {
    op: 'within',
    param,
    column,
    web: true,
    params: one(param, countParam),
  } as const satisfies WithinFilter<P>;
}

/** Between two whole numbers, each bound its own parameter (either may be absent). */
export function range<
  const C extends string,
  const S extends ParamSpec,
  const Min extends string = never,
  const Max extends string = never,
>(
  column: C,
  bounds: { min?: Min; max?: Max },
  value: S,
): RangeFilter<Min, Max> & { column: C; web: true; params: Params<Min | Max, S> } {
  const params = {} as Record<string, S>;
  if (bounds.min) params[bounds.min] = value;
  if (bounds.max) params[bounds.max] = value;
  return {
    op: 'range',
    column,
    min: bounds.min ?? null,
    max: bounds.max ?? null,
    web: true,
    params: params as Params<Min | Max, S>,
  };
}

/** Inside a box of coordinates (`min_lat`, `max_lat`, `min_lng`, `max_lng`). */
export function area<const Lat extends string, const Lng extends string>(latitude: Lat, longitude: Lng) {
  const lat = degrees(90, 'Latitude');
  const lng = degrees(180, 'Longitude');
  return {
    op: 'area',
    latitude,
    longitude,
    web: true,
    params: { min_lat: lat, max_lat: lat, min_lng: lng, max_lng: lng },
  } as const satisfies AreaFilter;
}

/** A filter of the API only, not part of the listing page's URL. */
export const apiOnly = <F extends ListingFilter>(filter: F): Omit<F, 'web'> & { web: false } => ({
  ...filter,
  web: false,
});

/** The filters of the listing page's URL. */
export type WebFilters<F extends readonly ListingFilter[]> = Extract<F[number], { web: true }>[];

/**
 * A sort: ascending as `param`, descending as `-param`; ties broken by `then` when declared, and
 * last by id, each the same way.
 */
export interface ListingSort<P extends string = string> {
  readonly param: P;
  readonly column: string;
  readonly then?: string;
}
export const sortBy = <const P extends string, const C extends string, const T extends string = never>(
  param: P,
  column: C,
  then?: T,
) =>
  ({ param, column, ...(then !== undefined && { then }) }) as {
    readonly param: P;
    readonly column: C;
    readonly then?: T;
  };

/** The columns a sort orders by, before the id: its column and its tie-break. */
export const sortColumns = (sort: ListingSort): string[] =>
  sort.then ? [sort.column, sort.then] : [sort.column];
/** One name for a sort's columns (the in-memory index keeps one order per name). */
export const sortKey = (sort: ListingSort): string => sortColumns(sort).join('_');

/** The orderings of a list of sorts: each ascending and descending. */
export type OrderingsOf<S extends readonly ListingSort[]> = S[number]['param'] | `-${S[number]['param']}`;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** The query parameters of a list of filters, each with its `ParamSpec`. */
export type FilterShape<F extends readonly ListingFilter[]> = UnionToIntersection<F[number]['params']>;

/** The names of a filter's query parameters, in order. */
export function paramsOf(filter: ListingFilter): string[] {
  return Object.keys(filter.params);
}

/** The listing columns a filter reads (none for text, which reads the search key). */
export function columnsOf(filter: ListingFilter): string[] {
  if (filter.op === 'text') return [];
  if (filter.op === 'area') return [filter.latitude, filter.longitude];
  return [filter.column];
}
