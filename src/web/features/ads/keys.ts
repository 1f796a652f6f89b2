import { AD_PLACEMENT_ALIASES } from '@shared/enums';

// Apart from the ads cache: every page's root reads slot counts by these keys, and the cache's
// code stays in the chunk of the pages that have slots.

/** Placements are stored under their canonical name, so `property_list` shares `property_listings`. */
export const canonicalPlacement = (placement: string) => AD_PLACEMENT_ALIASES[placement] ?? placement;

/** The cache key of a slot: placement and ad type ('' when the slot takes any type). */
export const adsKey = (placement: string, adType?: string) =>
  `${canonicalPlacement(placement)}:${adType ?? ''}`;
