import { mdiFlagOutline } from '@mdi/js';
import { REPORT_MESSAGE_MAX, REPORT_REASONS, type ReportReason } from '@shared/reports';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { authTransport } from '../../auth';

// The form's call and its schemas (zod) load when a report is sent, not with the listing's page
// (decision 019's first-load budget).
const reportsApi = () => import('../api');

/**
 * "Report this listing" on the detail page (decision 037), signed in or not: a reason, words for
 * "other", sent once. Opens in place, so the page carries no dialog code until asked.
 */
export function ReportListing({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<'idle' | 'sent' | 'limited' | 'failed' | 'missing'>('idle');

  if (state === 'sent') return <Alert tone="success">{t('reports.thanks')}</Alert>;
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 self-start text-sm text-muted underline-offset-2 hover:text-error hover:underline"
      >
        <Icon path={mdiFlagOutline} size={16} />
        {t('reports.open')}
      </button>
    );

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason || (reason === 'other' && !message.trim())) {
      setState('missing');
      return;
    }
    setBusy(true);
    try {
      const { reportListing } = await reportsApi();
      await reportListing(authTransport, propertyId, { reason, message });
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'limited' : 'failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={send}
      className="flex flex-col gap-3 rounded-lg border border-black/10 bg-surface p-4"
      noValidate
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('reports.title')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="mt-0.5"
            />
            {t(`reports.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        {reason === 'other' ? t('reports.messageRequired') : t('reports.message')}
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={REPORT_MESSAGE_MAX}
          rows={3}
          className="rounded-md border border-black/20 px-3 py-2 text-base"
        />
      </label>
      {state === 'missing' && <Alert tone="error">{t('reports.missing')}</Alert>}
      {state === 'limited' && <Alert tone="error">{t('reports.limited')}</Alert>}
      {state === 'failed' && <Alert tone="error">{t('reports.failed')}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" variant="danger" busy={busy}>
          {t('reports.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('reports.cancel')}
        </Button>
      </div>
    </form>
  );
}
