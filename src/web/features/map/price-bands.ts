import type { PriceBand } from '@shared/price-context';

/** The sign inside a listing's pin and beside its legend entry: the band without colour. */
export const PRICE_BAND_SIGNS: Record<PriceBand, string> = { below: '↓', typical: '=', above: '↑' };
