import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ALIASES,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from '@shared/enums';
import { useSyncExternalStore } from 'react';
import { createTranslator, type Messages, type Translator } from './translator';

export type { Messages };

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
  const fromCookie = languageCookie(request.headers.get('cookie') ?? '');
  return resolveLanguage(url.searchParams.get('lang')) ?? resolveLanguage(fromCookie) ?? DEFAULT_LANGUAGE;
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`);

/** The language cookie's value in a `Cookie` header or `document.cookie`, when one is set. */
function languageCookie(cookies: string): string | undefined {
  return LANGUAGE_COOKIE_VALUE.exec(cookies)?.[1];
}

// Catalogues are split per language and per namespace (`locales/<lang>/<namespace>.json`, each
// holding its own top-level sections). A page uses the shell's namespaces and those its matched
// routes name in their `handle` (decision 054). The page's HTML does not carry them (decision
// 060): the browser fetches each as the built JSON file, named by its content hash and cached for
// a year, so a visitor downloads a namespace once per release, not once per page; the server reads
// them from its bundle (`registerCatalogue`, called by entry.server.tsx).
const textFiles = import.meta.glob<string>('../i18n/locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The public address of a namespace's file in a language (the build's hashed JSON). */
export function textsUrl(lang: LanguageCode, ns: Namespace): string | undefined {
  return textFiles[`../i18n/locales/${lang}/${ns}.json`];
}

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

/** Messages by namespace. */
export type PageMessages = Partial<Record<Namespace, Messages>>;

/** The server's catalogue, by `lang/namespace` (registered by entry.server.tsx from its bundle). */
const bundled = new Map<string, Messages>();

/**
 * Gives the server the catalogue files (an eager `import.meta.glob` of the locales' JSON files,
 * keyed by path). Only server code imports them: the browser's bundle stays free of texts.
 */
export function registerCatalogue(files: Record<string, Messages>) {
  for (const [file, messages] of Object.entries(files)) {
    const key = file.match(/([a-z]{2}\/\w+)\.json$/)?.[1];
    if (key) bundled.set(key, messages);
  }
}

const loading = new Map<string, Promise<Messages>>();
function loadNamespace(lang: LanguageCode, ns: Namespace): Promise<Messages> {
  const key = `${lang}/${ns}`;
  let promise = loading.get(key);
  if (!promise) {
    const url = textsUrl(lang, ns);
    promise = url
      ? fetch(url).then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<Messages>;
        })
      : Promise.resolve({});
    // A failed download (offline) is tried again by the next navigation.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

async function loadMessages(lang: LanguageCode, namespaces: readonly Namespace[]): Promise<PageMessages> {
  const parts = await Promise.all(namespaces.map((ns) => loadNamespace(lang, ns)));
  return Object.fromEntries(namespaces.map((ns, i) => [ns, parts[i]]));
}

/** The namespaces an instance holds (added as they arrive in the browser). */
const held = new WeakMap<Translator, Set<string>>();

/**
 * In the browser, how many times namespaces arrived: `meta` functions have no hooks, and a client
 * navigation to a route with other namespaces renders its `<Meta>` before they are in, so the
 * document re-renders its head when they arrive (`useArrivedMessages`).
 */
let arrivals = 0;
const arrivalListeners = new Set<() => void>();

const arrivalCount = () => arrivals;

/**
 * Re-renders the caller when namespaces arrive in the browser (the document's head). The count
 * is its own "server snapshot" too: the texts that arrived before hydration are the ones the
 * server's HTML was rendered with, and a count that differed from the server's 0 would make React
 * render the whole document again, synchronously, right after hydrating it.
 */
export function useArrivedMessages(): number {
  return useSyncExternalStore(
    (listener) => {
      arrivalListeners.add(listener);
      return () => arrivalListeners.delete(listener);
    },
    arrivalCount,
    arrivalCount,
  );
}

/** Adds namespaces' messages to an instance (keys stay `section.key`). */
function addMessages(instance: Translator, messages: PageMessages) {
  const has = held.get(instance) ?? new Set<string>();
  held.set(instance, has);
  let added = false;
  for (const [ns, part] of Object.entries(messages)) {
    if (has.has(ns) || !part) continue;
    instance.add(part);
    has.add(ns);
    added = true;
  }
  if (added && !import.meta.env.SSR) {
    arrivals++;
    for (const listener of arrivalListeners) listener();
  }
}

/**
 * The instance a page renders with. On the server one instance per language and set of
 * namespaces, built once from the bundled catalogue and shared by every render (read-only:
 * nothing changes its language or adds to it). In the browser one instance per language, to which
 * namespaces are added as they arrive (`missingNamespaces`; before hydration, `pageTextsReady`).
 */
const instances = new Map<string, Translator>();
export function pageI18n(lang: LanguageCode, namespaces: readonly Namespace[]): Translator {
  const key = import.meta.env.SSR ? `${lang}:${namespaces.join()}` : lang;
  let instance = instances.get(key);
  if (!instance) {
    instance = createTranslator(lang);
    instances.set(key, instance);
    if (import.meta.env.SSR)
      addMessages(instance, Object.fromEntries(namespaces.map((ns) => [ns, bundled.get(`${lang}/${ns}`)])));
  }
  return instance;
}

/**
 * Before hydration: fetches the texts the server rendered the page with (the preloads the root
 * layout wrote, `link[data-texts]`), so the browser's first render says what the HTML says.
 */
export async function pageTextsReady(): Promise<void> {
  const lang = resolveLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  const namespaces = [...document.querySelectorAll<HTMLLinkElement>('link[data-texts]')].map(
    (link) => link.dataset.texts as Namespace,
  );
  await missingNamespaces(pageI18n(lang, namespaces), namespaces);
}

/** The namespaces an instance still lacks, or a promise that adds them (browser navigations). */
const adding = new Map<string, Promise<void>>();
export function missingNamespaces(
  instance: Translator,
  namespaces: readonly Namespace[],
): Promise<void> | undefined {
  const has = held.get(instance);
  const missing = namespaces.filter((ns) => !has?.has(ns));
  if (!missing.length) return undefined;
  const lang = instance.language;
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

/** Starts fetching a language's texts for the page's routes (a language switch, beside its data). */
export function prefetchTexts(lang: LanguageCode, namespaces: readonly Namespace[]) {
  missingNamespaces(pageI18n(lang, namespaces), namespaces)?.catch(() => {
    // The root asks again when it renders in that language.
  });
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
 * A visitor who has chosen no language yet and arrived on a page in one (a `?lang=am` link, a
 * search result's alternate) keeps reading in it: the next pages and route data are asked for
 * without the parameter, and would come back in English. A choice already made is left alone.
 */
export function adoptPageLanguage(lang: LanguageCode) {
  if (languageCookie(document.cookie) === undefined && lang !== DEFAULT_LANGUAGE) rememberLanguage(lang);
}
