import { mdiPlus } from '@mdi/js';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { useSessionHint } from '../features/auth/session';
import { useTranslation } from '../lib/translation';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';

const UserMenu = lazy(() => import('./UserMenu'));

/**
 * The account corner of the header: Login for guests; for signed-in users the avatar menu, and
 * for agents the 'Add property' button (spec §2). Until the session is known, a placeholder of the
 * avatar's size when the cookie says a session probably exists, so nothing jumps.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const sessionHint = useSessionHint();
  if (status === 'authenticated' && user) {
    return (
      <div className="flex items-center gap-3">
        {user.is_agent && (
          <Link
            to="/add-property"
            className="hidden h-10 items-center gap-1 rounded-md bg-accent px-2.5 text-sm font-semibold text-white hover:brightness-110 lg:flex xl:px-3"
          >
            <Icon path={mdiPlus} size={18} />
            {/* Beside the tabs at 1024 px the label does not fit in every language: the icon stays, named. */}
            <span className="sr-only xl:not-sr-only">{t('user.addProperty')}</span>
          </Link>
        )}
        <Suspense fallback={<Avatar src={user.profile_picture} name={user.full_name} size={40} />}>
          <UserMenu user={user} />
        </Suspense>
      </div>
    );
  }
  if (status === 'loading' || (status === 'unknown' && sessionHint)) {
    return <span className="block h-10 w-10 animate-pulse rounded-full bg-background" aria-hidden="true" />;
  }
  return (
    <Link
      to="/login"
      className="hidden h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark md:flex"
    >
      {t('nav.login')}
    </Link>
  );
}
