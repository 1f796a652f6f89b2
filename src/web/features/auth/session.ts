import type { TokenPair } from '@shared/schemas/auth';
import { useRouteLoaderData } from 'react-router';

/**
 * The session's tokens, kept in local storage as the spec says (§3), shared by every tab.
 * A cookie `sefer_session=1` (no token in it) tells the server that a session probably exists, so
 * the first render shows a placeholder instead of a Login button that would flash away.
 */
const ACCESS = 'sefer.access';
const REFRESH = 'sefer.refresh';
const HINT_COOKIE = 'sefer_session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const tokens = {
  access: () => read(ACCESS),
  refresh: () => read(REFRESH),
  set(pair: TokenPair) {
    localStorage.setItem(ACCESS, pair.access);
    localStorage.setItem(REFRESH, pair.refresh);
    document.cookie = `${HINT_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax`;
    for (const l of listeners) l();
  },
  clear() {
    try {
      localStorage.removeItem(ACCESS);
      localStorage.removeItem(REFRESH);
      // Addresses of this person's resumable uploads (kept by tus-js-client for resuming after a
      // reload): the next person on this phone has no use for them.
      for (const key of Object.keys(localStorage)) if (key.startsWith('tus::')) localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
    document.cookie = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    for (const l of listeners) l();
  },
  /** Called when this tab or another one changes the tokens. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS || event.key === REFRESH || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** Whether the request's cookies say a session probably exists (server rendering). */
export function sessionHint(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)sefer_session=1(?:;|$)/.test(cookieHeader ?? '');
}

/**
 * The same hint, as the page was rendered with it (the root's data): a screen that waits for the
 * session to be known shows a visitor without the hint what a visitor sees, from the server's HTML
 * on, instead of a spinner (which a data-saving page would show until a tap, decision 046).
 */
export function useSessionHint(): boolean {
  const root = useRouteLoaderData('root') as { sessionHint?: boolean } | undefined;
  return root?.sessionHint ?? false;
}
