import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { RegisteredNotice } from '../features/auth/components/RegisteredNotice';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { requireGuest } from '../features/auth/guards';
import { safeRedirect } from '../lib/forms';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/register';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

export async function clientLoader() {
  requireGuest();
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(translate(matches, 'auth.registerTitle'));

export default function Register() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState<string | null>(null);
  const redirectTo = safeRedirect(params.get('redirect'));
  // The result replaces a long form: show it from its top, not where the submit button was.
  useEffect(() => {
    if (registered) window.scrollTo(0, 0);
  }, [registered]);
  if (registered) {
    return (
      <AuthCard title={t('auth.registeredTitle')}>
        <RegisteredNotice email={registered} redirectTo={redirectTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <RegisterForm onRegistered={setRegistered} />
      <p className="mt-6 text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-primary hover:underline">
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
