import { mdiFacebook, mdiGoogle } from '@mdi/js';
import type { SocialProvider } from '@shared/schemas/auth';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

const ICONS: Record<SocialProvider, string> = { google: mdiGoogle, facebook: mdiFacebook };
export const SOCIAL_REDIRECT_KEY = 'sefer.socialRedirect';

/**
 * The configured providers as buttons (a full-page visit to the API, which sends the browser on
 * to the provider); with none configured, the spec's "coming soon" text (DESIGN §4) — without its
 * "contact support to create an account", which is not true where the page offers registration.
 */
export function SocialSignIn({
  providers,
  redirectTo,
}: {
  providers: Array<{ id: SocialProvider; name: string }>;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  if (!providers.length) {
    return (
      <p className="rounded-md bg-background px-4 py-3 text-center text-sm text-muted">
        {t('auth.socialComingSoon')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {providers.map((p) => (
        <a
          key={p.id}
          href={`/api/users/auth/${p.id}/`}
          onClick={() => sessionStorage.setItem(SOCIAL_REDIRECT_KEY, redirectTo)}
          className="flex h-11 items-center justify-center gap-2 rounded-md border border-black/20 font-semibold hover:bg-background"
        >
          <Icon path={ICONS[p.id]} size={20} />
          {t('auth.continueWith', { provider: p.name })}
        </a>
      ))}
    </div>
  );
}
