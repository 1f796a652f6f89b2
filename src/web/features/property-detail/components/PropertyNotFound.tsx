import { mdiHomeSearchOutline } from '@mdi/js';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** 'Property Not Found' with 'Browse Properties' (spec §2), for unknown, removed and hidden listings. */
export function PropertyNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon path={mdiHomeSearchOutline} size={80} className="text-primary/40" />
      <h1 className="mt-4 text-3xl font-bold">{t('detail.notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('detail.notFound.message')}</p>
      <Link
        to="/properties"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
      >
        {t('detail.notFound.browse')}
      </Link>
    </section>
  );
}
