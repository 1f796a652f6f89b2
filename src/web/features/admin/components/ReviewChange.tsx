import type { MaterialChange } from '@shared/listing-changes';
import type { ListingChange, ListingSide } from '@shared/schemas/review';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Picture } from '../../../ui/Picture';
import { locationLine } from '../../properties';
import { ExpandableText } from './ExpandableText';
import { useLanguage } from './use-language';

/** The id of a change's heading (the card names its region by it). */
const changeHeadingId = (id: number) => `review-change-${id}`;

/**
 * What a change to a published listing changes (decision 028), field by field: the version the
 * public sees now beside the proposed one, photos side by side. Two columns from a small tablet
 * up, one under the other on a phone, each side named.
 */
export function ReviewChange({ id, change }: { id: number; change: ListingChange }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={changeHeadingId(id)} className="flex flex-col gap-3">
      <div>
        <h4 id={changeHeadingId(id)} className="font-semibold">
          {t('admin.review.change.heading')}
        </h4>
        <p className="text-sm text-muted">{t('admin.review.change.intro')}</p>
      </div>
      {change.changed.length === 0 && (
        <p className="text-sm text-muted">{t('admin.review.change.nothing')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {change.changed.map((field) => (
          <li key={field} className="rounded-md border border-black/10">
            <h5 className="border-b border-black/10 bg-background px-3 py-1.5 text-sm font-semibold">
              {t(`admin.review.change.fields.${field}`)}
            </h5>
            <div className="grid sm:grid-cols-2">
              <Side label={t('admin.review.change.before')}>
                <Value field={field} side={change.before} />
              </Side>
              <Side label={t('admin.review.change.after')} proposed>
                <Value field={field} side={change.after} others={change.before} />
              </Side>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Side({
  label,
  proposed = false,
  children,
}: {
  label: string;
  proposed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`min-w-0 px-3 py-2 ${proposed ? 'border-t border-black/10 bg-[#fff8e6] sm:border-t-0 sm:border-l' : ''}`}
    >
      <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      {children}
    </div>
  );
}

/** One field of one side, as a reviewer reads it. `others`: the published side, to mark what is new. */
function Value({ field, side, others }: { field: MaterialChange; side: ListingSide; others?: ListingSide }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const none = <p className="text-sm text-muted">{t('admin.review.change.none')}</p>;
  switch (field) {
    case 'title':
      return <p className="font-medium break-words">{side.title}</p>;
    case 'title_am':
      return side.title_am ? (
        <p lang="am" className="font-medium break-words">
          {side.title_am}
        </p>
      ) : (
        none
      );
    case 'description':
      return <ExpandableText text={side.description} />;
    case 'description_am':
      return side.description_am ? <ExpandableText text={side.description_am} lang="am" /> : none;
    case 'price':
      return (
        <p className="font-bold text-primary-dark">
          {formatPrice(side.price)}
          {side.listing_type === 'rent' && (
            <span className="text-sm font-medium text-muted"> {t('card.perMonth')}</span>
          )}
        </p>
      );
    case 'listing_type':
      return <p>{t(`listingTypes.${side.listing_type}`)}</p>;
    case 'property_type':
      return <p>{t(`propertyTypes.${side.property_type}`)}</p>;
    case 'location':
      return <p className="text-sm">{locationLine(side, lang) || t('card.locationNotSpecified')}</p>;
    case 'address':
      return side.address ? <p className="text-sm break-words">{side.address}</p> : none;
    case 'coordinates':
      return side.latitude !== null && side.longitude !== null ? (
        <p className="font-mono text-sm">
          {side.latitude}, {side.longitude}
        </p>
      ) : (
        none
      );
    case 'photos':
      return <Photos side={side} others={others} />;
    case 'videos':
      return <Videos side={side} others={others} />;
  }
}

/** Every photo of one side in gallery order, the cover marked, photos new to the listing marked. */
function Photos({ side, others }: { side: ListingSide; others?: ListingSide }) {
  const { t } = useTranslation();
  const known = new Set(others?.images.map((image) => image.id));
  return (
    <>
      <ul className="grid grid-cols-4 gap-1.5">
        {side.images.map((image, i) => (
          <li key={image.id} className="relative">
            <div className="aspect-square overflow-hidden rounded bg-black/5">
              <Picture
                image={image}
                alt={t('admin.review.change.photo', { number: i + 1, total: side.images.length })}
                sizes="96px"
                className="h-full w-full object-cover"
              />
            </div>
            {(image.is_primary || (others && !known.has(image.id))) && (
              <span className="absolute top-1 left-1 rounded bg-ink/80 px-1 text-[10px] font-semibold text-white">
                {image.is_primary ? t('admin.review.change.cover') : t('admin.review.change.new')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted">{t('admin.review.photoCount', { count: side.images.length })}</p>
    </>
  );
}

/** The videos of one side, primary first, with their posters; new ones marked. */
function Videos({ side, others }: { side: ListingSide; others?: ListingSide }) {
  const { t } = useTranslation();
  if (!side.videos.length) return <p className="text-sm text-muted">{t('admin.review.change.none')}</p>;
  const known = new Set(others?.videos.map((video) => video.id));
  return (
    <ul className="flex flex-col gap-2">
      {side.videos.map((video) => (
        <li key={video.id} className="flex items-center gap-2 text-sm">
          {video.thumbnail ? (
            <img src={video.thumbnail} alt="" className="h-9 w-16 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-9 w-16 shrink-0 rounded bg-black/10" />
          )}
          <span className="min-w-0 break-words">
            <a
              href={video.video}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary hover:underline"
            >
              {video.title || t('admin.review.change.untitled')}
            </a>
            {video.is_primary && (
              <span className="ml-1 text-xs text-muted">· {t('admin.review.change.primary')}</span>
            )}
            {others && !known.has(video.id) && (
              <span className="ml-1 rounded bg-ink/80 px-1 text-[10px] font-semibold text-white">
                {t('admin.review.change.new')}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
