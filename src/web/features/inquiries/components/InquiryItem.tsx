import { mdiEmailOutline, mdiPhoneOutline, mdiSend } from '@mdi/js';
import type { LanguageCode } from '@shared/enums';
import type { Inquiry } from '@shared/schemas/inquiries';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { InquiryActions, InquiryStateBadge } from '../../leads';

/**
 * One inquiry on the /inquiries screen. Received: who wrote, how they want an answer, and
 * one-tap ways to answer (e-mail with the listing in the subject, call, Telegram). Sent: to whom
 * and about which listing.
 */
export function InquiryItem({ inquiry: initial, box }: { inquiry: Inquiry; box: 'received' | 'sent' }) {
  const { t, i18n } = useTranslation();
  // The receiver changes its state here; the server's answer replaces it.
  const [inquiry, setInquiry] = useState(initial);
  const who = box === 'received' ? inquiry.name || inquiry.sender.full_name : inquiry.recipient.full_name;
  const title = inquiry.property?.title;
  const subject = encodeURIComponent(`${t('inquiries.replySubject')}: ${title ?? ''}`.trim());
  const tel = inquiry.phone?.replace(/[^\d+]/g, '');
  const action =
    'inline-flex h-9 items-center gap-1 rounded-md border border-primary px-3 text-sm font-semibold text-primary hover:bg-primary-light';
  return (
    <article className="flex flex-col gap-3 rounded-lg bg-surface p-4 shadow-card" aria-label={who}>
      <header className="flex items-start gap-3">
        <Avatar src={null} name={who} size={40} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{box === 'received' ? who : t('inquiries.to', { name: who })}</p>
          <p className="text-sm text-muted">
            {title && inquiry.property ? (
              <Link to={`/properties/${inquiry.property.id}`} className="text-primary hover:underline">
                {title}
              </Link>
            ) : (
              t('inquiries.listingGone')
            )}
            {' · '}
            <time dateTime={inquiry.created_at}>
              {formatDate(inquiry.created_at, i18n.language as LanguageCode)}
            </time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {box === 'received' && <InquiryStateBadge state={inquiry.state} />}
          <span className="rounded-full bg-background px-2.5 py-1 text-xs font-medium text-muted">
            {t(`inquiries.prefers.${inquiry.preferred_contact}`)}
          </span>
        </div>
      </header>
      <p className="whitespace-pre-line break-words">{inquiry.message}</p>
      {box === 'received' && (
        <footer className="flex flex-wrap gap-2 border-t border-black/5 pt-3 text-sm">
          <a href={`mailto:${inquiry.email}?subject=${subject}`} className={action}>
            <Icon path={mdiEmailOutline} size={16} />
            {inquiry.email}
          </a>
          {tel && (
            <a href={`tel:${tel}`} className={action}>
              <Icon path={mdiPhoneOutline} size={16} />
              {inquiry.phone}
            </a>
          )}
          {tel && inquiry.preferred_contact === 'telegram' && (
            <a
              href={`https://t.me/${tel.startsWith('+') ? tel : `+${tel}`}`}
              className={action}
              rel="noopener noreferrer"
              target="_blank"
            >
              <Icon path={mdiSend} size={16} />
              {t('inquiries.telegram')}
            </a>
          )}
          <div className="w-full">
            <InquiryActions inquiry={inquiry} onChange={setInquiry} />
          </div>
        </footer>
      )}
    </article>
  );
}
