import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailLinkPage, linkMeta } from '../features/auth/components/EmailLinkPage';
import { requireSignedIn } from '../features/auth/guards';
import { i18nHandle } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/confirm-email-change';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

/** The link sent to a new address: the change happens when its account's owner opens it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => linkMeta(matches, 'auth.confirmChangeTitle');

export default function ConfirmEmailChange() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.confirmChangeTitle')}>
      <EmailLinkPage kind="change" />
    </AuthCard>
  );
}
