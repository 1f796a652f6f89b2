import { z } from 'zod';
import { atMost, MAX_ID, text } from './common';

/**
 * Fields of forms that arrive either as JSON or as multipart text (spec §5: "each non-null field
 * as text"). Each helper accepts both spellings ("12" and 12) and answers with DRF's messages, so
 * a browser form and a JSON client see the same errors.
 */

export const REQUIRED = 'This field is required.';
const BLANK = 'This field may not be blank.';
const NOT_NULL = 'This field may not be null.';
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const atLeast = (min: number) => `Ensure this value is greater than or equal to ${min}.`;

const isBlank = (v: unknown) => typeof v === 'string' && v.trim() === '';

/** Required text, trimmed: missing → "required", empty → "may not be blank". */
export const requiredText = (max: number, min = 1, minMessage = BLANK) =>
  text({
    error: (iss) =>
      iss.input === undefined ? REQUIRED : iss.input === null ? NOT_NULL : 'Not a valid string.',
  })
    .trim()
    .min(1, { message: BLANK })
    .max(max, { message: tooLong(max) })
    // Only once the field is not blank: one message per mistake.
    .refine((v) => v.length === 0 || v.length >= min, { message: minMessage });

/** Optional text: blank or null clears it (null), absent leaves it alone (undefined). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || isBlank(v) ? null : v),
    text({ message: 'Not a valid string.' })
      .trim()
      .max(max, { message: tooLong(max) })
      .nullable()
      .optional(),
  );

/** Text to number: blank text is `null` (reported as required, or cleared when nullable). */
const toNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? null : Number(v.trim());
};

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** When the value is not a number. */
  message?: string;
  /** When it is out of range (default: DRF's "Ensure this value is…"). */
  rangeMessage?: string;
}

const numberSchema = ({ min, max, integer = true, message, rangeMessage }: NumberRule) => {
  const invalid = message ?? (integer ? 'A valid integer is required.' : 'A valid number is required.');
  const base = z.number({
    error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : invalid),
  });
  return (integer ? base.int({ message: invalid }) : base)
    .min(min, { message: rangeMessage ?? atLeast(min) })
    .max(max, { message: rangeMessage ?? atMost(max) });
};

/** A required number (text or number); blank counts as missing. */
export const requiredNumber = (rule: NumberRule) => z.preprocess(toNumber, numberSchema(rule));

/** A number that may be left out; blank or null clears it. */
export const optionalNumber = (rule: NumberRule) =>
  z.preprocess(toNumber, numberSchema(rule).nullable().optional());

/** true/false as forms send them ("true", "1", "on", "false", "0", "off"). */
export const formBoolean = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(t)) return true;
      if (['false', '0', 'off', 'no'].includes(t)) return false;
      return v;
    },
    z.boolean({ message: 'Must be a valid boolean.' }),
  );

/**
 * A list from a form: the field repeated (`features=1&features=2`), comma-separated (`1,2`) or a
 * JSON array (`[1,2]`); JSON clients send an array. An empty string is the empty list.
 */
export function toList(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null) return [];
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    const t = item.trim();
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        return [t];
      }
    }
    return t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });
}

/** A choice among `values`, with the list of valid ones in the message. */
export const choiceOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      iss.input === undefined ? REQUIRED : `Select a valid choice. Valid choices are: ${values.join(', ')}.`,
  });

/** A choice that may be left out (undefined) or cleared (blank or null). */
export const optionalChoiceOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === null || isBlank(v) ? null : v), choiceOf(values).nullable().optional());

/** A database id in a form ("12" or 12). */
export const formId = () => requiredNumber({ min: 1, max: MAX_ID, message: 'A valid id is required.' });

/** A database id in a form that may be left out or cleared. */
export const optionalFormId = () =>
  optionalNumber({ min: 1, max: MAX_ID, message: 'A valid id is required.' });

/**
 * Files of a multipart form. The server fills this field itself from the uploaded parts (whatever
 * a client puts there is replaced), so the same schema counts the files of both readers.
 */
export const uploadedFiles = (rule: { min?: number; max: number; minMessage?: string; maxMessage: string }) =>
  z
    .array(z.unknown(), { message: REQUIRED })
    .min(rule.min ?? 0, { message: rule.minMessage ?? REQUIRED })
    .max(rule.max, { message: rule.maxMessage })
    .meta({ items: { type: 'string', format: 'binary' } });
