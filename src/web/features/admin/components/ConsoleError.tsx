import { mdiShieldLockOutline } from '@mdi/js';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { NotFound } from '../../../app/NotFound';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** The console's error pages: 403 for anyone but staff, 404, else a retry. */
export function ConsoleError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <Icon path={mdiShieldLockOutline} size={72} className="text-primary/40" />
        <p className="mt-2 text-5xl font-bold text-primary/30" aria-hidden="true">
          403
        </p>
        <h1 className="mt-4 text-3xl font-bold">{t('admin.forbiddenTitle')}</h1>
        <p className="mt-3 text-muted">{t('admin.forbiddenMessage')}</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
        >
          {t('notFound.goHome')}
        </Link>
      </section>
    );
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <p className="text-lg">{t('admin.loadFailed')}</p>
      <Button className="mt-6" onClick={() => revalidator.revalidate()}>
        {t('admin.retry')}
      </Button>
    </section>
  );
}
