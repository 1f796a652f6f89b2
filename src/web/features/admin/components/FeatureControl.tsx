import type { AdminListing } from '@shared/schemas/admin';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/Toast';
import { featureListing, unfeatureListing } from '../api/featuring';
import { Pill } from './Controls';
import { useLanguage } from './use-language';

type Featurable = Pick<
  AdminListing,
  'id' | 'title' | 'status' | 'review_state' | 'is_featured' | 'featured_until'
>;

/** Today in Addis Ababa (UTC+3 all year), as a date input's value: the earliest end date. */
const todayInAddis = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * Staff featuring of one listing (decision 041): its state ("Featured until 12 Dec 2026",
 * "Featured" without an end), and either "Stop featuring" or an end date (optional: empty means
 * until staff stop it) with "Feature". Only a published listing on show can be featured; the
 * server says so too. Each change is in the audit log; the page's data is read again after it.
 */
export function FeatureControl({ listing }: { listing: Featurable }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const dateId = useId();
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const featurable = listing.review_state === 'approved' && listing.status === 'available';

  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      toast.success(done);
      setUntil('');
      await revalidator.revalidate();
    } catch (err) {
      const untilRefused = err instanceof ApiError && err.status === 400 && 'until' in (err.body as object);
      setError(t(untilRefused ? 'admin.featuring.pastDate' : 'admin.featuring.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (listing.is_featured)
    return (
      <div className="flex flex-col items-start gap-1" data-testid={`featuring-${listing.id}`}>
        <Pill tone="orange">
          {listing.featured_until
            ? t('admin.featuring.until', { date: formatDate(listing.featured_until, lang) })
            : t('admin.featuring.noEnd')}
        </Pill>
        <Button
          variant="ghost"
          busy={busy}
          onClick={() =>
            void run(
              () => unfeatureListing(listing.id),
              t('admin.featuring.stopped', { title: listing.title }),
            )
          }
          aria-label={t('admin.featuring.stopOf', { title: listing.title })}
          className="h-9 whitespace-nowrap border border-ink/20 px-3 text-sm"
        >
          {t('admin.featuring.stop')}
        </Button>
        {error && (
          <p role="alert" className="text-xs text-error">
            {error}
          </p>
        )}
      </div>
    );
  if (!featurable) return null;
  return (
    <form
      className="flex flex-col items-start gap-1"
      data-testid={`featuring-${listing.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          () => featureListing(listing.id, until || null),
          t('admin.featuring.started', { title: listing.title }),
        );
      }}
    >
      <label htmlFor={dateId} className="text-xs text-muted">
        {t('admin.featuring.untilLabel')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={dateId}
          type="date"
          min={todayInAddis()}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          className="h-9 rounded-md border border-ink/20 bg-surface px-2 text-sm"
        />
        <Button
          type="submit"
          variant="secondary"
          busy={busy}
          aria-label={t('admin.featuring.featureOf', { title: listing.title })}
          className="h-9 whitespace-nowrap px-3 text-sm"
        >
          {t('admin.featuring.feature')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </form>
  );
}
