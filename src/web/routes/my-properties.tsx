import { mdiPlus } from '@mdi/js';
import type { MyPropertyItem } from '@shared/schemas/publishing';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { deleteProperty } from '../features/publishing/api/delete-property';
import { listMyProperties, myPropertiesFilter } from '../features/publishing/api/my-properties';
import { MyPropertiesSearch } from '../features/publishing/components/MyPropertiesSearch';
import { MyPropertyCard } from '../features/publishing/components/MyPropertyCard';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { usePagedList } from '../lib/use-paged-list';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Icon } from '../ui/Icon';
import { ListEmpty, ListLoadFailed, ListMore } from '../ui/ListStates';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/my-properties';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('freshness', 'leads', 'publishing');

/**
 * The user's listings, newest first (spec §4), narrowed by the URL's words and status; a failed
 * load shows an empty list and the error.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const filter = myPropertiesFilter(new URL(request.url).searchParams);
  try {
    const page = await listMyProperties(authTransport, 1, filter);
    return { items: page.results, next: page.next ? 2 : null, failed: false, filter, total: page.count };
  } catch {
    return { items: [] as MyPropertyItem[], next: null, failed: true, filter, total: 0 };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'myProperties.title')),
  { name: 'robots', content: 'noindex' },
];

/** Searching is offered once there is something to search: more listings than fit a phone's screen. */
const SEARCH_FROM = 3;

const addLink =
  'inline-flex h-11 items-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:brightness-110';

/** My Properties (spec §2): every listing of the user with its review state, edit and delete. */
export default function MyProperties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const highlight = (location.state as { highlight?: number } | null)?.highlight;
  const list = usePagedList(
    loaderData,
    (page) => listMyProperties(authTransport, page, loaderData.filter),
    t('myProperties.loadFailed'),
  );
  const [confirm, setConfirm] = useState<MyPropertyItem | null>(null);
  const filtered = Boolean(loaderData.filter.search || loaderData.filter.status);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      await deleteProperty(authTransport, confirm.id);
      list.setItems((items) => items.filter((p) => p.id !== confirm.id));
      toast.success(t('myProperties.deleted'));
      setConfirm(null);
    } catch {
      toast.error(t('myProperties.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('myProperties.title')}</h1>
        <Link to="/add-property" className={addLink}>
          <Icon path={mdiPlus} size={20} />
          {t('myProperties.addNew')}
        </Link>
      </div>
      {filtered || loaderData.total > SEARCH_FROM ? <MyPropertiesSearch filter={loaderData.filter} /> : null}
      {loaderData.failed ? (
        <ListLoadFailed message={t('myProperties.loadFailed')} />
      ) : list.items.length === 0 && filtered ? (
        <ListEmpty
          message={t('myProperties.noMatch')}
          action={
            <Link to="/my-properties" className={addLink}>
              {t('myProperties.clearSearch')}
            </Link>
          }
        />
      ) : list.items.length === 0 ? (
        <ListEmpty
          message={t('myProperties.empty')}
          action={
            <Link to="/add-property" className={addLink}>
              {t('myProperties.addFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((item) => (
              <li key={item.id} className="flex">
                <MyPropertyCard
                  item={item}
                  highlight={item.id === highlight}
                  onDelete={() => setConfirm(item)}
                  onConfirmed={(done) => {
                    // Back on the market, counted from now (decision 036).
                    list.setItems((items) =>
                      items.map((p) =>
                        p.id === done.id
                          ? {
                              ...p,
                              status: done.status,
                              last_confirmed_at: done.last_confirmed_at,
                              expires_at: null,
                            }
                          : p,
                      ),
                    );
                    toast.success(t('freshness.confirmed'));
                  }}
                />
              </li>
            ))}
          </ul>
          {list.next && <ListMore busy={list.loadingMore} onMore={() => void list.more()} />}
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('myProperties.confirmDelete')}
        confirmLabel={t('myProperties.delete')}
        cancelLabel={t('myProperties.cancel')}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.title}
      </ConfirmDialog>
    </section>
  );
}
