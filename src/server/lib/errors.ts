import {
  ERROR_CODES,
  type ErrorCode,
  FIELD_CODES_KEY,
  type FieldErrorsBody,
  type FieldErrorsWithCodes,
} from '@shared/errors';
import { messageCode } from '@shared/server-messages';

/**
 * The one error type services throw. It carries a code (mapped to an HTTP status by
 * ERROR_CODES) and either a `detail` message or field errors; the error handler serialises it in
 * the DRF shape the client expects.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrorsBody,
    /** Objects beside the field errors (never lists, so they are not read as fields), e.g. `duplicate_of`. */
    readonly extra?: Record<string, Record<string, unknown>>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }

  /** The response body: `{field: [...], codes}` for validation errors, else `{detail, code}`. */
  toBody(): FieldErrorsWithCodes | { detail: string; code: ErrorCode } {
    if (this.fields) return { ...withCodes(this.fields), ...this.extra } as FieldErrorsWithCodes;
    return { detail: this.message, code: this.code };
  }
}

/** Field errors with the code of each message beside them (FIELD_CODES_KEY). */
export function withCodes(fields: FieldErrorsBody): FieldErrorsWithCodes {
  const codes = Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field, messages.map(messageCode)]),
  );
  return { ...fields, [FIELD_CODES_KEY]: codes } as FieldErrorsWithCodes;
}

export const notFound = (detail = 'Not found.') => new AppError('not_found', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError('permission_denied', detail);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new AppError('not_authenticated', detail);
/** A 409: what the request acted on changed meanwhile (e.g. a change staff were reviewing). */
export const conflict = (detail: string) => new AppError('conflict', detail);
/** A 400 with messages per field, e.g. `fieldError('price', 'Ensure this value is at least 0.')`. */
export const fieldErrors = (fields: FieldErrorsBody) =>
  new AppError('validation_error', 'Invalid input.', fields);
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });

/** Merges the field errors of several checks and throws them together (a form shows every mistake at once). */
export function throwIfAny(...groups: FieldErrorsBody[]): void {
  const all: FieldErrorsBody = {};
  for (const group of groups)
    for (const [field, messages] of Object.entries(group)) all[field] = [...(all[field] ?? []), ...messages];
  if (Object.keys(all).length) throw fieldErrors(all);
}
