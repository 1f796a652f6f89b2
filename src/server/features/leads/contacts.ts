import type { ContactKind } from '@shared/leads';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { listingContactMarks, listingContacts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isPublicListing, listingAccessRepository } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { addisDay, isBotVisitor, type Visitor, visitorKeys } from '../../lib/visitors';

/** What happened to a contact (sent back in a header, for monitoring and tests). */
export type ContactOutcome = 'recorded' | 'duplicate' | 'bot' | 'publisher';

/** The listing's publishers: its owner and its agent; their own taps, saves and views never count. */
export const isPublisher = (viewer: Viewer | null, listing: { ownerId: number; agentId: number | null }) =>
  viewer !== null && (viewer.id === listing.ownerId || viewer.id === listing.agentId);

/**
 * Counts one contact with a public listing (decision 040), as views are counted (decision 030):
 * once per listing, kind and Addis Ababa day for each of the visitor's keys (its address, and its
 * user when signed in); only when none of them has counted today, and only a counted contact marks
 * them. Bots and the listing's publishers are not counted. One statement: the marks' primary key
 * decides, across processes and restarts.
 */
export async function recordContact(
  ctx: AppContext,
  propertyId: number,
  kind: ContactKind,
  visitor: Visitor,
  now = Date.now(),
): Promise<ContactOutcome> {
  if (isBotVisitor(visitor.userAgent)) return 'bot';
  const listing = await listingAccessRepository.find(ctx.database.db, propertyId);
  if (!listing || !isPublicListing(listing)) throw notFound('Property not found.');
  if (isPublisher(visitor.viewer, listing)) return 'publisher';
  const day = addisDay(now);
  const keys = visitorKeys(ctx.config.jwtSecret, visitor, day);
  const result = await ctx.database.db.execute(sql`
    with k as (
      select unnest(${`{${keys.join(',')}}`}::text[]) as visitor_key
    ), seen as (
      select 1 from ${listingContactMarks} m join k on m.visitor_key = k.visitor_key
      where m.property_id = ${propertyId} and m.kind = ${kind} and m.day = ${day}::date
    ), added as (
      insert into ${listingContactMarks} (property_id, kind, visitor_key, day)
      select ${propertyId}, ${kind}, visitor_key, ${day}::date from k where not exists (select 1 from seen)
      on conflict do nothing
      returning 1
    )
    insert into ${listingContacts} (property_id, day, kind, count)
    select ${propertyId}, ${day}::date, ${kind}, 1
    where (select count(*) from added) = ${keys.length}
    on conflict (property_id, day, kind) do update set count = ${listingContacts}.count + 1
    returning 1`);
  return rowsOf(result).length > 0 ? 'recorded' : 'duplicate';
}

/**
 * Counts a save or an inquiry the server made (never fails the request that made it: a lost count
 * is better than a lost inquiry).
 */
export function countContact(
  ctx: AppContext,
  propertyId: number,
  kind: 'save' | 'inquiry',
  visitor: Visitor,
): void {
  recordContact(ctx, propertyId, kind, visitor).catch((err: unknown) =>
    ctx.log.warn({ err, property_id: propertyId, kind }, 'could not count a contact'),
  );
}

/** Who sent a request, for counting (lib/visitors.ts). */
export const visitorOf = (req: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  viewer: Viewer | null;
}): Visitor => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), viewer: req.viewer });
