import { SOCIAL_PROVIDERS, type SocialProvider } from '@shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { accountFailure } from '../features/auth/account-errors';
import { completeSocialSignIn } from '../features/auth/api/operations';
import { AuthCard } from '../features/auth/components/AuthCard';
import { SOCIAL_REDIRECT_KEY } from '../features/auth/components/SocialSignIn';
import { requireGuest } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { ApiError } from '../lib/api';
import { safeRedirect } from '../lib/forms';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import type { Route } from './+types/auth-callback';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

export async function clientLoader() {
  requireGuest();
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'auth.signInTitle')),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** Answers that mean "an account already has this address", each with its own advice. */
const ACCOUNT_CONFLICTS = new Set(['conflict', 'email_not_confirmed']);

const FAILED: Record<SocialProvider, string> = {
  google: 'auth.googleFailed',
  facebook: 'auth.facebookFailed',
};

/** Where the provider sends the browser back: exchanges the code for a session (spec §4). */
export default function AuthCallback() {
  const { t } = useTranslation();
  const { provider } = useParams();
  const [params] = useSearchParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<{ message: string; known: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code can be exchanged once only: never twice, even if the effect runs again.
    if (started.current) return;
    started.current = true;
    const known = SOCIAL_PROVIDERS.find((p) => p === provider);
    const code = params.get('code');
    const state = params.get('state');
    if (!known || !code || !state || params.get('error')) {
      setFailed({ message: known ? t(FAILED[known]) : t('auth.oauthFailed'), known: false });
      return;
    }
    completeSocialSignIn(authTransport, known, code, state)
      .then((pair) => auth.signIn(pair))
      .then(() => {
        const target = safeRedirect(sessionStorage.getItem(SOCIAL_REDIRECT_KEY));
        sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
        navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        // An account already has this address: say what to do about it (decision 029).
        const explained = error instanceof ApiError && ACCOUNT_CONFLICTS.has(error.code ?? '');
        setFailed({
          message: explained ? accountFailure(error, t, t(FAILED[known])) : t(FAILED[known]),
          known: explained,
        });
      });
  }, [provider, params, auth, navigate, t]);

  return (
    <AuthCard title={t('auth.signInTitle')}>
      {failed ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">
            <p className="font-semibold">{failed.message}</p>
            {!failed.known && <p>{t('auth.socialFailedHint')}</p>}
          </Alert>
          <Link to="/login" className="text-center font-semibold text-primary hover:underline">
            {t('auth.backToSignIn')}
          </Link>
          {failed.known && (
            <Link to="/forgot-password" className="text-center font-semibold text-primary hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          )}
        </div>
      ) : (
        <Spinner label={t('auth.signingIn')} />
      )}
    </AuthCard>
  );
}
