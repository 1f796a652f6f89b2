import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/PasswordResetForms';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { Alert } from '../ui/Alert';
import type { Route } from './+types/reset-password';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'auth.resetTitle')),
  // The link carries a secret: keep it out of search engines and referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  return (
    <AuthCard title={t('auth.resetTitle')}>
      {uid && token ? (
        <ResetPasswordForm uid={uid} token={token} />
      ) : (
        <Alert tone="error">
          {t('auth.resetLinkInvalid')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.askNewLink')}
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
