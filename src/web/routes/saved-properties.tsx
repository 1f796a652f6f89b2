import type { PropertyListItem } from '@shared/schemas/properties';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { PropertyCard } from '../features/properties/components/PropertyCard';
import { listSaved } from '../features/saved/api/list-saved';
import { savedStore } from '../features/saved/saved-store';
import { pageMeta, translate } from '../lib/seo';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/saved-properties';

/** The user's saved listings, newest saved first; a failed load shows an empty list and the error. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  try {
    const page = await listSaved(authTransport);
    savedStore.setMany(page.results.map((p) => p.id));
    return { items: page.results as PropertyListItem[], next: page.next ? 2 : null, failed: false };
  } catch {
    return { items: [] as PropertyListItem[], next: null, failed: true };
  }
}
clientLoader.hydrate = true as const;

/** Spec §2: a spinner while the list loads. */
export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'savedProperties.title')),
  { name: 'robots', content: 'noindex' },
];

const browseLink =
  'inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark';

/** Saved Properties (spec §2): the card grid; a card goes as soon as its heart is unsaved. */
export default function SavedProperties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [items, setItems] = useState(loaderData.items);
  const [next, setNext] = useState(loaderData.next);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => {
    setItems(loaderData.items);
    setNext(loaderData.next);
  }, [loaderData]);
  // Unsaved here or in any other heart of this tab.
  useSyncExternalStore(savedStore.subscribe, savedStore.version, () => 0);
  const shown = items.filter((p) => savedStore.get(p.id) !== false);

  const more = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await listSaved(authTransport, next);
      savedStore.setMany(page.results.map((p) => p.id));
      setItems((list) => [...list, ...page.results.filter((p) => !list.some((q) => q.id === p.id))]);
      setNext(page.next ? next + 1 : null);
    } catch {
      toast.error(t('savedProperties.loadFailed'));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('savedProperties.title')}</h1>
      {loaderData.failed ? (
        <Alert tone="error">
          <p>{t('savedProperties.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-3"
            busy={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('myProperties.retry')}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl bg-surface px-4 py-16 text-center shadow-card">
          <p className="text-lg">{t('savedProperties.empty')}</p>
          <Link to="/properties" className={browseLink}>
            {t('savedProperties.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((p, i) => (
              <li key={p.id} className="relative flex flex-col [&>article]:flex-1">
                <PropertyCard property={p} priority={i === 0} />
              </li>
            ))}
          </ul>
          {next && (
            <div className="mt-8 flex justify-center">
              <Button variant="secondary" busy={loadingMore} onClick={() => void more()}>
                {t('myProperties.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
