import { ApiError } from './api';
import type { TFunction } from './translator';

/**
 * How long until a refused request may be sent again, in words of the page's language: whole
 * minutes (at least one) up to two hours, whole hours beyond, always rounded up.
 */
export function waitText(t: TFunction, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return t('wait.minutes', { count: minutes });
  return t('wait.hours', { count: Math.ceil(minutes / 60) });
}

/** The wait of a 429 answer in words, or undefined when `error` is anything else. */
export function throttledWait(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return waitText(t, error.retryAfter ?? 60);
}
