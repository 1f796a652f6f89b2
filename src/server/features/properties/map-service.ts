import { MAP } from '@shared/constants';
import { priceBand } from '@shared/price-context';
import type { MapMarkersQuery, MapMarkersResponse } from '@shared/schemas/map';
import type { AppContext } from '../../context';
import type { ImageVariant } from '../../db/schema/media';
import type { Viewer } from '../../lib/viewer';
import { priceContextOf } from '../prices';
import { selectMarkers } from './map-repository';
import { selectCovers } from './related-repository';

/** A popup shows the photo at most 300 px wide: the smallest WebP of at least 320 px, else the largest. */
export function thumbnailVariant(variants: ImageVariant[]): ImageVariant | undefined {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.find((v) => v.width >= 320) ?? webp.at(-1);
}

/**
 * `GET /properties/map-markers/`: every listing of a search that has valid coordinates, up to
 * MAP.markerLimit (newest kept, `truncated` says so). Public: the search's own rules decide who
 * sees drafts.
 */
export async function mapMarkers(
  ctx: AppContext,
  q: MapMarkersQuery,
  viewer: Viewer | null,
): Promise<MapMarkersResponse> {
  const db = ctx.database.read;
  const [rows, benchmarks] = await Promise.all([
    selectMarkers(db, q, viewer, MAP.markerLimit + 1),
    ctx.reads.benchmarks.get(),
  ]);
  const truncated = rows.length > MAP.markerLimit;
  const kept = truncated ? rows.slice(0, MAP.markerLimit) : rows;
  const covers = await selectCovers(
    db,
    kept.map((r) => r.id),
  );
  const thumbBy = new Map(covers.map((c) => [c.propertyId, thumbnailVariant(c.variants)]));
  return {
    count: kept.length,
    truncated,
    results: kept.map((r) => {
      const thumb = thumbBy.get(r.id);
      const placed = priceContextOf(r, benchmarks);
      return {
        id: r.id,
        latitude: r.latitude!,
        longitude: r.longitude!,
        listing_type: r.listingType,
        property_type: r.propertyType,
        price: r.price,
        title: r.title,
        title_am: r.titleAm,
        thumbnail: thumb ? ctx.storage.url(thumb.key) : null,
        price_band: placed && priceBand(placed.percent),
      };
    }),
  };
}
