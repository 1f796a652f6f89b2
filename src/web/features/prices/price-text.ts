import type { LanguageCode } from '@shared/enums';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import type { TFunction } from '../../lib/translator';
import { placeName } from '../locations';

type Placed = Pick<PropertyDetail, 'price_context' | 'subcity' | 'property_type' | 'listing_type'>;

/**
 * "12 % below the median for 2-bedroom apartments for rent in Bole" (issue 19), or null when the
 * server found too few listings to compare (decision 042).
 */
export function priceSentence(p: Placed, t: TFunction, lang: LanguageCode): string | null {
  const c = p.price_context;
  if (!c || !p.subcity) return null;
  const side = c.percent < 0 ? 'below' : c.percent > 0 ? 'above' : 'at';
  const basis = c.basis === 'price' ? 'price' : 'perM2';
  return t(`prices.sentence.${basis}.${side}`, {
    percent: Math.abs(c.percent),
    bedrooms: c.bedrooms ?? 0,
    kinds: t(`prices.kinds.${p.property_type}`),
    deal: t(`prices.deal.${p.listing_type}`),
    place: placeName(p.subcity, lang),
  });
}

/** A change's size in whole percent of the price before it. */
export const changePercent = (previous: number, price: number): number =>
  previous > 0 ? Math.round((Math.abs(price - previous) / previous) * 100) : 0;
