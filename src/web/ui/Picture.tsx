import type { ApiImage } from '@shared/schemas/media';

const srcSet = (image: ApiImage, format: 'avif' | 'webp') =>
  image.variants
    .filter((v) => v.format === format)
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
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
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
