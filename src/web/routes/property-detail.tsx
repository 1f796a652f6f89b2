import type { PropertyDetail } from '@shared/schemas/property-detail';
import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, useParams, useRouteLoaderData } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { authTransport } from '../features/auth/transport';
import { cardListings } from '../features/properties/card-data';
import { getProperty, getSimilarProperties } from '../features/property-detail/api/get-property';
import { PropertyDetailView } from '../features/property-detail/components/PropertyDetailView';
import { PropertyNotFound } from '../features/property-detail/components/PropertyNotFound';
import { useKeepForOffline } from '../features/property-detail/keep-offline';
import { listingMeta } from '../features/property-detail/meta';
import { ApiError } from '../lib/api';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/property-detail';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle(
  'cards',
  'detail',
  'forms',
  'freshness',
  'inquiry',
  'leads',
  'listing',
  'map',
  'prices',
  'reports',
  'terms',
);

/**
 * The listing, rendered on the server (the first HTML holds it, and the API counts the view), with
 * its similar listings. An unknown or hidden listing answers 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const [property, similar] = await Promise.allSettled([
    getProperty(context.api, id),
    getSimilarProperties(context.api, id),
  ]);
  if (property.status === 'rejected') {
    const error = property.reason;
    // Not found, hidden or a malformed id: all the same to a visitor. Anything else is ours.
    if (error instanceof ApiError) throw data(null, { status: error.status < 500 ? 404 : error.status });
    throw error;
  }
  // Similar listings are a plus: the page stands without them.
  return {
    property: property.value,
    similar:
      similar.status === 'fulfilled' ? cardListings(similar.value.results, languageFromRequest(request)) : [],
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? listingMeta(loaded.property, matches)
    : [...pageMeta(translate(matches, 'detail.notFound.title')), { name: 'robots', content: 'noindex' }];

/** The address people share: the listing without a language, so each reader gets their own. */
function useShareUrl(id: number) {
  const root = useRouteLoaderData('root') as { config?: { publicUrl?: string } } | undefined;
  const base = (root?.config?.publicUrl ?? '').replace(/\/$/, '');
  return `${base}/properties/${id}`;
}

export default function PropertyDetailRoute({ loaderData }: Route.ComponentProps) {
  const shareUrl = useShareUrl(loaderData.property.id);
  useKeepForOffline(loaderData.property.id);
  return (
    <PropertyDetailView property={loaderData.property} similar={loaderData.similar} shareUrl={shareUrl} />
  );
}

/**
 * 404: 'Property Not Found'. A listing under review is hidden from the public (and from the
 * server's render, which is always a visitor's), so a signed-in owner or staff member gets it
 * from the API with their own token instead.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundOrOwnListing />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <p className="text-lg">{t('errors.generic')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
      >
        {t('detail.tryAgain')}
      </button>
    </section>
  );
}

function NotFoundOrOwnListing() {
  const id = Number(useParams().id);
  const { status } = useAuth();
  const shareUrl = useShareUrl(id);
  const [own, setOwn] = useState<PropertyDetail | null | 'checking'>(null);
  useEffect(() => {
    if (status !== 'authenticated' || !Number.isSafeInteger(id) || id <= 0) return;
    let live = true;
    setOwn('checking');
    // Rare (an owner or staff looking at a hidden listing): the call is not part of the first load.
    import('../features/property-detail/api/get-property')
      .then(({ getProperty: get }) => get(authTransport, id))
      .then(
        (p) => live && setOwn(p),
        () => live && setOwn(null),
      );
    return () => {
      live = false;
    };
  }, [status, id]);
  if (status === 'loading' || own === 'checking') return <PageSpinner />;
  if (own) return <PropertyDetailView property={own} similar={[]} shareUrl={shareUrl} />;
  return <PropertyNotFound />;
}
