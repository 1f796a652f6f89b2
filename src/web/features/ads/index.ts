/** The ads feature's public face: slots other pages drop in, and the shell's global part. */
export { clearAds, loadAds } from './ads-cache';
export { AdSlot, type AdSlotProps } from './components/AdSlot';
export { GlobalAds } from './components/LazyGlobalAds';
