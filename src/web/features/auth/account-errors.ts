import { ApiError } from '../../lib/api';
import { serverText, translatedFields } from '../../lib/forms';
import type { TFunction } from '../../lib/translator';

/** The message for a failed account call that has no form field to sit under. */
export function accountFailure(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.detail) return serverText(t)(error.detail, error.code);
  return Object.values(translatedFields(error, t))[0]?.[0] ?? fallback;
}
