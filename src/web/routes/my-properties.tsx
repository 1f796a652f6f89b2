import { mdiPlus } from '@mdi/js';
import type { MyPropertyItem } from '@shared/schemas/publishing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { deleteProperty } from '../features/publishing/api/delete-property';
import { listMyProperties } from '../features/publishing/api/my-properties';
import { MyPropertyCard } from '../features/publishing/components/MyPropertyCard';
import { pageMeta, translate } from '../lib/seo';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Icon } from '../ui/Icon';
import { PageSpinner } from '../ui/PageSpinner';
import { toast } from '../ui/Toast';
import type { Route } from './+types/my-properties';

/** The user's listings, newest first (spec §4); a failed load shows an empty list and the error. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  try {
    const page = await listMyProperties(authTransport);
    return { items: page.results, next: page.next ? 2 : null, failed: false };
  } catch {
    return { items: [] as MyPropertyItem[], next: null, failed: true };
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

const addLink =
  'inline-flex h-11 items-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:brightness-110';

/** My Properties (spec §2): every listing of the user with its review state, edit and delete. */
export default function MyProperties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const highlight = (location.state as { highlight?: number } | null)?.highlight;
  const [items, setItems] = useState(loaderData.items);
  const [next, setNext] = useState(loaderData.next);
  const [loadingMore, setLoadingMore] = useState(false);
  const [confirm, setConfirm] = useState<MyPropertyItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    setItems(loaderData.items);
    setNext(loaderData.next);
  }, [loaderData]);

  const remove = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      await deleteProperty(authTransport, confirm.id);
      setItems((list) => list.filter((p) => p.id !== confirm.id));
      toast.success(t('myProperties.deleted'));
      setConfirm(null);
    } catch {
      toast.error(t('myProperties.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };

  const more = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await listMyProperties(authTransport, next);
      setItems((list) => [...list, ...page.results.filter((p) => !list.some((q) => q.id === p.id))]);
      setNext(page.next ? next + 1 : null);
    } catch {
      toast.error(t('myProperties.loadFailed'));
    } finally {
      setLoadingMore(false);
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
      {loaderData.failed ? (
        <Alert tone="error">
          <p>{t('myProperties.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-3"
            busy={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('myProperties.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl bg-surface px-4 py-16 text-center shadow-card">
          <p className="text-lg">{t('myProperties.empty')}</p>
          <Link to="/add-property" className={addLink}>
            {t('myProperties.addFirst')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex">
                <MyPropertyCard
                  item={item}
                  highlight={item.id === highlight}
                  onDelete={() => setConfirm(item)}
                />
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
