/** The ads feature's public face: slots other pages drop in, and the shell's global part. */

export { listAdSlots } from './api/ad-slots';
export { AdSlot, type AdSlotProps } from './components/AdSlot';
export { AdSlotCounts } from './slot-counts';
