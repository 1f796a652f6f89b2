import type { ReviewedListing } from '@shared/schemas/review';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import type { TFunction } from '../../../lib/translator';
import { type RejectOptions, rejectListing } from '../api/review';

/** What a failed approve, reject or take-down says: gone, moved since, not allowed, or try again. */
export function decisionError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 404) return t('admin.review.errors.gone');
  if (error instanceof ApiError && error.status === 409) return t('admin.review.errors.moved');
  if (error instanceof ApiError && (error.status === 401 || error.status === 403))
    return t('admin.review.errors.forbidden');
  return t('admin.review.errors.failed');
}

/**
 * The reject / take-down flow behind a ReasonDialog: which listing is asked about, the request
 * under way, and its failure (the dialog stays open with the reason as typed).
 */
export function useReject<T extends { id: number }>(
  onDone: (target: T, result: ReviewedListing) => void,
  options: (target: T) => RejectOptions = () => ({}),
  onError?: (error: unknown) => void,
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    target,
    busy,
    error,
    ask: (listing: T) => {
      setError(null);
      setTarget(listing);
    },
    cancel: () => setTarget(null),
    submit: async (reason: string) => {
      if (!target) return;
      setBusy(true);
      setError(null);
      try {
        const result = await rejectListing(target.id, reason, options(target));
        setTarget(null);
        onDone(target, result);
      } catch (failure) {
        setError(decisionError(failure, t));
        onError?.(failure);
      } finally {
        setBusy(false);
      }
    },
  };
}
