import { mdiCheckCircleOutline } from '@mdi/js';
import { Link } from 'react-router';
import { PageHeader } from '../features/pages/components/PageHeader';
import { Sections } from '../features/pages/components/Sections';
import { loadPageContent } from '../features/pages/content.server';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';
import type { Route } from './+types/about';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('pages');

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(languageFromRequest(request), 'about');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.about.title'), translate(matches, 'pages.about.description'));

/** About (spec §2): who Sefer is, what it offers, how listings stay honest. */
export default function About({ loaderData: content }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.about.title')} intro={content.intro} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10">
        <section aria-labelledby="values-title">
          <h2 id="values-title" className="sr-only">
            {t('pages.about.valuesTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {content.values.map((v) => (
              <li key={v.title} className="rounded-lg bg-surface p-5 shadow-card">
                <Icon path={mdiCheckCircleOutline} size={28} className="text-secondary" />
                <p className="mt-2 font-semibold">{v.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <Sections sections={content.sections} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/properties"
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
          >
            {t('pages.about.browse')}
          </Link>
          <Link
            to="/contact"
            className="inline-flex h-11 items-center justify-center rounded-md border border-primary px-5 font-semibold text-primary hover:bg-primary-light"
          >
            {t('pages.about.contact')}
          </Link>
        </div>
      </div>
    </>
  );
}
