import type { AdminUser } from '@shared/schemas/admin';
import { useTranslation } from '../../../lib/translation';
import { Pill } from './Controls';

/** Role and verification of an account, as coloured labels (orange: verified, green: agent). */
export function UserStatus({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {user.is_agent ? (
        <Pill tone={user.is_verified_agent ? 'orange' : 'green'}>
          {t(user.is_verified_agent ? 'admin.agents.verified' : 'admin.agents.unverified')}
        </Pill>
      ) : (
        <Pill tone="grey">{t('admin.agents.notAgent')}</Pill>
      )}
      {user.is_staff && <Pill tone="blue">{t('admin.agents.staff')}</Pill>}
      {!user.is_active && <Pill tone="red">{t('admin.agents.suspended')}</Pill>}
    </span>
  );
}
