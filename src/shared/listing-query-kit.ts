import { z } from 'zod';
import { boolParam, idParam, intParam, text as textParam } from './schemas/common';

/**
 * The building blocks of the listing query's declaration (`listing-query.ts`): one constructor
 * per kind of filter and sort. Each filter carries what every reader of it needs: its query
 * parameters with their validation (zod, so the API schema and its OpenAPI come from here), the
 * listing column it reads, and its operator. The SQL conditions, the in-memory index, the web's
 * URL state, the saved-search matcher and the tests' query generator all walk these objects;
 * none of them names a filter (decision 032).
 */

/** How a filter compares a listing's column with the asked value(s). */
export type FilterOp = 'text' | 'equals' | 'set' | 'atLeast' | 'range' | 'area';
/** What an equality filter's value is: one of a vocabulary, a row id, or a yes/no. */
export type ValueKind = 'enum' | 'id' | 'boolean';

type Optional<T extends z.ZodType> = z.ZodOptional<T>;
type Params<P extends string, T extends z.ZodType> = { [K in P]: Optional<T> };
/** A number read from a query string. */
type NumberParam = z.ZodCoercedNumber<unknown>;

interface Common {
  /** Part of the listing page's URL (spec §2); `apiOnly` ones are not. */
  readonly web: boolean;
}

/** Every word must appear in the listing's search key (decision 009). */
export interface TextFilter<P extends string = string> extends Common {
  readonly op: 'text';
  readonly param: P;
  readonly max: number;
  readonly params: Params<P, z.ZodString>;
}

/** The column equals the value (a NULL column equals nothing). */
export interface EqualsFilter<P extends string = string, T extends z.ZodType = z.ZodType> extends Common {
  readonly op: 'equals';
  readonly param: P;
  readonly column: string;
  readonly kind: ValueKind;
  /** The vocabulary of an `enum` filter, in its stored order, and other spellings it accepts. */
  readonly values: readonly string[];
  readonly aliases: Readonly<Record<string, string>>;
  readonly params: Params<P, T>;
}

/** The column is one of the values (a comma-separated list in the query string). */
export interface SetFilter<P extends string = string, T extends z.ZodType = z.ZodType> extends Common {
  readonly op: 'set';
  readonly param: P;
  readonly column: string;
  readonly values: readonly string[];
  readonly params: Params<P, T>;
}

/** The column is at least the value ("2+ bedrooms"). */
export interface AtLeastFilter<P extends string = string> extends Common {
  readonly op: 'atLeast';
  readonly param: P;
  readonly column: string;
  readonly params: Params<P, NumberParam>;
}

/** The column lies between the bounds, each optional and inclusive (a NULL column is outside). */
export interface RangeFilter<Min extends string = string, Max extends string = string> extends Common {
  readonly op: 'range';
  readonly column: string;
  readonly min: Min | null;
  readonly max: Max | null;
  readonly params: Params<Min | Max, NumberParam>;
}

/** The listing's point lies in a box of latitude and longitude bounds (the map's view). */
export interface AreaFilter extends Common {
  readonly op: 'area';
  readonly latitude: string;
  readonly longitude: string;
  readonly params: Params<'min_lat' | 'max_lat' | 'min_lng' | 'max_lng', NumberParam>;
}

export type ListingFilter = TextFilter | EqualsFilter | SetFilter | AtLeastFilter | RangeFilter | AreaFilter;

const DRF_MIN_0 = { message: 'Ensure this value is greater than or equal to 0.' };
const choiceMessage = (values: readonly string[]) =>
  `Select a valid choice. Valid choices are: ${values.join(', ')}.`;

/** A choice among `values` (DRF's message), read through `aliases` first. */
export function choiceParam<const V extends readonly [string, ...string[]]>(
  values: V,
  aliases: Readonly<Record<string, V[number]>> = {},
) {
  return textParam()
    .transform((v) => aliases[v] ?? v)
    .pipe(z.enum(values, { message: choiceMessage(values) }));
}

/** Whole birr, never negative. */
export const moneyParam = () => intParam().min(0, DRF_MIN_0).max(Number.MAX_SAFE_INTEGER);
/** A small count (rooms, floors), never negative. */
export const countParam = () => intParam().min(0, DRF_MIN_0).max(1000);
const degrees = (limit: number, what: string) =>
  z.coerce
    .number({ message: 'A valid number is required.' })
    .min(-limit, { message: `${what} must be within -${limit}..${limit}.` })
    .max(limit, { message: `${what} must be within -${limit}..${limit}.` });

const one = <P extends string, T extends z.ZodType>(param: P, schema: T) =>
  ({ [param]: schema.optional() }) as Params<P, T>;

/** Words searched in titles, descriptions, addresses and place names, in either script. */
export function text<const P extends string>(param: P, max: number): TextFilter<P> & { web: true } {
  const schema = textParam().max(max, { message: `Ensure this field has no more than ${max} characters.` });
  return { op: 'text', param, max, web: true, params: one(param, schema) };
}

