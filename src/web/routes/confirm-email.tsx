import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailLinkPage, linkMeta } from '../features/auth/components/EmailLinkPage';
import { requireSignedIn } from '../features/auth/guards';
import { i18nHandle } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/confirm-email';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

/** The link of the sign-up e-mail: only the account's signed-in owner can confirm with it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => linkMeta(matches, 'auth.confirmEmailTitle');

export default function ConfirmEmail() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.confirmEmailTitle')}>
      <EmailLinkPage kind="signup" />
    </AuthCard>
  );
}
