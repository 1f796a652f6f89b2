import type { LanguageCode } from '@shared/enums';
import { data, Link } from 'react-router';
import { NotFound } from '../app/NotFound';
import { getListing } from '../features/map/api/get-listing';
import { LocationMap } from '../features/map/LocationMap';
import { listingText } from '../features/properties/components/listing-text';
import { ApiError } from '../lib/api';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/property-location';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('map');

/** A listing's location on a page of its own (a link to share: "where is it?"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    return { listing: await getListing(context.api, id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(
    loaded
      ? `${translate(matches, 'locationPage.title')}: ${loaded.listing.title}`
      : translate(matches, 'notFound.title'),
  );

export function ErrorBoundary() {
  return <NotFound />;
}

export default function PropertyLocation({ loaderData: { listing: p } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <nav aria-label={t('mapPage.breadcrumbs')} className="text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:text-primary hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/properties" className="hover:text-primary hover:underline">
              {t('nav.properties')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="min-w-0 truncate">
            <Link to={`/properties/${p.id}`} className="hover:text-primary hover:underline" lang={text.lang}>
              {text.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold">{t('locationPage.title')}</h1>
      <section id="location" aria-labelledby="location-title" className="flex flex-col gap-3">
        <h2 id="location-title" className="text-lg font-semibold" lang={text.lang}>
          {text.title}
        </h2>
        <LocationMap
          key={p.id}
          latitude={p.latitude}
          longitude={p.longitude}
          address={p.address}
          kebeleName={p.kebele?.name}
          subcity={p.subcity}
          cityName={p.city?.name}
          title={text.title}
        />
      </section>
      <Link to={`/properties/${p.id}`} className="self-start font-semibold text-primary hover:underline">
        {t('locationPage.back')}
      </Link>
    </div>
  );
}
