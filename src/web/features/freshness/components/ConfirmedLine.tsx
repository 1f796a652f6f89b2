import { mdiCheckDecagram } from '@mdi/js';
import type { LanguageCode } from '@shared/enums';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { daysSince, RECENT_DAYS } from '../confirmed';

/**
 * "Confirmed 3 days ago" on cards and the detail, its date (Ethiopian calendar for am and ti) as
 * the tooltip, and the "Recently confirmed" mark within 7 days (decision 036). The count of days
 * is the reader's: the server's HTML may say one day less at midnight, hence no hydration warning.
 */
export function ConfirmedLine({ at, className = '' }: { at: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const days = daysSince(at);
  const recent = days <= RECENT_DAYS;
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted ${className}`}
      title={formatDate(at, i18n.language as LanguageCode)}
      suppressHydrationWarning
    >
      {recent && (
        <span className="inline-flex items-center gap-1 rounded bg-success/10 px-1.5 py-0.5 font-semibold text-success-dark">
          <Icon path={mdiCheckDecagram} size={14} />
          {t('freshness.recent')}
        </span>
      )}
      <span suppressHydrationWarning>
        {days === 0 ? t('freshness.confirmedToday') : t('freshness.confirmedAgo', { count: days })}
      </span>
    </p>
  );
}
