import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { PropertyImage } from '@shared/schemas/properties';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';

/**
 * The row of thumbnails under the main image (60/80/100 px wide by screen size, spec §2). It
 * scrolls sideways; the arrow buttons appear only when there is more to see on that side, and the
 * selected thumbnail is kept in view.
 */
export function ThumbnailStrip({
  images,
  index,
  onSelect,
  dark = false,
}: {
  images: PropertyImage[];
  index: number;
  onSelect: (index: number) => void;
  dark?: boolean;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const total = images.length;

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((edges) => (edges.left === left && edges.right === right ? edges : { left, right }));
  }, []);

  // Measured when the browser lays the strip out (and whenever its size changes), not forced in
  // the middle of hydration's effects, where it cost a phone a layout of the page (decision 069).
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // Keep the selected thumbnail visible, scrolling the strip only (never the page). A strip that
  // starts at the first photo shows it already: nothing to measure then.
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index && index === 0) return;
    shown.current = index;
    const el = strip.current;
    const item = el?.children[index] as HTMLElement | undefined;
    if (!el || !item) return;
    const start = item.offsetLeft - el.offsetLeft;
    if (start < el.scrollLeft) el.scrollTo({ left: start - 8, behavior: 'smooth' });
    else if (start + item.offsetWidth > el.scrollLeft + el.clientWidth)
      el.scrollTo({ left: start + item.offsetWidth - el.clientWidth + 8, behavior: 'smooth' });
  }, [index]);

  const scrollBy = (direction: number) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.8, behavior: 'smooth' });

  const arrow = dark
    ? 'bg-white/20 text-white hover:bg-white/30'
    : 'bg-surface text-ink shadow-card hover:bg-primary-light';
  return (
    <div className="relative flex items-center gap-1">
      {edges.left && (
        <button
          type="button"
          aria-label={t('detail.gallery.scrollLeft')}
          onClick={() => scrollBy(-1)}
          className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${arrow}`}
        >
          <Icon path={mdiChevronLeft} size={22} />
        </button>
      )}
      <ul
        ref={strip}
        onScroll={measure}
        aria-label={t('detail.gallery.thumbnails')}
        className="flex min-w-0 flex-1 gap-2 overflow-x-auto scroll-smooth py-1 [scrollbar-width:none]"
      >
        {images.map((image, i) => (
          <li key={image.id} className="shrink-0">
            <button
              type="button"
              aria-label={t('detail.gallery.show', { current: i + 1, total })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onSelect(i)}
              className={`block aspect-[4/3] w-[60px] overflow-hidden rounded-md border-2 sm:w-[80px] lg:w-[100px] ${
                i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100'
              }`}
            >
              <Picture image={image} alt="" sizes="100px" className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {edges.right && (
        <button
          type="button"
          aria-label={t('detail.gallery.scrollRight')}
          onClick={() => scrollBy(1)}
          className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${arrow}`}
        >
          <Icon path={mdiChevronRight} size={22} />
        </button>
      )}
    </div>
  );
}
