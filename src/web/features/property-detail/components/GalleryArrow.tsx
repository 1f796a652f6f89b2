import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Icon } from '../../../ui/Icon';

/** Index after moving `step` from `index` among `total`, wrapping around at both ends. */
export const wrap = (index: number, step: number, total: number) => (index + step + total) % total;

/** A round previous/next button over a photo (the gallery and its fullscreen view). */
export function GalleryArrow({
  side,
  label,
  onClick,
  className = 'bg-white/85 text-ink hover:bg-white',
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full shadow-raised ${side === 'left' ? 'left-3' : 'right-3'} ${className}`}
    >
      <Icon path={side === 'left' ? mdiChevronLeft : mdiChevronRight} size={28} />
    </button>
  );
}
