import { Link } from 'react-router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/auth/components/PasswordResetForms';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/forgot-password';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(translate(matches, 'auth.forgotTitle'));

export default function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-primary hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
