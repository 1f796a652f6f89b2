import { Link } from 'react-router';
import { FaqList } from '../features/pages/components/FaqList';
import { PageHeader } from '../features/pages/components/PageHeader';
import { loadPageContent } from '../features/pages/content.server';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { JsonLd } from '../lib/JsonLd';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/faq';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('pages');

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(languageFromRequest(request), 'faq');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.faq.title'), translate(matches, 'pages.faq.description'));

/** FAQ (spec §2) with its search, and every question as FAQPage structured data for search engines. */
export default function Faq({ loaderData: content }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.faq.title')} intro={t('pages.faq.intro')} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <FaqList content={content} />
        <aside className="mt-12 rounded-lg bg-primary-light p-6">
          <h2 className="text-lg font-semibold">{t('pages.faq.moreTitle')}</h2>
          <p className="mt-1 text-muted">{t('pages.faq.moreText')}</p>
          <Link
            to="/contact"
            className="mt-4 inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
          >
            {t('pages.faq.moreLink')}
          </Link>
        </aside>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: content.categories.flatMap((c) =>
            c.items.map((item) => ({
              '@type': 'Question',
              name: item.q,
              acceptedAnswer: { '@type': 'Answer', text: item.a },
            })),
          ),
        }}
      />
    </>
  );
}
