import { mdiCheck, mdiEmailFastOutline } from '@mdi/js';
import type { InquiryState } from '@shared/leads';
import type { Inquiry } from '@shared/schemas/inquiries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { toast } from '../../../ui/Toast';
import { authTransport } from '../../auth';
import { replyToInquiry, setInquiryState } from '../api';
import { INQUIRIES_CHANGED } from '../use-new-inquiries';

const STATE_STYLE: Record<InquiryState, string> = {
  new: 'bg-accent text-white',
  contacted: 'bg-primary-light text-primary-dark',
  closed: 'bg-background text-muted',
};

/** The state of a received inquiry, shown on it. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${STATE_STYLE[state]}`}
      data-testid="inquiry-state"
    >
      {t(`leads.inbox.${state}`)}
    </span>
  );
}

const button = 'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-semibold disabled:opacity-50';

/**
 * The receiver's one-tap changes of state and the e-mail reply (decision 040); each answer from the
 * server replaces the inquiry, and the header's count is told.
 */
export function InquiryActions({ inquiry, onChange }: { inquiry: Inquiry; onChange: (i: Inquiry) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const changed = (next: Inquiry) => {
    onChange(next);
    window.dispatchEvent(new Event(INQUIRIES_CHANGED));
  };
  const mark = async (state: InquiryState) => {
    setBusy(true);
    try {
      changed(await setInquiryState(authTransport, inquiry.id, state));
    } catch {
      toast.error(t('leads.inbox.stateFailed'));
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      changed(await replyToInquiry(authTransport, inquiry.id, message));
      setMessage('');
      toast.success(t('leads.inbox.sent'));
    } catch {
      toast.error(t('leads.inbox.replyFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {inquiry.state === 'new' && (
          <button
            type="button"
            disabled={busy}
            className={`${button} bg-primary text-white hover:bg-primary-dark`}
            onClick={() => void mark('contacted')}
          >
            <Icon path={mdiCheck} size={16} />
            {t('leads.inbox.markContacted')}
          </button>
        )}
        {inquiry.state !== 'closed' ? (
          <button
            type="button"
            disabled={busy}
            className={`${button} border border-ink/20 text-ink hover:bg-background`}
            onClick={() => void mark('closed')}
          >
            {t('leads.inbox.markClosed')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={`${button} border border-ink/20 text-ink hover:bg-background`}
            onClick={() => void mark('new')}
          >
            {t('leads.inbox.reopen')}
          </button>
        )}
      </div>
      <details className="rounded-md border border-ink/15">
        <summary className="flex min-h-10 cursor-pointer items-center gap-2 px-3 text-sm font-semibold text-primary">
          <Icon path={mdiEmailFastOutline} size={18} />
          {t('leads.inbox.reply')}
        </summary>
        <form
          className="flex flex-col gap-2 px-3 pb-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (message.trim().length >= 2) void send();
          }}
        >
          <label className="text-sm font-medium" htmlFor={`reply-${inquiry.id}`}>
            {t('leads.inbox.replyLabel')}
          </label>
          <textarea
            id={`reply-${inquiry.id}`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={4}
            maxLength={5000}
            required
            className="rounded-md border border-ink/30 p-2"
          />
          <button
            type="submit"
            disabled={busy || message.trim().length < 2}
            className={`${button} self-start bg-primary text-white hover:bg-primary-dark`}
          >
            {t('leads.inbox.send')}
          </button>
        </form>
      </details>
    </div>
  );
}
