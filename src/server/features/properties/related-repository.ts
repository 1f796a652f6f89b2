import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, images, propertyImages, users } from '../../db/schema';
import type { ImageRow } from '../media';

/** A person shown on a listing (agent or owner), with the agent's company when there is one. */
export type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

export function selectPeople(db: Db, ids: number[]) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      telegramUsername: users.telegramUsername,
      isVerifiedAgent: users.isVerifiedAgent,
      companyName: agentProfiles.companyName,
      avatar: {
        id: images.id,
        width: images.width,
        height: images.height,
        placeholder: images.placeholder,
        dominantColor: images.dominantColor,
        variants: images.variants,
      },
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(images, eq(images.id, users.profilePictureId))
    .where(inArray(users.id, ids.length ? ids : [-1]));
}

const imageColumns = {
  propertyId: propertyImages.propertyId,
  id: images.id,
  width: images.width,
  height: images.height,
  placeholder: images.placeholder,
  dominantColor: images.dominantColor,
  variants: images.variants,
  caption: propertyImages.caption,
  isPrimary: propertyImages.isPrimary,
  position: propertyImages.position,
};

/** A photo of a listing, in gallery order by `position`. */
export interface PropertyImageRow extends ImageRow {
  propertyId: number;
  caption: string;
  isPrimary: boolean;
  position: number;
}

/**
 * The cover photo of each listing (the primary one, else the first) and the photo count, in one
 * query: `DISTINCT ON` keeps the first row per listing in (primary, position) order.
 */
export async function selectCovers(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return [];
  return db
    .selectDistinctOn([propertyImages.propertyId], {
      ...imageColumns,
      total: sql<number>`count(*) over (partition by ${propertyImages.propertyId})::int`,
    })
    .from(propertyImages)
    .innerJoin(images, eq(images.id, propertyImages.imageId))
    .where(inArray(propertyImages.propertyId, propertyIds))
    .orderBy(asc(propertyImages.propertyId), desc(propertyImages.isPrimary), asc(propertyImages.position));
}

/** Every photo of each listing, in gallery order (position, then id, as the detail shows them). */
export async function selectGalleries(db: Db, propertyIds: number[]): Promise<PropertyImageRow[]> {
  if (!propertyIds.length) return [];
  return db
    .select(imageColumns)
    .from(propertyImages)
    .innerJoin(images, eq(images.id, propertyImages.imageId))
    .where(inArray(propertyImages.propertyId, propertyIds))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position), asc(propertyImages.id));
}
