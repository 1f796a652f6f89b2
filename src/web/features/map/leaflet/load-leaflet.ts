/** What the lazy map chunk exports. */
export type LeafletRuntime = typeof import('./leaflet-runtime');

let pending: Promise<LeafletRuntime> | undefined;

/**
 * Loads Leaflet (a separate chunk, ~45 kB compressed with its CSS) the first time a map is shown,
 * and shares it after that. A failed download is forgotten, so 'Retry Map' tries again.
 */
export function loadLeaflet(): Promise<LeafletRuntime> {
  pending ??= import('./leaflet-runtime').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
