import type { SavedSearchList } from '@shared/schemas/saved-searches';
import { useState } from 'react';
import { Link } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { listSavedSearches } from '../features/saved-searches/api/saved-searches';
import { SavedSearchCard } from '../features/saved-searches/SavedSearchCard';
import { TelegramLink } from '../features/saved-searches/TelegramLink';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { EMPTY_ACTION, ListEmpty, ListLoadFailed } from '../ui/ListStates';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/saved-searches';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('alerts', 'publishing');

/** The signed-in person's saved searches (decision 038), read in the browser with their token. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  try {
    return { list: await listSavedSearches(authTransport), failed: false };
  } catch {
    return { list: null as SavedSearchList | null, failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'savedSearches.title')),
  { name: 'robots', content: 'noindex' },
];

/** Saved searches: each with its name, link, counts, frequency, channels, pause and delete. */
export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState(loaderData.list?.results ?? []);
  const telegram = loaderData.list?.telegram ?? { available: false, linked: false };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('savedSearches.title')}</h1>
        {telegram.available && <TelegramLink linked={telegram.linked} />}
      </div>
      {loaderData.failed ? (
        <ListLoadFailed message={t('savedSearches.loadFailed')} />
      ) : items.length === 0 ? (
        <ListEmpty
          message={t('savedSearches.empty')}
          action={
            <Link to="/properties" className={EMPTY_ACTION}>
              {t('savedSearches.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <SavedSearchCard
                search={item}
                telegram={telegram.linked}
                onChange={(next) => setItems((all) => all.map((s) => (s.id === next.id ? next : s)))}
                onDelete={() => setItems((all) => all.filter((s) => s.id !== item.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
