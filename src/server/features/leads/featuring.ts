import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { isPublicListing, listingAccessRepository } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { recordAudit } from '../admin';

/** What staff see and set: the listing's featuring, as the API names it. */
export interface Featuring {
  id: number;
  is_featured: boolean;
  featured_until: string | null;
}

const present = (row: { id: number; isFeatured: boolean; featuredUntil: Date | null }): Featuring => ({
  id: row.id,
  is_featured: row.isFeatured,
  featured_until: row.featuredUntil?.toISOString() ?? null,
});

const featuringOf = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: properties.id,
        isFeatured: properties.isFeatured,
        featuredUntil: properties.featuredUntil,
      })
      .from(properties)
      .where(eq(properties.id, id))
  )[0];

/**
 * `POST /admin/properties/{id}/feature/` (staff): the spec's 'Featured' badge and Featured
 * Properties, until an end date (or until staff end it: `until` null), in the audit log. Only a
 * public listing: a featured listing nobody may see would be an empty promise. A change of the row
 * reaches the listing index and the answer caches through the listings' change notification.
 */
export async function setFeatured(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  featured: boolean,
  until: Date | null,
  ip: string,
  now = Date.now(),
): Promise<Featuring> {
  const staff = requireStaff(viewer);
  if (featured && until && until.getTime() <= now)
    throw fieldError('until', 'The end date must be in the future.');
  return ctx.database.db.transaction(async (tx) => {
    const listing = await listingAccessRepository.find(tx, id, true);
    if (!listing) throw notFound('Property not found.');
    if (featured && !isPublicListing(listing))
      throw fieldError('non_field_errors', 'Only a published listing can be featured.');
    const before = present((await featuringOf(tx, id))!);
    await tx
      .update(properties)
      .set({ isFeatured: featured, featuredUntil: featured ? until : null })
      .where(eq(properties.id, id));
    const after = present((await featuringOf(tx, id))!);
    await recordAudit(tx, {
      actor: staff.id,
      action: featured ? 'property.feature' : 'property.unfeature',
      entityType: 'property',
      entityId: id,
      before,
      after,
      ip,
    });
    return after;
  });
}

/** Ends the featuring of listings whose end date has passed (run every minute), each in the audit log. */
export async function endFeaturing(ctx: AppContext, now = new Date()): Promise<number[]> {
  return ctx.database.db.transaction(async (tx) => {
    const ended = await tx
      .update(properties)
      .set({ isFeatured: false, featuredUntil: null })
      .where(
        and(
          eq(properties.isFeatured, true),
          lte(properties.featuredUntil, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .returning({ id: properties.id });
    for (const { id } of ended)
      await recordAudit(tx, {
        actor: null,
        action: 'property.feature_end',
        entityType: 'property',
        entityId: id,
        after: { id, is_featured: false, featured_until: null },
      });
    return ended.map((r) => r.id);
  });
}
