import { useRouteLoaderData } from 'react-router';

/**
 * Data saver (decision 046): smaller photos, no video pictures until asked, the map only after a
 * tap. On when the visitor switched it on (a cookie, so the server renders the next page with it,
 * and local storage, as the language), else when the browser asks with `Save-Data: on` (Chrome's
 * and Opera's lite modes, Android's data saver). A switched-off cookie wins over the header.
 */
export const DATA_SAVER_COOKIE = 'data_saver';
const STORAGE_KEY = 'sefer.dataSaver';

/** The visitor's choice in a Cookie header (compiled once: every page request reads it). */
const CHOICE = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=([01])`);

export function dataSaverFromRequest(request: Request): boolean {
  const cookie = request.headers.get('cookie') ?? '';
  const chosen = CHOICE.exec(cookie)?.[1];
  if (chosen) return chosen === '1';
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

export function rememberDataSaver(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the cookie alone is enough.
  }
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? '1' : '0'}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Whether this page is rendered to save data (from the root's data, the same on server and browser). */
export function useDataSaver(): boolean {
  const root = useRouteLoaderData('root') as { dataSaver?: boolean } | undefined;
  return root?.dataSaver ?? false;
}

/** Image widths a data-saving page offers: the smallest rendition only. */
export const DATA_SAVER_MAX_WIDTH = 320;
