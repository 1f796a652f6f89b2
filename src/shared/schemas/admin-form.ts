import { z } from 'zod';
import { text } from './common';

/**
 * Field types of the staff console's forms, which arrive as JSON or as multipart text (booleans
 * as "true"/"false", an empty date as "").
 */

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);

/** A boolean, also from form text. */
export const formBool = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    return TRUE.has(s) ? true : FALSE.has(s) ? false : v;
  },
  z.boolean({ message: 'Must be a valid boolean.' }),
);

/** Addis Ababa is UTC+3 all year (no daylight saving time). */
const ADDIS_OFFSET = '+03:00';
export const ADDIS_TIME_ZONE = 'Africa/Addis_Ababa';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional moment: an ISO date-time, or a plain date taken as the start (or the end) of that
 * day in Addis Ababa; blank is null. Answers an ISO date-time in UTC.
 */
export const formDate = (edge: 'start' | 'end') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text()
      .trim()
      .refine(
        (v) =>
          (DATE.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) &&
          !Number.isNaN(Date.parse(DATE.test(v) ? `${v}T00:00:00${ADDIS_OFFSET}` : v)),
        {
          message: 'Enter a valid date.',
        },
      )
      .transform((v) => {
        if (!DATE.test(v)) return new Date(v).toISOString();
        const start = new Date(`${v}T00:00:00${ADDIS_OFFSET}`);
        return edge === 'start'
          ? start.toISOString()
          : new Date(start.getTime() + 86_400_000 - 1).toISOString();
      })
      .nullable(),
  );

/** The Addis Ababa calendar date (`YYYY-MM-DD`) of an ISO moment, for date inputs. */
export function addisDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
