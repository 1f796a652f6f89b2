import type { ApiTransport } from '@shared/runtime';
import { fetchTransport } from '../../lib/api';
import { tokens } from './session';

/**
 * Refreshes the access token once for everyone: one request at a time in this tab (a shared
 * promise) and across tabs (a Web Lock), because a refresh token is spent by its first use and
 * presenting it twice would end the session. Inside the lock, if another tab already replaced the
 * token that failed, its new token is used instead of refreshing again.
 */
let inFlight: Promise<string | null> | null = null;

export function refreshAccess(failedAccess: string | null): Promise<string | null> {
  inFlight ??= withLock(async () => {
    const current = tokens.access();
    if (current && current !== failedAccess) return current;
    const refresh = tokens.refresh();
    if (!refresh) return null;
    const res = await fetchTransport({ method: 'POST', path: '/auth/jwt/refresh/', body: { refresh } }).catch(
      () => null,
    );
    if (!res) return failedAccess; // Network trouble: keep the session, the caller sees the 401.
    // The schema (and zod) only when a refresh happens: this module is on every first load.
    const { tokenPair } = await import('@shared/schemas/auth');
    const parsed = tokenPair.safeParse(res.body);
    if (res.status !== 200 || !parsed.success) {
      tokens.clear();
      return null;
    }
    tokens.set(parsed.data);
    return parsed.data.access;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return await locks.request('sefer-token-refresh', task);
}

/** What happens when the session cannot be refreshed: spec §4 sends the user to /login. */
let onSessionLost: () => void = () => {
  window.location.assign('/login');
};
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

/**
 * The browser's API transport with the bearer token: on a 401 it refreshes the token once and
 * retries once (spec §4); when the refresh fails the tokens are cleared and the user is sent to
 * sign in.
 */
export const authTransport: ApiTransport = async (request) => {
  const access = tokens.access();
  const send = (token: string | null) =>
    fetchTransport({
      ...request,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const first = await send(access);
  if (first.status !== 401 || !access) return first;
  // No refresh token any more: the session was ended while this request was on its way (signed
  // out here or in another tab, an e-mail change undone, or another request's refresh refused,
  // which said so itself). Its 401 is the answer to that, not a session lost now: sending the
  // reader to sign in would take them away from the page that ended it.
  if (!tokens.refresh()) return first;
  const renewed = await refreshAccess(access);
  if (!renewed) {
    onSessionLost();
    return first;
  }
  if (renewed === access) return first;
  return send(renewed);
};
