import { z } from 'zod';
import { API_DEFAULT_PAGE_SIZE, API_MAX_PAGE_SIZE, MAX_ID, NUL_FREE } from '../constants';

/**
 * Query strings arrive as text. Blank values are dropped before validation (spec §5: empty,
 * null or blank filter values are ignored), so every optional filter can be sent empty.
 */
function dropBlank(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  );
}

/** A query object whose blank values are ignored. */
export const query = <T extends z.ZodRawShape>(shape: T) => z.preprocess(dropBlank, z.object(shape));

export { MAX_ID } from '../constants';

/** DRF's message for U+0000 in text (its `ProhibitNullCharactersValidator`). */
const NUL_MESSAGE = 'Null characters are not allowed.';

/**
 * Text a client sends: any string but one holding U+0000, which PostgreSQL `text` cannot store
 * (the query would fail) and no person types. Every string the API takes, in bodies, queries and
 * paths, is built from this, so the refusal is a field error, never a database error; the rule
 * shows in the OpenAPI document as a `pattern`, and `api-input.test.ts` checks every operation.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NUL_FREE, { message: NUL_MESSAGE });

/** DRF's message for a number above a field's maximum. */
export const atMost = (max: number) => `Ensure this value is less than or equal to ${max}.`;

/** A whole number from a query string, with DRF's message when it is not one. */
export const intParam = () =>
  z.coerce
    .number({ message: 'A valid integer is required.' })
    .int({ message: 'A valid integer is required.' });

/** `true`/`false` (or 1/0) in a query string. */
export const boolParam = () =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'Must be a valid boolean.' })
    .transform((v) => v === 'true' || v === '1');

export const paginationQuery = {
  page: intParam().min(1, { message: 'Invalid page.' }).default(1),
  page_size: intParam()
    .min(1, { message: 'Ensure this value is greater than or equal to 1.' })
    .max(API_MAX_PAGE_SIZE, { message: `Ensure this value is less than or equal to ${API_MAX_PAGE_SIZE}.` })
    .default(API_DEFAULT_PAGE_SIZE),
};

/** DRF's page envelope: `{count, next, previous, results}`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A plain list envelope for short lists that are never paged (locations). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

/**
 * A row id in a path or a query string: 1 to `MAX_ID`. Larger numbers never reach the database: in
 * a query they are a field error; in a path the error handler answers 404, as for any id that
 * names no row.
 */
export const idParam = () =>
  intParam()
    .positive({ message: 'A valid id is required.' })
    .max(MAX_ID, { message: atMost(MAX_ID) });

/** A row id in a JSON body (a number there, never text). */
export const idValue = (message = 'A valid integer is required.') =>
  z
    .number({ message })
    .int({ message })
    .positive({ message })
    .max(MAX_ID, { message: atMost(MAX_ID) });

export const idParams = z.object({ id: idParam() });
