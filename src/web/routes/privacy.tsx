import { LegalPage } from '../features/pages/components/LegalPage';
import { loadPageContent } from '../features/pages/content.server';
import { i18nHandle, languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/privacy';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('pages');

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageContent(languageFromRequest(request), 'privacy');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.privacy.title'), translate(matches, 'pages.privacy.description'));

/** Privacy Policy (DESIGN §4 unshown screens). */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <LegalPage title={t('pages.privacy.title')} content={loaderData} />;
}
