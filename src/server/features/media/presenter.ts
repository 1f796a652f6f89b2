import type { ApiImage } from '@shared/schemas/media';
import type { ImageVariant } from '../../db/schema/media';
import type { MediaStorage } from '../../media/storage';

/** The columns of `images` a presenter needs. */
export interface ImageRow {
  id: number;
  width: number;
  height: number;
  placeholder: string;
  dominantColor: string | null;
  variants: ImageVariant[];
}

/** Default `image` URL: the WebP closest to 1024 px wide without going over (or the smallest). */
function defaultVariant(variants: ImageVariant[]): ImageVariant | undefined {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.filter((v) => v.width <= 1024).at(-1) ?? webp[0] ?? variants[0];
}

export function presentImage(storage: MediaStorage, row: ImageRow): ApiImage {
  return {
    id: row.id,
    image: storage.url(defaultVariant(row.variants)?.key ?? ''),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    color: row.dominantColor,
    variants: row.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      url: storage.url(v.key),
    })),
  };
}
