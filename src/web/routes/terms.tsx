import { useTranslation } from 'react-i18next';
import { LegalPage } from '../features/pages/components/LegalPage';
import { loadPageContent } from '../features/pages/content.server';
import { languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/terms';

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(languageFromRequest(request), 'terms');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.terms.title'), translate(matches, 'pages.terms.description'));

/** Terms of Service (DESIGN §4 unshown screens). */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <LegalPage title={t('pages.terms.title')} content={loaderData} />;
}
