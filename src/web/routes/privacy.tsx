import { useTranslation } from 'react-i18next';
import { LegalPage } from '../features/pages/components/LegalPage';
import { loadPageContent } from '../features/pages/content.server';
import { languageFromRequest } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/privacy';

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
