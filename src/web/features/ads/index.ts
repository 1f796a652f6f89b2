/** The ads feature's public face: slots other pages drop in, and the shell's global part. */

export { AdSlot, type AdSlotProps } from './components/AdSlot';
