import type sharpModule from 'sharp';
import { loadOnce } from '../lib/load-once';

/**
 * sharp (libvips), loaded with the first image the process handles rather than at start: its
 * native library is ~14 MB of a server's memory, and many processes never touch an image between
 * restarts (decision 059).
 */
export const loadSharp: () => Promise<typeof sharpModule> = loadOnce(
  async () => (await import('sharp')).default,
);
