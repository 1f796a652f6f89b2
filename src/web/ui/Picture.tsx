import type { ApiImage } from '@shared/schemas/media';
import { DATA_SAVER_MAX_WIDTH, useDataSaver } from '../lib/data-saver';

/** The renditions of one format; saving data, only the small ones (the smallest when none is). */
export function offeredVariants(image: ApiImage, format: 'avif' | 'webp', saveData: boolean) {
  const variants = image.variants.filter((v) => v.format === format);
  if (!saveData || !variants.length) return variants;
  const small = variants.filter((v) => v.width <= DATA_SAVER_MAX_WIDTH);
  return small.length ? small : [variants.reduce((a, b) => (b.width < a.width ? b : a))];
}

const srcSet = (image: ApiImage, format: 'avif' | 'webp', saveData: boolean) =>
  offeredVariants(image, format, saveData)
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
}: {
  image: ApiImage;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const saveData = useDataSaver();
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif', saveData)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp', saveData)} sizes={sizes} />
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
