import type { LanguageCode } from '@shared/enums';
import type { FreshnessOutcome } from '@shared/schemas/freshness';
import type { MyPropertyItem } from '@shared/schemas/publishing';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { authTransport } from '../../auth';
import { confirmListing } from '../api';

/** The reminder e-mail goes this many days before expiry; the banner shows from then too. */
const DUE_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On a card of My Properties (decision 036): an expired listing asks "Expired — still
 * available?", one close to expiry asks to confirm before its date; either with one button.
 */
export function FreshnessBanner({
  item,
  onConfirmed,
}: {
  item: MyPropertyItem;
  onConfirmed: (outcome: FreshnessOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const expired = item.status === 'expired';
  const due =
    item.status === 'available' &&
    item.expires_at !== null &&
    Date.parse(item.expires_at) - Date.now() <= DUE_DAYS * DAY_MS;
  if (!expired && !due) return null;

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      onConfirmed(await confirmListing(authTransport, item.id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <p className="font-semibold text-ink">
        {expired ? t('freshness.expiredBanner') : t('freshness.dueBanner')}
      </p>
      <p className="text-muted" suppressHydrationWarning>
        {expired
          ? t('freshness.expiredHelp')
          : t('freshness.dueHelp', { date: formatDate(item.expires_at!, i18n.language as LanguageCode) })}
      </p>
      {failed && <p className="text-error">{t('freshness.failed')}</p>}
      <Button
        className="h-10! self-start px-4! text-sm"
        busy={busy}
        onClick={confirm}
        aria-label={t('freshness.confirmOf', { title: item.title })}
      >
        {t('freshness.confirm')}
      </Button>
    </div>
  );
}
