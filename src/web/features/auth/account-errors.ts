import { accountMessageKey } from '@shared/account-messages';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import type { ServerText } from '../../lib/forms';

/**
 * The account endpoints' texts in the reader's language: the known messages of
 * `src/shared/account-messages.ts` (keys `auth.server.*`) and a throttled answer; any other text
 * is shown as the server wrote it.
 */
export const accountText =
  (t: TFunction): ServerText =>
  (text, code) => {
    if (code === 'throttled') return t('auth.throttled');
    const key = accountMessageKey(text);
    return key ? t(`auth.server.${key}`) : text;
  };

/** The message for a failed account call that has no form field to sit under. */
export function accountFailure(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const translate = accountText(t);
  if (error.detail) return translate(error.detail, error.code);
  const first = Object.values(error.fields)[0]?.[0];
  return first ? translate(first) : fallback;
}
