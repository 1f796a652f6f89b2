import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ALIASES,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from '@shared/enums';
import { createInstance, type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';

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

// Catalogues are split per language and per namespace (`locales/<lang>/<namespace>.json`, each
// holding its own top-level sections). A page carries the shell's namespaces and those its
// matched routes name in their `handle` (decision 054), not the whole catalogue; in the browser,
// a route's other namespaces arrive as hashed, cacheable chunks before it renders.
const catalogues = import.meta.glob<Messages>('../i18n/locales/*/*.json', { import: 'default' });

/** Every namespace: a catalogue file's name. */
export const NAMESPACES = [
  'account',
  'admin',
  'ads',
  'alerts',
  'browse',
  'cards',
  'common',
  'datasaver',
  'detail',
  'forms',
  'freshness',
  'home',
  'inquiry',
  'leads',
  'listing',
  'map',
  'pages',
  'prices',
  'publishing',
  'reports',
  'terms',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the layout itself shows on every page (header, footer, menus, errors, ads, data saver). */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'ads', 'datasaver'];

/** A route's `handle`: the namespaces its screen (and what it loads on demand) reads. */
export interface I18nHandle {
  i18n: readonly Namespace[];
}
export const i18nHandle = (...namespaces: Namespace[]): I18nHandle => ({ i18n: namespaces });

/** The namespaces of a page: the shell's and its matched routes' (from their handles), sorted. */
export function pageNamespaces(matches: ReadonlyArray<{ handle?: unknown } | undefined>): Namespace[] {
  const all = new Set<Namespace>(SHELL_NAMESPACES);
  for (const m of matches)
    for (const ns of (m?.handle as Partial<I18nHandle> | undefined)?.i18n ?? []) all.add(ns);
  return [...all].sort();
}

/** A page's catalogue, by namespace (the root loader's `messages`). */
export type PageMessages = Partial<Record<Namespace, Messages>>;

const loading = new Map<string, Promise<Messages>>();
function loadNamespace(lang: LanguageCode, ns: Namespace): Promise<Messages> {
  const key = `${lang}/${ns}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = catalogues[`../i18n/locales/${key}.json`];
    promise = load ? load() : Promise.resolve({});
    // A failed download (offline) is tried again by the next navigation.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

export async function loadMessages(
  lang: LanguageCode,
  namespaces: readonly Namespace[],
): Promise<PageMessages> {
  const parts = await Promise.all(namespaces.map((ns) => loadNamespace(lang, ns)));
  return Object.fromEntries(namespaces.map((ns, i) => [ns, parts[i]]));
}

/** The namespaces an instance holds (added as they arrive in the browser). */
const held = new WeakMap<I18n, Set<string>>();

/**
 * In the browser, the messages of namespaces that arrived after the first page, per language:
 * `meta` functions read the root loader's catalogue (no hooks there), which a client navigation
 * to a route with other namespaces does not refresh. `translate` (lib/seo.ts) reads these too,
 * and the document re-renders its `<Meta>` when they grow (`useArrivedMessages`).
 */
const arrived = new Map<string, Messages[]>();
let arrivals = 0;
const arrivalListeners = new Set<() => void>();

export function arrivedMessages(lang: string | undefined): readonly Messages[] {
  return (lang && arrived.get(lang)) || [];
}

/** Re-renders the caller when namespaces arrive in the browser (the document's head). */
export function useArrivedMessages(): number {
  return useSyncExternalStore(
    (listener) => {
      arrivalListeners.add(listener);
      return () => arrivalListeners.delete(listener);
    },
    () => arrivals,
    () => 0,
  );
}

/** Adds namespaces' messages to an instance (one i18next namespace: keys stay `section.key`). */
function addMessages(instance: I18n, messages: PageMessages) {
  const has = held.get(instance) ?? new Set<string>();
  held.set(instance, has);
  let added = false;
  for (const [ns, part] of Object.entries(messages)) {
    if (has.has(ns) || !part) continue;
    instance.addResourceBundle(instance.language, 'translation', part, true, true);
    has.add(ns);
    if (!import.meta.env.SSR) {
      arrived.set(instance.language, [...arrivedMessages(instance.language), part]);
      added = true;
    }
  }
  if (added) {
    arrivals++;
    for (const listener of arrivalListeners) listener();
  }
}

/** A ready i18next instance for one language and a flat catalogue (tests, error pages). */
export function createI18n(lang: LanguageCode, messages: Messages): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * The instance a page renders with. On the server one instance per language and set of
 * namespaces, built once and shared by every render (read-only: nothing changes its language or
 * adds to it), so a render builds no i18next instance and holds exactly what the browser will
 * hydrate with. In the browser one instance per language, to which routes' namespaces are added.
 */
const instances = new Map<string, I18n>();
export function pageI18n(lang: LanguageCode, messages: PageMessages): I18n {
  const key = import.meta.env.SSR ? `${lang}:${Object.keys(messages).sort().join()}` : lang;
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n(lang, {});
    instances.set(key, instance);
  }
  addMessages(instance, messages);
  return instance;
}

/** The namespaces an instance still lacks, or a promise that adds them (browser navigations). */
const adding = new Map<string, Promise<void>>();
export function missingNamespaces(
  instance: I18n,
  namespaces: readonly Namespace[],
): Promise<void> | undefined {
  const has = held.get(instance);
  const missing = namespaces.filter((ns) => !has?.has(ns));
  if (!missing.length) return undefined;
  const lang = instance.language as LanguageCode;
  const key = `${lang}:${missing.join()}`;
  let promise = adding.get(key);
  if (!promise) {
    promise = loadMessages(lang, missing).then(
      (messages) => {
        addMessages(instance, messages);
        adding.delete(key);
      },
      (error: unknown) => {
        adding.delete(key);
        throw error;
      },
    );
    adding.set(key, promise);
  }
  return promise;
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
