import { CARD_PHOTO_MAX_WIDTH } from '@shared/listing-card';
import type { ApiImage } from '@shared/schemas/media';
import { DATA_SAVER_MAX_WIDTH, useDataSaver } from '../lib/data-saver';

/**
 * The renditions of one format up to `maxWidth`; saving data, only the small ones. The smallest
 * when none fits.
 */
export function offeredVariants(
  image: ApiImage,
  format: 'avif' | 'webp',
  saveData: boolean,
  maxWidth = Number.POSITIVE_INFINITY,
) {
  const variants = image.variants.filter((v) => v.format === format);
  const limit = saveData ? Math.min(maxWidth, DATA_SAVER_MAX_WIDTH) : maxWidth;
  if (!variants.length || limit === Number.POSITIVE_INFINITY) return variants;
  const small = variants.filter((v) => v.width <= limit);
  return small.length ? small : [variants.reduce((a, b) => (b.width < a.width ? b : a))];
}

/** Tailwind's `sm` breakpoint: below it the layout is a phone's. */
const PHONE = '(max-width: 639px)';

/** The widest rendition on a phone, and on a card anywhere: the width the API's cards keep. */
export const PHONE_PHOTO_MAX_WIDTH = CARD_PHOTO_MAX_WIDTH;

const srcSet = (image: ApiImage, format: 'avif' | 'webp', saveData: boolean, maxWidth?: number) =>
  offeredVariants(image, format, saveData, maxWidth)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/**
 * A responsive photo: AVIF then WebP at several widths (the browser picks by `sizes`), with the
 * tiny blurred placeholder painted underneath until the real image arrives. Width and height reserve the
 * space so nothing shifts. Only the first visible image of a page should be `priority`.
 */
export function Picture({
  image,
  alt,
  sizes,
  className,
  priority = false,
  maxWidth,
  phoneMaxWidth,
}: {
  image: ApiImage;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** The widest rendition offered, whatever the screen's density (decision 056). */
  maxWidth?: number;
  /** The widest offered on a phone (below 640 CSS pixels), where the rest is wider. */
  phoneMaxWidth?: number;
}) {
  const saveData = useDataSaver();
  return (
    <picture>
      {phoneMaxWidth !== undefined && (
        <>
          <source
            media={PHONE}
            type="image/avif"
            srcSet={srcSet(image, 'avif', saveData, phoneMaxWidth)}
            sizes={sizes}
          />
          <source
            media={PHONE}
            type="image/webp"
            srcSet={srcSet(image, 'webp', saveData, phoneMaxWidth)}
            sizes={sizes}
          />
        </>
      )}
      <source type="image/avif" srcSet={srcSet(image, 'avif', saveData, maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp', saveData, maxWidth)} sizes={sizes} />
      <img
        src={image.image}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        style={{
          backgroundColor: image.color ?? undefined,
          backgroundImage: image.placeholder.startsWith('data:image/')
            ? `url(${image.placeholder})`
            : undefined,
          backgroundSize: 'cover',
        }}
      />
    </picture>
  );
}
