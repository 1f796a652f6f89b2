import type { ListingType, PropertyType } from '@shared/enums';
import { and, asc, desc, eq, gte, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, mediaFiles, properties, propertyVideos } from '../../db/schema';
import type { ImageRow } from '../media';
import { type ListingRow, listingColumns, selectListings } from './list-repository';

/** One listing with its whole description, whatever its status (the service decides who sees it). */
export async function selectListingById(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db
    .select({
      property: {
        ...listingColumns.property,
        description: properties.description,
        descriptionAm: properties.descriptionAm,
      },
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/** A video of a listing with its file and poster image (read by `selectListingDetail`). */
export interface VideoRow {
  id: number;
  title: string;
  /** Seconds, when known. */
  duration: number | null;
  isPrimary: boolean;
  /** Part of a change awaiting review (decision 028): never in a public answer. */
  pendingReview: boolean;
  /** A title proposed by a change awaiting review. */
  proposedTitle: string | null;
  key: string;
  contentType: string;
  bytes: number;
  thumbnail: ImageRow | null;
}

/**
 * A listing's videos, primary first, with their files and poster images: the published ones, or
 * with `withPending` also those of a change awaiting review (for its owner and staff).
 */
export function selectVideos(db: Db, propertyId: number, withPending = false): Promise<VideoRow[]> {
  return db
    .select({
      id: propertyVideos.id,
      title: propertyVideos.title,
      duration: propertyVideos.duration,
      isPrimary: propertyVideos.isPrimary,
      pendingReview: propertyVideos.pendingReview,
      proposedTitle: propertyVideos.proposedTitle,
      key: mediaFiles.key,
      contentType: mediaFiles.contentType,
      bytes: mediaFiles.bytes,
      thumbnail: {
        id: images.id,
        width: images.width,
        height: images.height,
        placeholder: images.placeholder,
        dominantColor: images.dominantColor,
        variants: images.variants,
      },
    })
    .from(propertyVideos)
    .innerJoin(mediaFiles, eq(mediaFiles.id, propertyVideos.fileId))
    .leftJoin(images, eq(images.id, propertyVideos.thumbnailId))
    .where(
      withPending
        ? eq(propertyVideos.propertyId, propertyId)
        : and(eq(propertyVideos.propertyId, propertyId), eq(propertyVideos.pendingReview, false)),
    )
    .orderBy(desc(propertyVideos.isPrimary), asc(propertyVideos.position), asc(propertyVideos.id));
}

export interface SimilarTo {
  id: number;
  listingType: ListingType;
  propertyType: PropertyType;
  price: number;
  subcityId: number | null;
  cityId: number | null;
}

/**
 * Listings like `p` (DESIGN §4): same listing type and property type, price within ±30 %,
 * nearest first (same sub-city, then same city), newest first. When fewer than `limit` match,
 * the price band and then the property type are dropped, in that order.
 */
export async function selectSimilarIds(db: Db, p: SimilarTo, limit: number): Promise<number[]> {
  const nearFirst = [
    desc(sql`(${properties.subcityId} is not distinct from ${p.subcityId})`),
    desc(sql`(${properties.cityId} is not distinct from ${p.cityId})`),
    desc(properties.createdAt),
    desc(properties.id),
  ];
  const base = [
    eq(properties.status, 'available'),
    ne(properties.id, p.id),
    eq(properties.listingType, p.listingType),
  ];
  const sameType = eq(properties.propertyType, p.propertyType);
  const band = [
    gte(properties.price, Math.floor(p.price * 0.7)),
    lte(properties.price, Math.ceil(p.price * 1.3)),
  ];
  const steps = [and(...base, sameType, ...band), and(...base, sameType), and(...base)];
  const found: number[] = [];
  for (const where of steps) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(found.length ? and(where, notInArray(properties.id, found)) : where)
      .orderBy(...nearFirst)
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** Listing rows (with location names) for the given ids, in the given order. */
export async function selectListingsByIds(db: Db, ids: number[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  const rows = await selectListings(db, inArray(properties.id, ids), [], ids.length, 0);
  const byId = new Map(rows.map((r) => [r.property.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListingRow => r !== undefined);
}
