import type { PropertyImage } from '@shared/schemas/properties';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Picture } from '../../../ui/Picture';

/** Thumbnails shown under the large photo; the rest are counted on the last one. */
const THUMBNAILS = 5;

/**
 * A listing's photos for a reviewer: the cover large, a row of thumbnails that each show their
 * photo large (buttons, so the keyboard reaches them), and how many more the listing has.
 */
export function ReviewPhotos({ images, title }: { images: PropertyImage[]; title: string }) {
  const { t } = useTranslation();
  const cover = Math.max(
    0,
    images.findIndex((image) => image.is_primary),
  );
  const [shown, setShown] = useState(cover);
  const current = images[shown] ?? images[0];
  if (!current)
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-background text-sm text-muted">
        {t('card.noPhoto')}
      </div>
    );
  const thumbs = images.slice(0, THUMBNAILS);
  const more = images.length - thumbs.length;
  return (
    <div className="flex flex-col gap-2 bg-background p-2">
      <div className="aspect-[4/3] overflow-hidden rounded-md bg-black/5">
        <Picture
          image={current}
          alt={t('admin.review.photoOf', { number: shown + 1, title })}
          sizes="(min-width: 768px) 300px, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-1.5">
          {thumbs.map((image, i) => (
            <li key={image.id} className="relative">
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-pressed={i === shown}
                aria-label={t('admin.review.showPhoto', { number: i + 1, total: images.length })}
                className="block aspect-square w-full overflow-hidden rounded border-2 border-transparent aria-pressed:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Picture image={image} alt="" sizes="64px" className="h-full w-full object-cover" />
              </button>
              {more > 0 && i === thumbs.length - 1 && (
                <span
                  className="pointer-events-none absolute inset-0 flex items-center justify-center rounded bg-black/55 text-sm font-semibold text-white"
                  aria-hidden="true"
                >
                  +{more}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="px-1 text-xs text-muted">{t('admin.review.photoCount', { count: images.length })}</p>
    </div>
  );
}
