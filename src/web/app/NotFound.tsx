import { mdiHomeOutline } from '@mdi/js';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';

/** 'Page not found' with 'Go back home' (spec §2). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-primary/70" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.message')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
      >
        <Icon path={mdiHomeOutline} size={20} />
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
