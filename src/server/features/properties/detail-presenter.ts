import type { PropertyDetail, PropertyVideo } from '@shared/schemas/property-detail';
import type { MediaStorage } from '../../media/storage';
import type { LocationIndex } from '../locations';
import { presentImage } from '../media';
import type { PriceChangeRow } from './detail-query';
import type { VideoRow } from './detail-repository';
import type { ListingRow } from './list-repository';
import { presentAgent, presentListItem, presentPropertyImage } from './presenter';
import type { PersonRow, PropertyImageRow } from './related-repository';

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function presentVideo(storage: MediaStorage, v: VideoRow): PropertyVideo {
  return {
    id: v.id,
    video: storage.url(v.key),
    thumbnail: v.thumbnail ? presentImage(storage, v.thumbnail).image : null,
    title: v.title,
    duration: v.duration,
    duration_formatted: v.duration === null ? null : formatDuration(v.duration),
    file_size: v.bytes,
    file_size_mb: Math.round((v.bytes / 1024 / 1024) * 10) / 10,
    content_type: v.contentType,
    is_primary: v.isPrimary,
  };
}

export interface DetailExtras {
  /** Where the price stands against its benchmark, and its published history (decision 042). */
  price: { context: PropertyDetail['price_context']; history: PriceChangeRow[] };
  images: PropertyImageRow[];
  videos: VideoRow[];
  catalogue: { features: PropertyDetail['features']; amenities: PropertyDetail['amenities'] };
  people: Map<number, PersonRow>;
  places: LocationIndex;
  unwrittenViews: number;
  /** The agent's usual reply time in hours (decision 040), null when not known. */
  agentResponseHours?: number | null;
}

/** The detail of a listing: the list item with the whole text, every photo and video. */
export function presentDetail(storage: MediaStorage, row: ListingRow, extras: DetailExtras): PropertyDetail {
  const photos = extras.images.map((img) => presentPropertyImage(storage, img));
  const cover = extras.images.find((img) => img.isPrimary) ?? extras.images[0];
  const item = presentListItem(storage, row, {
    cover: cover ? { ...cover, total: extras.images.length } : undefined,
    people: extras.people,
    places: extras.places,
    unwrittenViews: extras.unwrittenViews,
  });
  const agentRow = row.property.agentId ? extras.people.get(row.property.agentId) : undefined;
  return {
    ...item,
    description: row.property.description,
    description_am: row.property.descriptionAm,
    images: photos,
    videos: extras.videos.map((v) => presentVideo(storage, v)),
    features: extras.catalogue.features,
    amenities: extras.catalogue.amenities,
    agent: agentRow
      ? {
          ...presentAgent(storage, agentRow),
          email: agentRow.email,
          response_hours: extras.agentResponseHours ?? null,
        }
      : null,
    price_context: extras.price.context,
    price_history: extras.price.history.map((c) => ({
      previous_price: Number(c.previousPrice),
      price: Number(c.price),
      changed_at: new Date(c.changedAt).toISOString(),
    })),
  };
}
