import { isbot } from 'isbot';
import { sessionHint } from '../features/auth/session';
import { dataSaverFromRequest } from './data-saver';
import { languageFromRequest } from './i18n';

/**
 * What, besides its address, makes a page request's HTML what it is; null when the HTML may hold
 * something of the visitor's own. The server reuses a page for the same address and variant for a
 * few seconds (decision 063), so everything the render reads from the request is named here:
 * - the language (`?lang=` is in the address; the cookie is not);
 * - data saver (its cookie or `Save-Data`), which changes photos and when the scripts start;
 * - a crawler or a person (crawlers get the whole page at once, entry.server.tsx);
 * - a session hint: such pages are never reused (the header makes room for the account, and a
 *   signed-in visitor should see their own changes at once).
 * A new input to the render (another cookie, another header) must be added here.
 */
export function pageVariant(request: Request): string | null {
  const cookie = request.headers.get('cookie');
  if (sessionHint(cookie)) return null;
  const saver = dataSaverFromRequest(request) ? 'saver' : '';
  return `${languageFromRequest(request)}|${saver}|${fromCrawler(request) ? 'crawler' : ''}`;
}

/** Whether a search engine's or a link preview's crawler asks (by its browser's name). */
export function fromCrawler(request: Request): boolean {
  const userAgent = request.headers.get('user-agent');
  return userAgent !== null && isbot(userAgent);
}
