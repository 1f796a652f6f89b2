import { mdiCameraOutline, mdiMapMarkerOutline } from '@mdi/js';
import type { CardListing } from '@shared/schemas/properties';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { PHONE_PHOTO_MAX_WIDTH, Picture } from '../../../ui/Picture';
import { SaveButton } from '../../saved';
import { ListingBadges } from './listing-parts';

/** The parts a grid card and a list item share (spec §2); each lays them out its own way. */

/**
 * The listing's photo (or 'No photo'), its badges top-left, the save heart top-right and the
 * number of photos bottom-right.
 * `priority` loads the photo at once (the first items of a page); the others load lazily.
 */
export function ListingPhoto({
  property: p,
  title,
  sizes,
  priority,
  className = '',
  style,
}: {
  property: CardListing;
  /** The title in the language shown, for the photo's text alternative and the heart's label. */
  title: string;
  sizes: string;
  priority: boolean;
  /** Sizes the photo box takes beside or above the text. */
  className?: string;
  style: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <div className={`relative bg-background ${className}`.trim()} style={style}>
      {p.primary_image ? (
        <Picture
          image={p.primary_image}
          alt={t('card.photoOf', { title })}
          sizes={sizes}
          className="h-full w-full object-cover"
          priority={priority}
          // A card is at most ~390 CSS pixels wide on a phone and 300–320 on larger screens.
          maxWidth={PHONE_PHOTO_MAX_WIDTH}
        />
      ) : (
        <div className="flex h-full items-center justify-center text-muted">{t('card.noPhoto')}</div>
      )}
      <ListingBadges property={p} />
      {p.images_count > 1 && (
        // How many photos wait behind the first: a reason to open one listing rather than another.
        <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white">
          <Icon path={mdiCameraOutline} size={14} />
          <span aria-hidden="true">{p.images_count}</span>
          <span className="sr-only">{t('card.photoCount', { count: p.images_count })}</span>
        </span>
      )}
      <SaveButton
        propertyId={p.id}
        propertyTitle={title}
        variant="card"
        className="absolute top-2 right-2 z-10"
      />
    </div>
  );
}

/** The title, linking to the detail; its link covers the whole item (the item is one target). */
export function ListingTitle({
  id,
  lang,
  className,
  children,
}: {
  id: number;
  lang: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <h3 className={className} lang={lang}>
      <Link
        to={`/properties/${id}`}
        className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
      >
        {children}
      </Link>
    </h3>
  );
}

/** The location line, or 'Location not specified'. */
export function ListingLocation({ line }: { line: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <Icon path={mdiMapMarkerOutline} size={16} className="shrink-0" />
      <span className="truncate">{line || t('card.locationNotSpecified')}</span>
    </p>
  );
}
