import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/enums';
import { type ReactNode, use, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppShell } from './app/AppShell';
import { AppStatusProvider } from './app/app-status';
import { NotFound } from './app/NotFound';
import { AdSlotCounts, listAdSlots } from './features/ads';
import { AuthProvider } from './features/auth/AuthProvider';
import { sessionHint } from './features/auth/session';
import { listRegions } from './features/locations/api/list-regions';
import { dataSaverFromRequest } from './lib/data-saver';
import {
  languageFromRequest,
  missingNamespaces,
  type Namespace,
  pageI18n,
  pageNamespaces,
  SHELL_NAMESPACES,
  textsUrl,
  useArrivedMessages,
} from './lib/i18n';
import { useNonce } from './lib/nonce';
import { TranslationContext, useTranslation } from './lib/translation';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Language and the names of the catalogue namespaces of the matched routes (decision 054; their
 * texts travel as files of their own, decision 060), regions (loaded once per visit, spec §2),
 * how many ads each slot will get (so that slots reserve the room they need) and the public
 * config.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [regions, ads] = await Promise.all([
    listRegions(context.api).catch(() => null),
    listAdSlots(context.api).catch(() => null),
  ]);
  return {
    lang: languageFromRequest(request),
    namespaces: pageNamespaces(context.matchedHandles.map((handle) => ({ handle }))),
    regions: regions?.results ?? [],
    regionsFailed: regions === null,
    adSlots: ads?.slots ?? null,
    sessionHint: sessionHint(request.headers.get('cookie')),
    /** Smaller photos, no map or video pictures until asked (decision 046). */
    dataSaver: dataSaverFromRequest(request),
    config: context.publicConfig,
  };
}

/** The root data changes only with the language: an explicit revalidation after a switch (of the language or the data saver). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.href === nextUrl.href
    ? defaultShouldRevalidate
    : currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');

/**
 * Zod probes for `new Function` to compile its parsers. The page's Content-Security-Policy forbids
 * eval, so the refused probe would be reported as a violation on every page: in the browser, zod
 * parses without compiling. It reads this global when its module first runs, before any schema
 * exists, which no import order can guarantee as reliably as a classic script in the head.
 */
const ZOD_BROWSER_CONFIG = 'globalThis.__zod_globalConfig={jitless:true}';

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const lang = data?.lang ?? DEFAULT_LANGUAGE;
  // Titles of routes whose texts arrive after a client navigation are written again then.
  useArrivedMessages();
  return (
    // `data-saver`: the worker keeps no more of this page's photos than it showed (public/sw.js).
    <html lang={lang} dir="ltr" data-saver={data?.dataSaver ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1565c0" />
        {/* Installable (decision 047): the app's name in the page's language. */}
        <link rel="manifest" href={`/manifest.${lang}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {/* Before any module: zod reads this when it loads (see ZOD_BROWSER_CONFIG). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user text
          dangerouslySetInnerHTML={{ __html: ZOD_BROWSER_CONFIG }}
        />
        {/*
          With a precedence, React puts the stylesheet ahead of the scripts it preloads: on a slow
          line the page can paint as soon as the HTML and the styles are in, before any script.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The page's texts (decision 060), fetched at once; the browser hydrates once they are in. */}
        {(data?.namespaces ?? SHELL_NAMESPACES).map((ns) => (
          <link
            key={ns}
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={textsUrl(lang, ns)}
            data-texts={ns}
          />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useI18n(lang: LanguageCode, namespaces: readonly Namespace[]) {
  return useMemo(() => pageI18n(lang, namespaces), [lang, namespaces]);
}

/**
 * Renders its children once the matched routes' namespaces are in. A browser navigation to a
 * route whose texts this page did not carry suspends here while they download; React Router's
 * navigations are transitions, so the previous page stays on screen meanwhile: no untranslated
 * key is ever shown. On the server and at hydration everything is there already.
 */
function RouteTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const pending = missingNamespaces(i18n, pageNamespaces(useMatches()));
  if (pending) use(pending);
  return children;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n(loaderData.lang, loaderData.namespaces);
  return (
    <TranslationContext.Provider value={i18n}>
      <RouteTexts>
        <AppStatusProvider>
          <AuthProvider>
            <AdSlotCounts.Provider value={loaderData.adSlots}>
              <AppShell regionsFailed={loaderData.regionsFailed}>
                <Outlet />
              </AppShell>
            </AdSlotCounts.Provider>
          </AuthProvider>
        </AppStatusProvider>
      </RouteTexts>
    </TranslationContext.Provider>
  );
}

/** Errors outside any page: a 404 when nothing matched, else a plain message in the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const i18n = useI18n(data?.lang ?? DEFAULT_LANGUAGE, data?.namespaces ?? SHELL_NAMESPACES);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <TranslationContext.Provider value={i18n}>
      <AppStatusProvider>
        <AuthProvider>
          <AppShell regionsFailed={false}>
            {notFound ? (
              <NotFound />
            ) : (
              <p className="mx-auto max-w-xl px-4 py-20 text-center text-lg" role="alert">
                {i18n.t('errors.generic')}
              </p>
            )}
          </AppShell>
        </AuthProvider>
      </AppStatusProvider>
    </TranslationContext.Provider>
  );
}
