import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { requireGuest } from '../features/auth/guards';
import { safeRedirect } from '../lib/forms';
import { pageMeta, translate } from '../lib/seo';
import type { Route } from './+types/register';

export async function clientLoader() {
  requireGuest();
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(translate(matches, 'auth.registerTitle'));

export default function Register() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <RegisterForm redirectTo={safeRedirect(params.get('redirect'))} />
      <p className="mt-6 text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-primary hover:underline">
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
