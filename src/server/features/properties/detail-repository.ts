import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, mediaFiles, properties, propertyVideos } from '../../db/schema';
import type { ImageRow } from '../media';
import { type ListingRow, listingColumns, selectListings } from './list-repository';
import { filterConditions, listConditions } from './listing-sql';
import { type SimilarTo, similarRule } from './similar-rule';

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

/**
 * The ids of listings like `p` by its rule (`similarRule`, DESIGN §4): each step in turn until
 * there are `limit`, nearest first, then newest first. (Answering it from the in-memory index was
 * tried: at 100,000 listings its nine bit-set searches cost more CPU than these statements,
 * docs/benchmarks.md.)
 */
export async function selectSimilarIds(db: Db, p: SimilarTo, limit: number): Promise<number[]> {
  const { steps, near } = similarRule(p);
  const nearFirst = [
    // A listing without the place is not near: NULL would sort first in descending order.
    ...near.map((tier) => desc(sql`coalesce(${filterConditions(tier)}, false)`)),
    desc(properties.createdAt),
    desc(properties.id),
  ];
  const found: number[] = [];
  for (const step of steps) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(listConditions(step, null), notInArray(properties.id, [p.id, ...found])))
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
