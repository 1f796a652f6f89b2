import type { PropertyDetail } from '@shared/schemas/property-detail';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { listingViewsPending, properties, propertyPriceChanges } from '../../db/schema';
import { IMAGE_JSON, listingFields, personJson, toListingRow } from './card-query';
import type { VideoRow } from './detail-repository';
import type { ListingRow } from './list-repository';
import type { PersonRow, PropertyImageRow } from './related-repository';

export interface ListingDetailRow extends ListingRow {
  images: PropertyImageRow[];
  videos: VideoRow[];
  features: PropertyDetail['features'];
  amenities: PropertyDetail['amenities'];
  person: PersonRow | null;
  /** Every change of the published price, newest first (decision 042). */
  priceHistory: PriceChangeRow[];
}

export interface PriceChangeRow {
  previousPrice: number;
  price: number;
  changedAt: string;
}

/**
 * A listing with everything its page shows (photos in gallery order, videos primary first,
 * features and amenities by name, the contact person) in ONE statement: a detail page costs one
 * round trip and one pool connection instead of six, which is what keeps it fast when many
 * visitors open listings at once. Whatever the status: the service decides who may see it. The
 * published version: a change awaiting review is laid over it for its owner (features/revisions).
 * `viewsCount` includes the views not yet moved to the listing row (see ViewCounter).
 */
export async function selectListingDetail(db: Db, id: number): Promise<ListingDetailRow | undefined> {
  const p = properties;
  const query = sql`
    select ${listingFields(true)},
      (select coalesce(json_agg(json_build_object(${IMAGE_JSON('i')}, 'propertyId', pi.property_id,
          'caption', pi.caption, 'isPrimary', pi.is_primary, 'position', pi.position)
          order by pi.position, pi.id), '[]'::json)
        from property_images pi join images i on i.id = pi.image_id
        where pi.property_id = ${p.id}) as images,
      (select coalesce(json_agg(json_build_object('id', v.id, 'title', v.title, 'duration', v.duration,
          'isPrimary', v.is_primary, 'pendingReview', v.pending_review, 'proposedTitle', v.proposed_title,
          'key', f.key, 'contentType', f.content_type, 'bytes', f.bytes,
          'thumbnail', case when t.id is null then null else json_build_object(${IMAGE_JSON('t')}) end)
          order by v.is_primary desc, v.position, v.id), '[]'::json)
        from property_videos v
        join media_files f on f.id = v.file_id
        left join images t on t.id = v.thumbnail_id
        -- Videos of a change awaiting review are its owner's and staff's only (decision 028).
        where v.property_id = ${p.id} and not v.pending_review) as videos,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'slug', x.slug)
          order by x.name), '[]'::json)
        from property_features pf join features x on x.id = pf.feature_id
        where pf.property_id = ${p.id}) as features,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'slug', x.slug)
          order by x.name), '[]'::json)
        from property_amenities pa join amenities x on x.id = pa.amenity_id
        where pa.property_id = ${p.id}) as amenities,
      ${personJson(sql`coalesce(${p.agentId}, ${p.ownerId})`)} as person,
      (select coalesce(json_agg(json_build_object('previousPrice', c.previous_price, 'price', c.price,
          'changedAt', c.changed_at) order by c.changed_at desc, c.id desc), '[]'::json)
        from ${propertyPriceChanges} c where c.property_id = ${p.id}) as "priceHistory",
      (select v.views from ${listingViewsPending} v where v.property_id = ${p.id}) as "pendingViews"
    from ${p}
    where ${p.id} = ${id}`;
  const r = rowsOf(await db.execute(query))[0];
  if (!r) return undefined;
  const { images, videos, features, amenities, person, pendingViews, priceHistory, ...fields } = r;
  const row = toListingRow(fields);
  // Views already counted but not yet moved to the listing row (ViewCounter) are part of its count.
  row.property.viewsCount += (pendingViews as number | null) ?? 0;
  return {
    ...row,
    images: images as PropertyImageRow[],
    videos: videos as VideoRow[],
    features: features as PropertyDetail['features'],
    amenities: amenities as PropertyDetail['amenities'],
    person: (person as PersonRow | null) ?? null,
    priceHistory: priceHistory as PriceChangeRow[],
  };
}
