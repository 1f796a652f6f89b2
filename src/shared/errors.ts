/**
 * Error codes the API answers with. The server maps each to an HTTP status in one table
 * (src/server/lib/errors.ts); the web turns them into translated messages.
 * Bodies keep the Django REST Framework shape: `{detail, code}` or `{field: [messages]}`.
 */
export const ERROR_CODES = {
  validation_error: 400,
  parse_error: 400,
  not_authenticated: 401,
  authentication_failed: 401,
  /** SimpleJWT's code for a sign-in with wrong credentials (or of an inactive account). */
  no_active_account: 401,
  token_not_valid: 401,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** Confirming an address that is already confirmed. */
  already_confirmed: 409,
  /** Social sign-in: an account with this address exists and must be opened with its password. */
  email_in_use: 409,
  /** Social sign-in: an account has this address but never confirmed it (it is never linked). */
  email_not_confirmed: 409,
  /** A sensitive change (the e-mail address) needs a recent sign-in from an account without a password. */
  reauthentication_required: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  service_unavailable: 503,
  server_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** `{detail, code}` body of every non-field error. */
export interface ErrorBody {
  detail: string;
  code: ErrorCode;
}

/** `{field: [messages]}` body of a validation error; `non_field_errors` holds the rest. */
export type FieldErrorsBody = Record<string, string[]>;

/**
 * The key beside the fields of a validation error that holds each message's stable code, in the
 * order of the messages: `{"username": ["A user with …"], "codes": {"username": ["username_taken"]}}`
 * (codes of src/shared/server-messages.ts, `invalid` for others). Its value is an object, never a
 * list, so a client that reads the lists as fields is not misled.
 */
export const FIELD_CODES_KEY = 'codes';

/** A validation error's body as answered: the fields' messages and, beside them, their codes. */
export type FieldErrorsWithCodes = Record<string, string[] | Record<string, string[]>>;
