import { mdiCheckDecagram } from '@mdi/js';
import type { CurrentUser } from '@shared/schemas/users';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';

/** 'Verified Agent' in orange, 'Agent' in green (spec §2); nothing for other users. */
export function UserBadgeInline({ user }: { user: Pick<CurrentUser, 'is_agent' | 'is_verified_agent'> }) {
  const { t } = useTranslation();
  if (!user.is_agent) return null;
  return (
    <span
      className={`mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-white ${user.is_verified_agent ? 'bg-accent' : 'bg-secondary'}`}
    >
      {user.is_verified_agent && <Icon path={mdiCheckDecagram} size={12} />}
      {t(user.is_verified_agent ? 'user.verifiedAgent' : 'user.agent')}
    </span>
  );
}
