import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authTransport } from '../auth';

/** Fired by the inbox when it changes an inquiry's state, so the header's count follows at once. */
export const INQUIRIES_CHANGED = 'sefer:inquiries-changed';

/**
 * The number of received inquiries still new, for the header's badge (decision 040): read when the
 * signed-in user's menu appears, on each navigation, and when the inbox changes one. Zero when it
 * cannot be read: a badge is not worth an error.
 */
export function useNewInquiries(): number {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on each navigation
  useEffect(() => {
    let live = true;
    const read = () =>
      authTransport({ method: 'GET', path: '/properties/inquiries/new-count/' })
        .then((res) => {
          const n = (res.body as { new?: unknown } | null)?.new;
          if (live && res.status === 200 && typeof n === 'number') setCount(n);
        })
        .catch(() => undefined);
    void read();
    window.addEventListener(INQUIRIES_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(INQUIRIES_CHANGED, read);
    };
  }, [pathname]);
  return count;
}
