import { mdiClose } from '@mdi/js';
import type { PropertyImage } from '@shared/schemas/properties';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { GalleryArrow, wrap } from './GalleryArrow';
import { ThumbnailStrip } from './ThumbnailStrip';

/**
 * The fullscreen view of the gallery, titled 'Property Images (n / total)' (spec §2). Radix keeps
 * focus inside and returns it to the photo that opened it; Escape closes; arrow keys move. Loaded
 * on demand: visitors who never open it never download it.
 */
export default function GalleryDialog({
  images,
  index,
  title,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  images: PropertyImage[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the photo that opened it). */
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const total = images.length;
  const image = images[index]!;
  const current = index + 1;
  const go = (step: number) => onIndexChange(wrap(index, step, total));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Opaque: the page (title, price) must not show through behind the photos. */}
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix returns focus to a Dialog.Trigger; this dialog is opened by the gallery's photo.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-[61] flex flex-col gap-2 p-2 text-white outline-none sm:p-4"
          onKeyDown={(event) => {
            if (total < 2) return;
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
              event.preventDefault();
              go(event.key === 'ArrowLeft' ? -1 : 1);
            }
          }}
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="truncate text-base font-semibold sm:text-lg">
              {t('detail.gallery.dialogTitle', { current, total })}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('app.close')}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
            >
              <Icon path={mdiClose} size={28} />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <Picture
              key={image.id}
              image={image}
              alt={image.caption || t('detail.gallery.photoAlt', { title, current, total })}
              sizes="100vw"
              className="h-auto max-h-[calc(100dvh-11rem)] w-auto max-w-full object-contain"
              priority
            />
            {total > 1 && (
              <>
                <GalleryArrow
                  side="left"
                  label={t('detail.gallery.previous')}
                  onClick={() => go(-1)}
                  className="bg-white/20 text-white hover:bg-white/30"
                />
                <GalleryArrow
                  side="right"
                  label={t('detail.gallery.next')}
                  onClick={() => go(1)}
                  className="bg-white/20 text-white hover:bg-white/30"
                />
              </>
            )}
          </div>
          {image.caption && <p className="text-center text-sm text-white/80">{image.caption}</p>}
          {total > 1 && <ThumbnailStrip images={images} index={index} onSelect={onIndexChange} dark />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
