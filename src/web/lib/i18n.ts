import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ALIASES,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from '@shared/enums';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = Record<string, unknown>;

/** Accepts a code (or the spec's `or` alias) and returns a supported language, or undefined. */
export function resolveLanguage(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const code = value.trim().toLowerCase().slice(0, 2);
  const resolved = LANGUAGE_ALIASES[code] ?? code;
  return (LANGUAGE_CODES as readonly string[]).includes(resolved) ? (resolved as LanguageCode) : undefined;
}

/** The language of a page request: `?lang=` link, else the cookie set by the switcher, else English. */
export function languageFromRequest(request: Request): LanguageCode {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`))?.[1];
  return resolveLanguage(url.searchParams.get('lang')) ?? resolveLanguage(fromCookie) ?? DEFAULT_LANGUAGE;
}

// Catalogues are split per language, so a page ships only its own, and per feature
// (`locales/<lang>/<feature>.json`, each holding its own top-level sections), so features do not
// edit one shared file.
const catalogues = import.meta.glob<Messages>('../i18n/locales/*/*.json', { import: 'default' });

export async function loadMessages(lang: LanguageCode): Promise<Messages> {
  const prefix = `../i18n/locales/${lang}/`;
  const parts = await Promise.all(
    Object.entries(catalogues)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts);
}

/** A ready i18next instance for one language (one per request on the server). */
export function createI18n(lang: LanguageCode, messages: Messages): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Remembers the choice in local storage and in a cookie, so the server renders the next page in it. */
export function rememberLanguage(lang: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the cookie alone is enough.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * A feature's or amenity's name in the reader's language (`listingCatalogue.<slug>`), else the
 * name the server gave it (one added by staff since): the same words on the form and the listing.
 */
export const catalogueName = (t: TFunction, entry: { slug: string; name: string }): string =>
  t(`listingCatalogue.${entry.slug}`, { defaultValue: entry.name });
