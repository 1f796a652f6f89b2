import { MESSAGE_LIMITS, translateMessage } from '@shared/server-messages';
import type { FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';
import type { TFunction } from './translator';

type Issue = z.core.$ZodIssue;

/**
 * The message of a validation issue in the reader's language (spec §5 generic messages). Forms
 * validate with the same zod schemas as the server; only the wording is the client's.
 */
export function translateIssue(issue: Issue, t: TFunction): string {
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return missing(issue.input) ? t('validation.required') : t('validation.number');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (min <= 1) return t('validation.required');
        if (field.includes('password')) return t('validation.passwordMin', { min });
        if (field === 'description') return t('validation.descriptionMin', { min });
        return t('validation.minLength', { min });
      }
      if (issue.origin === 'array') return t('validation.required');
      return t('validation.min', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.maxLength', { max });
      if (issue.origin === 'array') return t('validation.maxFiles', { max });
      return t('validation.max', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      // Say what is allowed where a pattern decides (the shared schemas' username and phone).
      if (field === 'username') return t('validation.username');
      if (field.includes('phone')) return t('validation.phone');
      return t('validation.invalid');
    case 'invalid_value':
      // A select left at its empty choice ("Choose…") asks for a value, it is not a wrong one.
      return missing(issue.input) ? t('validation.required') : t('validation.invalid');
    case 'custom':
      return issue.message?.startsWith('validation.') ? t(issue.message) : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/** Nothing typed or chosen: a blank text box, an empty choice. */
const missing = (input: unknown) => input === undefined || input === null || input === '';

/** A react-hook-form resolver from a zod schema, with translated messages. */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  t: TFunction,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    // With the input in each issue, an empty choice reads as missing (translateIssue).
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'root';
      errors[key] ??= { type: issue.code, message: translateIssue(issue, t) };
    }
    return { values: {}, errors: errors as never };
  };
}

/** Turns a server text (with the answer's code, if any) into the reader's language. */
export type ServerText = (text: string, code?: string) => string;

/**
 * Codes of `{detail, code}` answers a form shows in the reader's words (`serverErrors.<code>`);
 * the class codes (`not_found`, `validation_error`…) say too little to replace the server's text.
 */
export const DETAIL_CODES = new Set([
  'no_active_account',
  'already_confirmed',
  'email_in_use',
  'email_not_confirmed',
  'reauthentication_required',
  'throttled',
]);

/**
 * The server's texts in the reader's language, by the answer's code (src/shared/server-messages.ts
 * for field errors, DETAIL_CODES for the rest); the server's own text only for a code unknown here.
 */
export const serverText =
  (t: TFunction): ServerText =>
  (text, code) => {
    if (code && DETAIL_CODES.has(code)) return t(`serverErrors.${code}`);
    return translateMessage(text, code, (known) => t(`serverErrors.${known}`, MESSAGE_LIMITS)) ?? text;
  };

/** Each field error of an API answer in the reader's language, by the codes beside them. */
export function translatedFields(error: ApiError, t: TFunction): Record<string, string[]> {
  const translate = serverText(t);
  const codes = error.fieldCodes;
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [
      field,
      messages.map((m, i) => translate(m, codes[field]?.[i])),
    ]),
  );
}

/**
 * Shows an API answer's field errors under their fields, in the reader's language; returns the
 * message for the form as a whole (the server's `detail` translated by its code, or `fallback`),
 * or null when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
  t: TFunction,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let unplaced = false;
  for (const [field, messages] of Object.entries(translatedFields(error, t))) {
    const message = messages.join(' ');
    if (fields.includes(field)) setError(field as never, { type: 'server', message });
    else unplaced = true;
  }
  if (error.detail) return serverText(t)(error.detail, error.code);
  return unplaced || Object.keys(error.fields).length === 0 ? fallback : null;
}

/** A same-site path to go back to after signing in; anything else (other sites) becomes '/'. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
