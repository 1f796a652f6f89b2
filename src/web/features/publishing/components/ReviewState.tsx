import {
  mdiAlertCircleOutline,
  mdiCheckCircleOutline,
  mdiClockOutline,
  mdiFileDocumentEditOutline,
} from '@mdi/js';
import type { MyPropertyItem } from '@shared/schemas/publishing';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

type Review = Pick<MyPropertyItem, 'review_state' | 'rejection_reason' | 'status' | 'change_review'>;

const LOOK = {
  pending: { className: 'bg-[#fff4d6] text-[#7a4d00]', icon: mdiClockOutline },
  approved: { className: 'bg-secondary-light text-secondary', icon: mdiCheckCircleOutline },
  rejected: { className: 'bg-[#fdecea] text-error', icon: mdiAlertCircleOutline },
  change: { className: 'bg-[#fff4d6] text-[#7a4d00]', icon: mdiFileDocumentEditOutline },
  /** Not confirmed in time (decision 036): hidden until its owner confirms it. */
  expired: { className: 'bg-[#fff4d6] text-[#7a4d00]', icon: mdiClockOutline },
} as const;

/** A published listing with changes waiting for staff (decision 028). */
const changeWaits = (item: Review) =>
  item.review_state === 'approved' && item.change_review?.state === 'pending';

/** A published listing whose last changes staff refused: the approved version stays online. */
const changeRefused = (item: Review) =>
  item.review_state === 'approved' && item.change_review?.state === 'rejected';

/**
 * Where a listing is in staff review (DESIGN §4): pending review, published, or rejected; a
 * published listing with changes waiting for review says so. A published listing that is no
 * longer available says that instead (sold, rented, off the market).
 */
export function ReviewBadge({ item }: { item: Review }) {
  const { t } = useTranslation();
  const [look, label] = changeWaits(item)
    ? [LOOK.change, t('reviewState.changePending')]
    : [
        item.status === 'expired' ? LOOK.expired : LOOK[item.review_state],
        item.review_state === 'approved' && item.status !== 'available' && item.status !== 'pending'
          ? t(`listingStatus.${item.status}`)
          : t(`reviewState.${item.review_state}`),
      ];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-card ${look.className}`}
    >
      <Icon path={look.icon} size={14} />
      {label}
    </span>
  );
}

/** The staff's reason for a rejection, and what to do about it. */
function RejectionReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-error/30 bg-error/5 px-3 py-2 text-sm">
      <p className="font-semibold text-error">{t('reviewState.rejectedReason')}</p>
      <p className="mt-0.5 whitespace-pre-line text-ink">{reason || t('reviewState.noReason')}</p>
      <p className="mt-1 text-muted">{t('reviewState.fixAndResubmit')}</p>
    </div>
  );
}

/** Why staff refused the last changes of a published listing, which stays online as approved. */
function ChangeRejectionReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-error/30 bg-error/5 px-3 py-2 text-sm">
      <p className="font-semibold text-error">{t('reviewState.changeRejectedReason')}</p>
      <p className="mt-0.5 whitespace-pre-line text-ink">{reason || t('reviewState.noReason')}</p>
      <p className="mt-1 text-muted">{t('reviewState.changeRejectedHint')}</p>
    </div>
  );
}

/** On a card of My Properties: the reason of a rejection, of the listing or of its last changes. */
export function ReviewReason({ item }: { item: Review }) {
  if (item.review_state === 'rejected') return <RejectionReason reason={item.rejection_reason} />;
  if (changeRefused(item)) return <ChangeRejectionReason reason={item.change_review!.rejection_reason} />;
  return null;
}

function WaitingNotice({ text }: { text: string }) {
  return (
    <p className="mb-6 flex items-center gap-2 rounded-md bg-[#fff4d6] px-3 py-2 text-sm text-[#7a4d00]">
      <Icon path={mdiClockOutline} size={18} className="shrink-0" />
      {text}
    </p>
  );
}

/** Above the edit form: why it was rejected, that it is still waiting, or that its changes are. */
export function ReviewNotice({ item }: { item: Review }) {
  const { t } = useTranslation();
  if (item.review_state === 'rejected') {
    return (
      <div className="mb-6">
        <RejectionReason reason={item.rejection_reason} />
      </div>
    );
  }
  if (item.review_state === 'pending') return <WaitingNotice text={t('reviewState.pendingNotice')} />;
  if (changeWaits(item)) return <WaitingNotice text={t('reviewState.changePendingNotice')} />;
  if (changeRefused(item)) {
    return (
      <div className="mb-6">
        <ChangeRejectionReason reason={item.change_review!.rejection_reason} />
      </div>
    );
  }
  return null;
}
