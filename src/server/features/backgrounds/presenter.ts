import type { Background } from '@shared/schemas/ads';
import type { MediaStorage } from '../../media/storage';
import { presentImage } from '../media';
import type { BackgroundRow } from './repository';

/** Widest variant a hero needs: a full-HD screen. */
const HERO_MAX_WIDTH = 1920;

/**
 * A background: `url` is the widest WebP up to full-HD (a client that only knows `url` still gets
 * a sharp hero), `image` carries every variant for `srcset`.
 */
export function presentBackground(storage: MediaStorage, row: BackgroundRow): Background {
  const image = presentImage(storage, row.image);
  const hero = row.image.variants
    .filter((v) => v.format === 'webp' && v.width <= HERO_MAX_WIDTH)
    .sort((a, b) => b.width - a.width)[0];
  return {
    url: hero ? storage.url(hero.key) : image.image,
    credit: row.credit,
    page_type: row.pageType,
    image,
  };
}
