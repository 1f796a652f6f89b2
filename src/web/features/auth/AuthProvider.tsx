import type { TokenPair } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAppStatus } from '../../app/app-status';
import { ApiError } from '../../lib/api';
import { forgetKeptPages } from '../../lib/service-worker';
import { useTranslation } from '../../lib/translation';
import { tokens, useSessionHint } from './session';
import { authTransport, setSessionLostHandler } from './transport';

/**
 * The account calls check their answers with the shared zod schemas: that code is fetched when a
 * session exists, never on a visitor's first load (decision 005).
 */
const authApi = () => import('./api/operations');

export type AuthStatus = 'unknown' | 'anonymous' | 'loading' | 'authenticated';

interface Auth {
  status: AuthStatus;
  user: CurrentUser | null;
  /** Stores the tokens of a new sign-in and loads the user (spec §4). */
  signIn(pair: TokenPair): Promise<CurrentUser>;
  /** Clears the session here and on the server. */
  signOut(): Promise<void>;
  /** Replaces the loaded user (after a profile change). */
  setUser(user: CurrentUser): void;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * The session of spec §4. Authenticated means a user is loaded and an access token exists; a
 * failed user load clears the user and both tokens. The server renders every page as a visitor:
 * with the session hint (a session probably exists) the state starts `unknown` and settles after
 * hydration; without it, `anonymous`, as the server rendered it, so that a visitor's page is not
 * rendered again by every reader of the session once its scripts run. Tokens found without the
 * hint are still loaded after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const hint = useSessionHint();
  const [status, setStatus] = useState<AuthStatus>(hint ? 'unknown' : 'anonymous');
  const [user, setUserState] = useState<CurrentUser | null>(null);
  const { setLoading, setError } = useAppStatus();
  const { t } = useTranslation();
  // The words of the reader's language at the time of the failure; a change of language must not
  // load the user again.
  const translate = useRef(t);
  translate.current = t;

  const load = useCallback(async () => {
    if (!tokens.access()) {
      setUserState(null);
      setStatus('anonymous');
      return null;
    }
    setStatus('loading');
    try {
      const { fetchMe } = await authApi();
      const me = await fetchMe(authTransport);
      setUserState(me);
      setStatus('authenticated');
      return me;
    } catch (error) {
      // Spec §4: a failed user load clears the session. A network failure is not an answer:
      // the tokens stay for the next page, and the snackbar says what happened in the reader's
      // words (the browser's own text, "Failed to fetch", is English and says nothing).
      if (error instanceof ApiError) tokens.clear();
      else setError('auth', translate.current('errors.network'));
      setUserState(null);
      setStatus('anonymous');
      return null;
    }
  }, [setError]);

  useEffect(() => {
    void load();
    setSessionLostHandler(() => {
      setUserState(null);
      setStatus('anonymous');
      window.location.assign('/login');
    });
    // Another tab signed in or out.
    return tokens.subscribe(() => {
      if (!tokens.access()) {
        setUserState(null);
        setStatus('anonymous');
      }
    });
  }, [load]);

  useEffect(() => {
    setLoading('auth', status === 'loading');
  }, [status, setLoading]);

  const signIn = useCallback(
    async (pair: TokenPair) => {
      tokens.set(pair);
      const me = await load();
      if (!me) throw new Error('The session could not be loaded.');
      setError('auth', null);
      return me;
    },
    [load, setError],
  );

  const signOut = useCallback(async () => {
    const refresh = tokens.refresh();
    tokens.clear();
    forgetKeptPages();
    setUserState(null);
    setStatus('anonymous');
    if (refresh)
      await authApi()
        .then(({ signOutOnServer }) => signOutOnServer(authTransport, refresh))
        .catch(() => undefined);
  }, []);

  const value = useMemo<Auth>(
    () => ({ status, user, signIn, signOut, setUser: setUserState }),
    [status, user, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
