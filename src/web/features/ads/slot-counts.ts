import { createContext, useContext } from 'react';
import { adsKey } from './keys';

/**
 * How many ads each slot key can show (`GET /properties/ads/slots/`), from the page's root data:
 * null where the page does not know (the call failed, or an error page).
 */
export const AdSlotCounts = createContext<Readonly<Record<string, number>> | null>(null);

/**
 * The number of ads a slot key will get, or undefined when the page does not know. A slot
 * reserves room for that many while its ads load: none where no ad will come, so a page of an
 * installation without ads never shows placeholders that then collapse and move what is below.
 */
export function useAdSlotCount(placement: string, adType?: string): number | undefined {
  const counts = useContext(AdSlotCounts);
  return counts ? (counts[adsKey(placement, adType)] ?? 0) : undefined;
}
