import { TYPING_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A typed value that applies itself after a pause in typing (spec §5: 500 ms). The draft follows
 * the applied value when that changes from elsewhere (back button, 'Clear all'), but not when it
 * changes because this draft was applied, so typing is never overwritten mid-word.
 * `same` says whether a draft reads back as the applied value (text is compared trimmed, say).
 */
export function useDraft<T>(applied: T, apply: (value: T) => void, same: (a: T, b: T) => boolean) {
  const [draft, setDraft] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expected = useRef(applied);
  const latest = useRef({ apply, same, draft });
  latest.current = { apply, same, draft };

  useEffect(() => {
    if (!latest.current.same(applied, expected.current)) {
      expected.current = applied;
      clearTimeout(timer.current);
      setDraft(applied);
    }
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Stops the pending timer and returns the draft, counting it as applied: the caller applies it
   * together with another change (a select chosen while typing).
   */
  const take = useCallback((): T => {
    clearTimeout(timer.current);
    expected.current = latest.current.draft;
    return latest.current.draft;
  }, []);

  const commit = useCallback((value: T) => {
    clearTimeout(timer.current);
    if (latest.current.same(value, expected.current)) return;
    expected.current = value;
    latest.current.apply(value);
  }, []);

  const change = useCallback(
    (value: T) => {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value), TYPING_DELAY_MS);
    },
    [commit],
  );

  /** Applies at once (Enter). */
  const flush = useCallback(() => commit(latest.current.draft), [commit]);
  return { draft, change, flush, take };
}
