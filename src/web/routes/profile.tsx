import { UserBadgeInline } from '../app/UserBadgeInline';
import { useAuth } from '../features/auth/AuthProvider';
import { fetchMe } from '../features/auth/api/operations';
import { requireSignedIn } from '../features/auth/guards';
import { authTransport } from '../features/auth/transport';
import { ChangePasswordForm } from '../features/profile/components/ChangePasswordForm';
import { EmailSettings } from '../features/profile/components/EmailSettings';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { PageSpinner } from '../ui/PageSpinner';
import type { Route } from './+types/profile';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('account', 'forms');

/** Signed-in users only (spec §2 guard); the profile comes from the API with the user's token. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return fetchMe(authTransport);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(matches, 'profile.title')),
  { name: 'robots', content: 'noindex' },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user: sessionUser } = useAuth();
  const user = sessionUser ?? loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
        <UserBadgeInline user={user} />
      </div>
      <div className="rounded-xl bg-surface p-6 shadow-card">
        <p className="mb-4 text-sm text-muted">
          {t('profile.username')}: <span className="font-medium text-ink">{user.username}</span>
        </p>
        <ProfileForm user={user} />
      </div>
      <section aria-labelledby="profile-email" className="mt-8 rounded-xl bg-surface p-6 shadow-card">
        <h2 id="profile-email" className="mb-4 text-lg font-semibold">
          {t('profile.emailTitle')}
        </h2>
        <EmailSettings user={user} />
      </section>
      <section aria-labelledby="profile-password" className="mt-8 rounded-xl bg-surface p-6 shadow-card">
        <h2 id="profile-password" className="mb-4 text-lg font-semibold">
          {t('profile.changePassword')}
        </h2>
        <ChangePasswordForm />
      </section>
    </section>
  );
}
