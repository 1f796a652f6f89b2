import type { Advertisement } from '@shared/schemas/ads';
import type { MediaStorage } from '../../media/storage';
import { presentImage } from '../media';
import type { AdRow } from './repository';

/** An ad as the API sends it: text, link and picture; counts and dates stay on the server. */
export function presentAd(storage: MediaStorage, row: AdRow): Advertisement {
  const picture = row.image ? presentImage(storage, row.image) : null;
  return {
    id: row.id,
    ad_type: row.adType,
    placement: row.placement,
    image: picture?.image ?? null,
    picture,
    alt_text: row.altText,
    headline: row.headline,
    description: row.description,
    cta_text: row.ctaText,
    button_text: row.buttonText,
    target_action: row.targetAction,
    is_featured: row.isFeatured,
  };
}