/** One value of a vocabulary (`aliases`: other spellings accepted). */
export function equalsChoice<
  const P extends string,
  const C extends string,
  const V extends readonly [string, ...string[]],
>(param: P, column: C, values: V, aliases: Readonly<Record<string, V[number]>> = {}) {
  const schema = choiceParam(values, aliases);
  return {
    op: 'equals',
    param,
    column,
    kind: 'enum',
    values,
    aliases,
    web: true,
    params: one(param, schema),
  } as const satisfies EqualsFilter<P, typeof schema>;
}

/** A row id: a place or a person. */
export function equalsId<const P extends string, const C extends string>(param: P, column: C) {
  const schema = idParam();
  return {
    op: 'equals',
    param,
    column,
    kind: 'id',
    values: [],
    aliases: {},
    web: true,
    params: one(param, schema),
  } as const satisfies EqualsFilter<P, typeof schema>;
}

/** Yes or no. */
export function equalsBoolean<const P extends string, const C extends string>(param: P, column: C) {
  const schema = boolParam();
  return {
    op: 'equals',
    param,
    column,
    kind: 'boolean',
    values: [],
    aliases: {},
    web: true,
    params: one(param, schema),
  } as const satisfies EqualsFilter<P, typeof schema>;
}

/** Any of several values of a vocabulary, written `a,b` in the query string. */
export function setOf<
  const P extends string,
  const C extends string,
  const V extends readonly [string, ...string[]],
>(param: P, column: C, values: V) {
  const schema = textParam()
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean))
    .pipe(z.array(z.enum(values, { message: choiceMessage(values) })).min(1));
  return {
    op: 'set',
    param,
    column,
    values,
    web: true,
    params: one(param, schema),
  } as const satisfies SetFilter<P, typeof schema>;
}

/** At least a count. */
export function atLeast<const P extends string, const C extends string>(param: P, column: C) {
  return {
    op: 'atLeast',
    param,
    column,
    web: true,
    params: one(param, countParam()),
  } as const satisfies AtLeastFilter<P>;
}

/** Between two whole numbers, each bound its own parameter (either may be absent). */
export function range<
  const C extends string,
  const Min extends string = never,
  const Max extends string = never,
>(
  column: C,
  bounds: { min?: Min; max?: Max },
  value: () => NumberParam,
): RangeFilter<Min, Max> & { column: C; web: true } {
  const params = {} as Record<string, Optional<NumberParam>>;
  if (bounds.min) params[bounds.min] = value().optional();
  if (bounds.max) params[bounds.max] = value().optional();
  return {
    op: 'range',
    column,
    min: bounds.min ?? null,
    max: bounds.max ?? null,
    web: true,
    params: params as Params<Min | Max, NumberParam>,
  };
}

/** Inside a box of coordinates (`min_lat`, `max_lat`, `min_lng`, `max_lng`). */
export function area<const Lat extends string, const Lng extends string>(
  latitude: Lat,
  longitude: Lng,
): AreaFilter & { latitude: Lat; longitude: Lng; web: true } {
  return {
    op: 'area',
    latitude,
    longitude,
    web: true,
    params: {
      min_lat: degrees(90, 'Latitude').optional(),
      max_lat: degrees(90, 'Latitude').optional(),
      min_lng: degrees(180, 'Longitude').optional(),
      max_lng: degrees(180, 'Longitude').optional(),
    },
  };
}

/** A filter of the API only, not part of the listing page's URL. */
export const apiOnly = <F extends ListingFilter>(filter: F): Omit<F, 'web'> & { web: false } => ({
  ...filter,
  web: false,
});

/** The filters of the listing page's URL. */
export type WebFilters<F extends readonly ListingFilter[]> = Extract<F[number], { web: true }>[];

/** A sort: ascending as `param`, descending as `-param`, ties broken by id the same way. */
export interface ListingSort<P extends string = string> {
  readonly param: P;
  readonly column: string;
}
export const sortBy = <const P extends string, const C extends string>(param: P, column: C) =>
  ({ param, column }) as const satisfies ListingSort<P>;

/** The orderings of a list of sorts: each ascending and descending. */
export type OrderingsOf<S extends readonly ListingSort[]> = S[number]['param'] | `-${S[number]['param']}`;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** The query parameters of a list of filters, as one zod shape. */
export type FilterShape<F extends readonly ListingFilter[]> = UnionToIntersection<F[number]['params']>;

/** The zod shape of every parameter of `filters`. */
export function filterShape<const F extends readonly ListingFilter[]>(filters: F): FilterShape<F> {
  return Object.assign({}, ...filters.map((f) => f.params)) as FilterShape<F>;
}

/** The listing columns a filter reads (none for text, which reads the search key). */
export function columnsOf(filter: ListingFilter): string[] {
  if (filter.op === 'text') return [];
  if (filter.op === 'area') return [filter.latitude, filter.longitude];
  return [filter.column];
}

/** The names of a filter's query parameters, in order. */
export function paramsOf(filter: ListingFilter): string[] {
  return Object.keys(filter.params);
}
