import { mdiFullscreen, mdiHomeOutline } from '@mdi/js';
import type { PropertyImage } from '@shared/schemas/properties';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { PHONE_PHOTO_MAX_WIDTH, Picture } from '../../../ui/Picture';
import { GalleryArrow, wrap } from './GalleryArrow';
import { ThumbnailStrip } from './ThumbnailStrip';

const loadDialog = () => import('./GalleryDialog');
const GalleryDialog = lazy(loadDialog);

/** Main image heights by screen size (spec §2): phones 300, then 400, 500, 600. */
const GALLERY_HEIGHTS = 'h-[300px] sm:h-[400px] md:h-[500px] lg:h-[600px]';
/** The main column is about two thirds of a 1280 px page on large screens. */
const MAIN_SIZES = '(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw';
/** A horizontal move longer than this is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The photo gallery of spec §2: main image with 'n / total', previous/next that wrap around,
 * arrow keys and swipes, a thumbnail strip, and a fullscreen dialog (its code, with Radix, is
 * fetched only when someone opens it). The first photo is the page's largest paint: eager, high
 * priority, in a box of fixed height so nothing moves when it arrives.
 */
export function Gallery({ images, title }: { images: PropertyImage[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const touchX = useRef<number | null>(null);
  const swiped = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const go = useCallback((step: number) => setIndex((i) => wrap(i, step, total)), [total]);

  if (total === 0) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-2 rounded-lg bg-gradient-to-br from-primary-light to-background text-muted ${GALLERY_HEIGHTS}`}
        role="img"
        aria-label={t('detail.gallery.noPhotos')}
      >
        <Icon path={mdiHomeOutline} size={96} className="text-primary/40" />
        <span className="font-medium">{t('detail.gallery.noPhotos')}</span>
      </div>
    );
  }

  const image = images[index]!;
  const current = index + 1;
  return (
    <section
      aria-roledescription={t('detail.gallery.carousel')}
      aria-label={t('detail.gallery.label')}
      className="flex flex-col gap-2"
      onKeyDown={(event) => {
        if (open || total < 2) return;
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          go(event.key === 'ArrowLeft' ? -1 : 1);
        }
      }}
    >
      <div
        className={`relative overflow-hidden rounded-lg bg-ink/5 ${GALLERY_HEIGHTS}`}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
          swiped.current = false;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || total < 2) return;
          if (Math.abs(end - start) > SWIPE_PX) {
            swiped.current = true;
            go(end < start ? 1 : -1);
          }
        }}
      >
        <button
          ref={opener}
          type="button"
          className="group block h-full w-full cursor-zoom-in"
          aria-label={t('detail.gallery.open', { current, total })}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            // A swipe ends with a click on touch screens: it moved the gallery, it does not open it.
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            setOpen(true);
          }}
        >
          <Picture
            key={image.id}
            image={image}
            alt={image.caption || t('detail.gallery.photoAlt', { title, current, total })}
            sizes={MAIN_SIZES}
            className="h-full w-full object-cover"
            priority={index === 0}
            // On a phone, what the card offered: the same download serves both. Full screen
            // offers every width.
            phoneMaxWidth={PHONE_PHOTO_MAX_WIDTH}
          />
          <span className="absolute right-3 bottom-3 hidden items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-sm text-white group-hover:flex group-focus-visible:flex">
            <Icon path={mdiFullscreen} size={18} />
            {t('detail.gallery.fullscreen')}
          </span>
        </button>
        <span
          className="pointer-events-none absolute top-3 right-3 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white tabular-nums"
          data-testid="gallery-counter"
        >
          {current} / {total}
        </span>
        {total > 1 && (
          <>
            <GalleryArrow side="left" label={t('detail.gallery.previous')} onClick={() => go(-1)} />
            <GalleryArrow side="right" label={t('detail.gallery.next')} onClick={() => go(1)} />
          </>
        )}
      </div>
      {total > 1 && <ThumbnailStrip images={images} index={index} onSelect={setIndex} />}
      {open && (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            index={index}
            title={title}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  );
}
