import {
  mdiCheck,
  mdiClose,
  mdiEmailOutline,
  mdiMapMarkerOutline,
  mdiOpenInNew,
  mdiPhoneOutline,
} from '@mdi/js';
import type { ReviewedListing } from '@shared/schemas/review';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { ListingFacts, ListingPrice, locationLine } from '../../properties';
import { Pill } from './Controls';
import { ExpandableText } from './ExpandableText';
import { ReviewChange } from './ReviewChange';
import { ReviewDuplicates } from './ReviewDuplicates';
import { ReviewPhotos } from './ReviewPhotos';
import { useLanguage } from './use-language';

/** Tailwind needs whole class names: the right column spans the listing and the sections under it. */
const ROW_SPAN = ['', 'xl:row-span-2', 'xl:row-span-3'] as const;

/** The id of a card's heading, where focus goes when the card before it leaves the queue. */
export const reviewHeadingId = (id: number) => `review-listing-${id}`;

/**
 * One listing waiting for review, with everything a reviewer weighs: photos, text in both
 * languages, price, place and size, who published it and how to reach them; then Approve and
 * Reject. Photos | listing | publisher and actions side by side on a wide screen, stacked on a phone.
 * A change to a published listing shows the published version, then what changes, before and
 * after (decision 028); Approve and Reject act on the change.
 */
export function ReviewCard({
  item,
  approving,
  error,
  onApprove,
  onReject,
}: {
  item: ReviewedListing;
  approving: boolean;
  error: string | null;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const place = locationLine(item, lang);
  const who = item.publisher;
  const name = who.full_name || who.username;
  const change = item.change;
  const duplicates = item.possible_duplicates;
  // The publisher and the buttons keep the right column beside every section under the listing.
  const below = (change ? 1 : 0) + (duplicates.length ? 1 : 0);
  return (
    <article
      aria-labelledby={reviewHeadingId(item.id)}
      className="grid overflow-hidden rounded-lg bg-surface shadow-card md:grid-cols-[300px_1fr] xl:grid-cols-[300px_1fr_280px]"
    >
      <ReviewPhotos images={item.images} title={item.title} />
      <div className="flex min-w-0 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <Pill tone="blue">{t(`propertyTypes.${item.property_type}`)}</Pill>
          <Pill tone={item.listing_type === 'sale' ? 'orange' : 'green'}>
            {t(`listingTypes.${item.listing_type}`)}
          </Pill>
          {change && <Pill tone="orange">{t('admin.review.change.badge')}</Pill>}
          {duplicates.length > 0 && <Pill tone="orange">{t('admin.review.duplicates.badge')}</Pill>}
          <span>{t('admin.review.listingNumber', { id: item.id })}</span>
          <span>
            {change && item.change_review
              ? t('admin.review.change.submitted', {
                  date: formatDate(item.change_review.submitted_at, lang),
                })
              : t('admin.review.submitted', { date: formatDate(item.created_at, lang) })}
          </span>
        </div>
        <h3
          id={reviewHeadingId(item.id)}
          tabIndex={-1}
          className="text-lg font-semibold leading-snug outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {item.title}
        </h3>
        {item.title_am && (
          <p lang="am" className="-mt-1 font-medium text-ink/80">
            {item.title_am}
          </p>
        )}
        <ListingPrice property={item} />
        <p className="flex items-start gap-1 text-sm text-muted">
          <Icon path={mdiMapMarkerOutline} size={16} className="mt-0.5 shrink-0" />
          <span>
            {place || t('card.locationNotSpecified')}
            {item.address && <span className="block text-ink/80">{item.address}</span>}
          </span>
        </p>
        <ListingFacts property={item} />
        <ExpandableText text={item.description} />
        {item.description_am && <ExpandableText text={item.description_am} lang="am" />}
        <a
          href={`/properties/${item.id}`}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          {t(change ? 'admin.review.change.openPage' : 'admin.review.openPage')}
          <Icon path={mdiOpenInNew} size={16} />
          <span className="sr-only">{t('admin.review.newTab')}</span>
        </a>
      </div>
      {change && (
        // Under the photos and the listing; the publisher and the buttons keep the right column.
        <div className="border-t border-black/10 p-4 md:col-span-2">
          <ReviewChange id={item.id} change={change} />
        </div>
      )}
      {duplicates.length > 0 && (
        <div className="border-t border-black/10 p-4 md:col-span-2">
          <ReviewDuplicates title={item.title} duplicates={duplicates} />
        </div>
      )}
      <div
        className={`flex flex-col gap-3 border-t border-black/10 p-4 md:col-span-2 xl:col-span-1 xl:col-start-3 xl:row-start-1 xl:border-t-0 xl:border-l ${ROW_SPAN[below]}`}
      >
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('admin.review.publisher')}
          </h4>
          <Link
            to={`/admin/agents/${who.id}`}
            className="mt-1 block font-semibold text-primary hover:underline"
          >
            {name}
          </Link>
          <p className="text-xs text-muted">
            @{who.username} · {t('admin.review.memberSince', { date: formatDate(who.date_joined, lang) })}
          </p>
          <div className="mt-1.5">
            {who.is_agent ? (
              <Pill tone={who.is_verified_agent ? 'orange' : 'green'}>
                {t(who.is_verified_agent ? 'admin.review.verifiedAgent' : 'admin.review.unverifiedAgent')}
              </Pill>
            ) : (
              <Pill tone="grey">{t('admin.agents.notAgent')}</Pill>
            )}
          </div>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {who.phone_number && (
              <li>
                <a
                  href={`tel:${who.phone_number.replace(/\s/g, '')}`}
                  className="inline-flex items-center gap-1 hover:underline"
                >
                  <Icon path={mdiPhoneOutline} size={16} className="text-muted" />
                  {who.phone_number}
                </a>
              </li>
            )}
            <li className="min-w-0">
              <a
                href={`mailto:${who.email}`}
                className="inline-flex max-w-full items-center gap-1 hover:underline"
              >
                <Icon path={mdiEmailOutline} size={16} className="shrink-0 text-muted" />
                <span className="truncate">{who.email}</span>
              </a>
            </li>
          </ul>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="mt-auto grid grid-cols-2 gap-2 xl:grid-cols-1">
          <Button
            onClick={onApprove}
            busy={approving}
            aria-label={t(change ? 'admin.review.change.approveOf' : 'admin.review.approveOf', {
              title: item.title,
            })}
          >
            <Icon path={mdiCheck} size={18} />
            {t(change ? 'admin.review.change.approve' : 'admin.review.approve')}
          </Button>
          <Button
            variant="ghost"
            onClick={onReject}
            disabled={approving}
            aria-label={t(change ? 'admin.review.change.rejectOf' : 'admin.review.rejectOf', {
              title: item.title,
            })}
            className="border border-error/60 text-error! hover:bg-error/5!"
          >
            <Icon path={mdiClose} size={18} />
            {t(change ? 'admin.review.change.reject' : 'admin.review.reject')}
          </Button>
        </div>
      </div>
    </article>
  );
}
