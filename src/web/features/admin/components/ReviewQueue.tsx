import { mdiCheckDecagramOutline } from '@mdi/js';
import type { PendingListingsResponse, ReviewedListing } from '@shared/schemas/review';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/Toast';
import { approveListing } from '../api/review';
import { ReasonDialog } from './ReasonDialog';
import { ReviewCard, reviewHeadingId } from './ReviewCard';
import { TakeDownPanel } from './TakeDownPanel';
import { decisionError, useReject } from './use-reject';

/** The id of the queue's heading: focus lands there when the last card of a page leaves. */
const HEADING_ID = 'review-queue-heading';

/**
 * The review queue (DESIGN §4): new listings and changes to published ones (decision 028),
 * oldest first, one card per listing. A decided listing leaves the
 * page at once (and focus moves to the next one), a toast confirms, and the page is reloaded in
 * the background so that counts and pages stay true. A failure leaves the card where it was.
 */
export function ReviewQueue({
  data,
  page,
  pageSize,
}: {
  data: PendingListingsResponse;
  page: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [approving, setApproving] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const items = data.results.filter((item) => !gone.has(item.id));

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  /** Takes a decided listing off the page; focus goes to the next card, else the previous one. */
  const leave = (id: number) => {
    const at = items.findIndex((item) => item.id === id);
    const next = items[at + 1] ?? items[at - 1];
    setGone((before) => new Set(before).add(id));
    setFocusId(next ? reviewHeadingId(next.id) : HEADING_ID);
    void revalidator.revalidate();
  };

  /** A decision on something that moved since it was shown: show it again as it is now. */
  const reloadWhenMoved = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void revalidator.revalidate();
  };

  const approve = async (item: ReviewedListing) => {
    setApproving(item.id);
    setErrors(({ [item.id]: _, ...rest }) => rest);
    try {
      // What staff saw is what goes live: a change saved since is refused (409).
      await approveListing(item.id, item.review_version);
      leave(item.id);
      toast.success(
        t(item.change ? 'admin.review.changeApproved' : 'admin.review.approved', { title: item.title }),
      );
    } catch (error) {
      setErrors((before) => ({ ...before, [item.id]: decisionError(error, t) }));
      reloadWhenMoved(error);
    } finally {
      setApproving(null);
    }
  };

  const reject = useReject<ReviewedListing>(
    (item) => {
      leave(item.id);
      toast.success(
        t(item.change ? 'admin.review.changeRejected' : 'admin.review.rejected', { title: item.title }),
      );
    },
    (item) => ({ version: item.review_version }),
    reloadWhenMoved,
  );
  const refusingChange = reject.target?.change != null;

  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const pages = Math.max(1, Math.ceil(data.count / pageSize));
  const hrefFor = (n: number) => (n === 1 ? location.pathname : `${location.pathname}?page=${n}`);
  const waiting = Math.max(0, data.count - (data.results.length - items.length));
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 id={HEADING_ID} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('admin.review.heading')}
        </h2>
        <p className="text-sm text-muted">{t('admin.review.intro')}</p>
        <p className="text-sm font-medium" aria-live="polite">
          {t('admin.review.waiting', { count: waiting })}
        </p>
      </header>
      <TakeDownPanel onDone={() => void revalidator.revalidate()} />
      {loading && <Spinner label={t('admin.review.loading')} />}
      {!loading && items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg bg-surface p-10 text-center shadow-card">
          <Icon path={mdiCheckDecagramOutline} size={56} className="text-secondary/60" />
          <p className="text-lg font-semibold">{t('admin.review.empty')}</p>
          <p className="text-sm text-muted">{t('admin.review.emptyHint')}</p>
        </div>
      ) : (
        <ul className={`flex flex-col gap-5 ${loading ? 'opacity-50' : ''}`} aria-busy={loading || undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <ReviewCard
                item={item}
                approving={approving === item.id}
                error={errors[item.id] ?? null}
                onApprove={() => void approve(item)}
                onReject={() => reject.ask(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        total={pages}
        hrefFor={hrefFor}
        labels={{
          nav: t('browsePager.label'),
          previous: t('browsePager.previous'),
          next: t('browsePager.next'),
          page: (n) => t('browsePager.page', { page: n }),
        }}
      />
      <ReasonDialog
        open={reject.target !== null}
        title={t(refusingChange ? 'admin.review.rejectChangeTitle' : 'admin.review.rejectTitle', {
          title: reject.target?.title ?? '',
        })}
        confirmLabel={t('admin.review.reject')}
        busy={reject.busy}
        error={reject.error}
        onSubmit={(reason) => void reject.submit(reason)}
        onCancel={reject.cancel}
      >
        {t(refusingChange ? 'admin.review.rejectChangeIntro' : 'admin.review.rejectIntro')}
      </ReasonDialog>
    </div>
  );
}
