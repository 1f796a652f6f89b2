import type { Background } from '@shared/schemas/ads';
import type { ApiImage } from '@shared/schemas/media';
import { preload } from 'react-dom';
import { useDataSaver } from '../../../lib/data-saver';
import { offeredVariants, Picture } from '../../../ui/Picture';
import fallback from '../assets/hero-fallback.json';
import avif640 from '../assets/hero-fallback-640.avif?url';
import webp640 from '../assets/hero-fallback-640.webp?url';
import avif1024 from '../assets/hero-fallback-1024.avif?url';
import webp1024 from '../assets/hero-fallback-1024.webp?url';
import avif1600 from '../assets/hero-fallback-1600.avif?url';
import webp1600 from '../assets/hero-fallback-1600.webp?url';
import avif1920 from '../assets/hero-fallback-1920.avif?url';
import webp1920 from '../assets/hero-fallback-1920.webp?url';

const URLS: Record<number, { avif: string; webp: string }> = {
  640: { avif: avif640, webp: webp640 },
  1024: { avif: avif1024, webp: webp1024 },
  1600: { avif: avif1600, webp: webp1600 },
  1920: { avif: avif1920, webp: webp1920 },
};

/**
 * The built-in hero (Addis Ababa's skyline at dusk, drawn by scripts/hero-fallback.mts), shipped
 * with the app as content-hashed AVIF and WebP files, for when the backgrounds call gives none.
 */
const FALLBACK_HERO: ApiImage = {
  id: 0,
  image: webp1024,
  width: fallback.width,
  height: fallback.height,
  placeholder: fallback.placeholder,
  color: fallback.color,
  variants: fallback.widths.flatMap((width) => {
    const height = Math.round((width * fallback.height) / fallback.width);
    return [
      { format: 'avif' as const, width, height, url: URLS[width]!.avif },
      { format: 'webp' as const, width, height, url: URLS[width]!.webp },
    ];
  }),
};

const SIZES = '100vw';

/**
 * The hero's picture: the phone's largest paint, so it is announced in the document's head
 * (a preload of the AVIF set, at the size the screen needs), fetched first and never lazily.
 */
export function HeroImage({ background }: { background: Background | null }) {
  const image = background?.image ?? FALLBACK_HERO;
  // The preload offers what the picture offers, so a data-saving page fetches one photo, small.
  const avif = offeredVariants(image, 'avif', useDataSaver());
  if (avif.length) {
    preload(avif[0]!.url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif.map((v) => `${v.url} ${v.width}w`).join(', '),
      imageSizes: SIZES,
      fetchPriority: 'high',
    });
  }
  return (
    <div className="absolute inset-0 -z-10" data-hero-source={background ? 'backgrounds' : 'built-in'}>
      <Picture image={image} alt="" sizes={SIZES} priority className="h-full w-full object-cover" />
    </div>
  );
}
