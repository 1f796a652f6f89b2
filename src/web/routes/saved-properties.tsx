import type { PropertyListItem } from '@shared/schemas/properties';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { tokens } from '../features/auth/session';
import { authTransport } from '../features/auth/transport';
import { PropertyCard } from '../features/properties/components/PropertyCard';
import { listSaved } from '../features/saved/api/list-saved';
import { keepSaved, keptSaved } from '../features/saved/offline-saved';
import { savedStore } from '../features/saved/saved-store';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { usePagedList } from '../lib/use-paged-list';
import { EMPTY_ACTION, ListEmpty, ListLoadFailed, ListMore } from '../ui/ListStates';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/saved-properties';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('cards', 'freshness', 'prices', 'publishing', 'terms');

/**
 * The user's saved listings, newest saved first. Each load keeps the first page for reading offline;
 * a failed load shows that kept copy when there is one, else an empty list and the error.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  try {
    const page = await listSaved(authTransport);
    savedStore.setMany(page.results.map((p) => p.id));
    void keepSaved(tokens.access(), page.results);
    return {
      items: page.results as PropertyListItem[],
      next: page.next ? 2 : null,
      failed: false,
      kept: false,
    };
  } catch {
    const kept = await keptSaved(tokens.access());
    if (kept) return { items: kept, next: null, failed: false, kept: true };
    return { items: [] as PropertyListItem[], next: null, failed: true, kept: false };
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

/** Saved Properties (spec §2): the card grid; a card goes as soon as its heart is unsaved. */
export default function SavedProperties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = usePagedList(
    loaderData,
    async (page) => {
      const answer = await listSaved(authTransport, page);
      savedStore.setMany(answer.results.map((p) => p.id));
      return answer;
    },
    t('savedProperties.loadFailed'),
  );
  // Unsaved here or in any other heart of this tab.
  useSyncExternalStore(savedStore.subscribe, savedStore.version, () => 0);
  const shown = list.items.filter((p) => savedStore.get(p.id) !== false);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('savedProperties.title')}</h1>
      {loaderData.kept && (
        <p role="status" className="mb-4 rounded-md bg-background px-3 py-2 text-sm text-muted">
          {t('savedProperties.offlineCopy')}
        </p>
      )}
      {loaderData.failed ? (
        <ListLoadFailed message={t('savedProperties.loadFailed')} />
      ) : shown.length === 0 ? (
        <ListEmpty
          message={t('savedProperties.empty')}
          action={
            <Link to="/properties" className={EMPTY_ACTION}>
              {t('savedProperties.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((p, i) => (
              <li key={p.id} className="relative flex flex-col [&>article]:flex-1">
                <PropertyCard property={p} priority={i === 0} />
              </li>
            ))}
          </ul>
          {list.next && <ListMore busy={list.loadingMore} onMore={() => void list.more()} />}
        </>
      )}
    </section>
  );
}
