import { MAP } from '@shared/constants';
import type { MapMarker } from '@shared/schemas/map';
import Supercluster from 'supercluster';
import type { Bounds } from './geo';

/** Markers closer than this many pixels are drawn as one cluster. */
const CLUSTER_RADIUS_PX = 50;

/** One thing to draw at a zoom: a listing, or a cluster of several with its count. */
export type MapPoint =
  | { kind: 'listing'; lat: number; lng: number; marker: MapMarker }
  | { kind: 'cluster'; lat: number; lng: number; id: number; count: number };

/**
 * Groups listings into clusters per zoom (supercluster builds its index once per set of markers;
 * then each view asks for what falls in it). Beyond the max zoom every listing stands alone.
 */
export function createClusters(markers: readonly MapMarker[]) {
  const index = new Supercluster<{ marker: MapMarker }>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px: with the same extent, the radius is in screen pixels.
    extent: 256,
    maxZoom: MAP.maxZoom - 1,
  });
  index.load(
    markers.map((marker) => ({
      type: 'Feature' as const,
      properties: { marker },
      geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
    })),
  );
  return {
    /** What to draw in a view at a zoom. */
    pointsIn(bounds: Bounds, zoom: number): MapPoint[] {
      const west = Math.max(-180, bounds.west);
      const east = Math.min(180, bounds.east);
      return index
        .getClusters([west, Math.max(-85, bounds.south), east, Math.min(85, bounds.north)], Math.round(zoom))
        .map((f) => {
          const [lng, lat] = f.geometry.coordinates as [number, number];
          const p = f.properties as {
            cluster?: boolean;
            cluster_id?: number;
            point_count?: number;
            marker?: MapMarker;
          };
          return p.cluster
            ? { kind: 'cluster' as const, lat, lng, id: p.cluster_id!, count: p.point_count! }
            : { kind: 'listing' as const, lat, lng, marker: p.marker! };
        });
    },
    /** The zoom at which a cluster breaks apart (clicking it zooms there). */
    expansionZoom(clusterId: number): number {
      return Math.min(index.getClusterExpansionZoom(clusterId), MAP.maxZoom);
    },
  };
}

export type Clusters = ReturnType<typeof createClusters>;
