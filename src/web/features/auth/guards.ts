import { redirect } from 'react-router';
import { tokens } from './session';

/**
 * The navigation guard of spec §2, for `clientLoader`s: a protected route while signed out goes
 * to Login with the full intended path; a guest-only route while signed in goes home.
 */
export function requireSignedIn(request: Request) {
  if (tokens.access()) return;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`);
}

export function requireGuest() {
  if (tokens.access()) throw redirect('/');
}
