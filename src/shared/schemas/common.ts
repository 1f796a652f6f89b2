import { z } from 'zod';
import { API_DEFAULT_PAGE_SIZE, API_MAX_PAGE_SIZE } from '../constants';

/**
 * Query strings arrive as text. Blank values are dropped before validation (spec §5: empty,
 * null or blank filter values are ignored), so every optional filter can be sent empty.
 */
export function dropBlank(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  );
}

/** A query object whose blank values are ignored. */
export const query = <T extends z.ZodRawShape>(shape: T) => z.preprocess(dropBlank, z.object(shape));

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

export const idParams = z.object({ id: intParam().positive({ message: 'A valid id is required.' }) });

export const errorBody = z.object({ detail: z.string(), code: z.string() });
