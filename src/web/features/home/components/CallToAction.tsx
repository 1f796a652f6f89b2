import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';

/** The closing call to action (spec §2): 'Browse Properties' and 'List Your Property'. */
export function CallToAction() {
  const { t } = useTranslation();
  return (
    // Flush with the footer below it (the footer keeps a margin for pages that end in content).
    <section className="-mb-12 bg-primary text-white" aria-labelledby="cta-title">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold md:text-3xl">
            {t('home.cta.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">{t('home.cta.text')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link
            to="/properties"
            className="inline-flex h-12 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:brightness-110"
          >
            {t('home.cta.browse')}
          </Link>
          <Link
            to="/list-property"
            className="inline-flex h-12 items-center justify-center rounded-md border-2 border-white px-6 font-semibold text-white hover:bg-white/10"
          >
            {t('home.cta.list')}
          </Link>
        </div>
      </div>
    </section>
  );
}
