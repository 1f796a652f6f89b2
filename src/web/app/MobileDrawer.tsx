import { mdiClose } from '@mdi/js';
import { LAYOUT } from '@shared/constants';
import { useId } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { useTranslation } from '../lib/translation';
import { Avatar } from '../ui/Avatar';
import { Drawer } from '../ui/Drawer';
import { Icon } from '../ui/Icon';
import { DataSaverSwitch } from './DataSaverSwitch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_LINKS, userLinks } from './nav-links';
import { UserBadgeInline } from './UserBadgeInline';

/** The right-side drawer of spec §2 (width 280): the header's links; any link click closes it. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex h-12 items-center rounded-md px-3 font-medium ${isActive ? 'bg-primary-light text-primary' : 'text-ink hover:bg-background'}`;
  return (
    <Drawer open={open} onClose={onClose} width={LAYOUT.drawerWidth} labelledBy={titleId}>
      <div className="flex h-full flex-col gap-2 overflow-y-auto p-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold text-primary-dark">
            {t('app.name')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-background"
            aria-label={t('app.closeMenu')}
          >
            <Icon path={mdiClose} />
          </button>
        </div>
        <nav aria-label={t('app.mainNavigation')}>
          <ul className="flex flex-col gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onClose} className={linkClass}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {!user && (
              <li>
                <NavLink to="/login" onClick={onClose} className={linkClass}>
                  {t('nav.login')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        {user && (
          <nav aria-label={t('user.account')} className="border-t border-black/10 pt-3">
            <div className="mb-2 flex items-center gap-3 px-3">
              <Avatar src={user.profile_picture} name={user.full_name} size={40} />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.full_name || user.username}</p>
                <p className="truncate text-sm text-muted">{user.email}</p>
                <UserBadgeInline user={user} />
              </div>
            </div>
            <ul className="flex flex-col gap-1">
              {user.is_agent && (
                <li>
                  <NavLink to="/add-property" onClick={onClose} className={linkClass}>
                    {t('user.addProperty')}
                  </NavLink>
                </li>
              )}
              {userLinks(user).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={onClose} className={linkClass}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="flex h-12 w-full items-center rounded-md px-3 text-left font-medium text-ink hover:bg-background"
                  onClick={() => {
                    onClose();
                    void signOut().then(() => navigate('/'));
                  }}
                >
                  {t('user.logout')}
                </button>
              </li>
            </ul>
          </nav>
        )}
        <div className="mt-2 flex flex-col gap-2 border-t border-black/10 pt-3">
          <LanguageSwitcher />
          <DataSaverSwitch />
        </div>
      </div>
    </Drawer>
  );
}
