import { Link, useSearchParams } from 'react-router';
import { fetchProviders } from '../features/auth/api/operations';
import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/components/LoginForm';
import { SocialSignIn } from '../features/auth/components/SocialSignIn';
import { requireGuest } from '../features/auth/guards';
import { safeRedirect } from '../lib/forms';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/login';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

/** The configured social providers, known to the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return fetchProviders(context.api).catch(() => ({ providers: [] }));
}

/** Guests only: a signed-in visitor goes home (spec §2). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  requireGuest();
  return serverLoader();
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'auth.signInTitle')),
  { name: 'robots', content: 'noindex' },
];

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <LoginForm redirectTo={redirectTo} />
      <div className="my-6 flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-black/10" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-black/10" />
      </div>
      <SocialSignIn providers={loaderData.providers} redirectTo={redirectTo} />
      <p className="mt-6 text-center text-sm">
        {t('auth.noAccount')}{' '}
        <Link
          to={`/register${redirectTo !== '/' ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`}
          className="font-semibold text-primary hover:underline"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
