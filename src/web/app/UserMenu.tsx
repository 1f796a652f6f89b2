import {
  mdiAccountOutline,
  mdiEmailOutline,
  mdiHeartOutline,
  mdiHomeCityOutline,
  mdiLogout,
  mdiShieldAccountOutline,
} from '@mdi/js';
import type { CurrentUser } from '@shared/schemas/users';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { useNewInquiries } from '../features/leads/use-new-inquiries';
import { useTranslation } from '../lib/translation';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import { userLinks } from './nav-links';
import { UserBadgeInline } from './UserBadgeInline';

const ICONS: Record<string, string> = {
  '/profile': mdiAccountOutline,
  '/saved-properties': mdiHeartOutline,
  '/my-properties': mdiHomeCityOutline,
  '/inquiries': mdiEmailOutline,
  '/admin': mdiShieldAccountOutline,
};

/**
 * The avatar menu of spec §2: picture or initials, name, e-mail, the Agent / Verified Agent badge,
 * links by role, Logout. Loaded only for signed-in users (it is not in a visitor's first load).
 */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const fresh = useNewInquiries();
  const badge = fresh > 0 ? t('user.newLeadsBadge', { count: fresh }) : '';
  const item =
    'flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-primary-light';
  return (
    <DropdownMenu.Root>
      {/* Named by hidden text, not aria-label: the initials shown are not part of the name, and a
          label that leaves out visible text fails WCAG 2.5.3. */}
      <DropdownMenu.Trigger className="relative rounded-full">
        <Avatar src={user.profile_picture} name={user.full_name} size={40} />
        <span className="sr-only">
          {t('user.menu', { name: user.full_name || user.username })}
          {badge && `, ${badge}`}
        </span>
        {fresh > 0 && (
          <span
            aria-hidden="true"
            data-testid="new-inquiries-badge"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-white"
          >
            {fresh}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] w-72 rounded-lg bg-surface p-2 shadow-raised ring-1 ring-black/5"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar src={user.profile_picture} name={user.full_name} size={44} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.full_name || user.username}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
              <UserBadgeInline user={user} />
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-black/10" />
          {userLinks(user).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={item}>
              <Link to={link.to}>
                <Icon path={ICONS[link.to] ?? mdiAccountOutline} size={20} className="text-muted" />
                {t(link.key)}
                {link.to === '/inquiries' && fresh > 0 && (
                  <span className="ml-auto rounded-full bg-accent px-2 text-xs font-bold text-white">
                    <span aria-hidden="true">{fresh}</span>
                    <span className="sr-only">{badge}</span>
                  </span>
                )}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-black/10" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            <Icon path={mdiLogout} size={20} className="text-muted" />
            {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
