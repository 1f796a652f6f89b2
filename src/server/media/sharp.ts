import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded with the first image the process handles rather than at start: its
 * native library is ~14 MB of a server's memory, and many processes never touch an image between
 * restarts (decision 059).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
