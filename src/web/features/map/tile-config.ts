import type { PublicConfig } from '@shared/runtime';
import { useRouteLoaderData } from 'react-router';

/** The tile service the server is configured with (MAP_TILE_URL), handed over by the root loader. */
export function useTileConfig(): { tileUrl: string; attribution: string } {
  const { config } = useRouteLoaderData('root') as { config: PublicConfig };
  return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
}
