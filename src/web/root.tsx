import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/enums';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppShell } from './app/AppShell';
import { AppStatusProvider } from './app/app-status';
import { NotFound } from './app/NotFound';
import { AuthProvider } from './features/auth/AuthProvider';
import { sessionHint } from './features/auth/session';
import { listRegions } from './features/locations/api/list-regions';
import { dataSaverFromRequest } from './lib/data-saver';
import { createI18n, languageFromRequest, loadMessages } from './lib/i18n';
import { useNonce } from './lib/nonce';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Language and its catalogue, regions (loaded once per visit, spec §2) and the public config. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const [messages, regions] = await Promise.all([
    loadMessages(lang),
    listRegions(context.api).catch(() => null),
  ]);
  return {
    lang,
    messages,
    regions: regions?.results ?? [],
    regionsFailed: regions === null,
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
  return (
    <html lang={data?.lang ?? DEFAULT_LANGUAGE} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1565c0" />
        {/* Installable (decision 047): the app's name in the page's language. */}
        <link rel="manifest" href={`/manifest.${data?.lang ?? DEFAULT_LANGUAGE}.webmanifest`} />
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

function useI18n(lang: LanguageCode, messages: Record<string, unknown>) {
  return useMemo(() => createI18n(lang, messages), [lang, messages]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n(loaderData.lang, loaderData.messages);
  return (
    <I18nextProvider i18n={i18n}>
      <AppStatusProvider>
        <AuthProvider>
          <AppShell regionsFailed={loaderData.regionsFailed} sessionHint={loaderData.sessionHint}>
            <Outlet />
          </AppShell>
        </AuthProvider>
      </AppStatusProvider>
    </I18nextProvider>
  );
}

/** Errors outside any page: a 404 when nothing matched, else a plain message in the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const i18n = useI18n(data?.lang ?? DEFAULT_LANGUAGE, data?.messages ?? {});
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <I18nextProvider i18n={i18n}>
      <AppStatusProvider>
        <AuthProvider>
          <AppShell regionsFailed={false} sessionHint={data?.sessionHint ?? false}>
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
    </I18nextProvider>
  );
}
