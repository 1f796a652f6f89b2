import { mdiClockFast } from '@mdi/js';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

/** "Usually replies within N hours" (decision 040), when the server knows (five inquiries in 60 days). */
export function ReplyTime({ hours }: { hours: number | null | undefined }) {
  const { t } = useTranslation();
  if (hours === null || hours === undefined) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-success" data-testid="reply-time">
      <Icon path={mdiClockFast} size={16} className="shrink-0" />
      {t('leads.response.usually', { count: hours })}
    </p>
  );
}
