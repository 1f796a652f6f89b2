import { LISTING_VISIBILITY } from '@shared/listing-query';
import type { ReportReason, ReportState } from '@shared/reports';
import { and, count, countDistinct, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { listingReports, properties, users } from '../../db/schema';

/** SQL of listing reports (decision 037). */
export const reportsRepository = {
  /** Records a report; false when this person already has an open report of the listing. */
  insert: async (
    tx: Db,
    values: {
      propertyId: number;
      reason: ReportReason;
      message: string;
      reporterId: number | null;
      reporterKey: string;
      addressKey: string;
    },
  ): Promise<boolean> => {
    const rows = await tx
      .insert(listingReports)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: listingReports.id });
    return rows.length > 0;
  },

  /** Different addresses with an open report of the listing. */
  openAddresses: async (tx: Db, propertyId: number): Promise<number> => {
    const [row] = await tx
      .select({ n: countDistinct(listingReports.addressKey) })
      .from(listingReports)
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.state, 'open')));
    return row?.n ?? 0;
  },

  /** The listing, locked. */
  lockListing: async (tx: Db, id: number) => {
    const [row] = await tx
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        reviewState: properties.reviewState,
        ownerId: properties.ownerId,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    return row;
  },

  setStatus: async (tx: Db, id: number, values: Partial<typeof properties.$inferInsert>) => {
    await tx
      .update(properties)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(properties.id, id));
  },

  /** Closes every open report of the listing with the staff's decision; the reporters who can be told. */
  close: async (tx: Db, propertyId: number, state: ReportState, staffId: number) => {
    const closed = await tx
      .update(listingReports)
      .set({ state, decidedAt: sql`now()`, decidedById: staffId })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.state, 'open')))
      .returning({ id: listingReports.id, reporterId: listingReports.reporterId });
    const ids = [...new Set(closed.map((r) => r.reporterId).filter((id): id is number => id !== null))];
    const reporters = ids.length
      ? await tx
          .select({ email: users.email, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    return { count: closed.length, reporters };
  },

  /** Listings with open reports, most reported first. */
  queue: async (db: Db, limit: number) =>
    db
      .select({ propertyId: listingReports.propertyId, n: count() })
      .from(listingReports)
      .where(eq(listingReports.state, 'open'))
      .groupBy(listingReports.propertyId)
      .orderBy(desc(count()), listingReports.propertyId)
      .limit(limit),

  /** The open reports of these listings, newest first. */
  openOf: async (db: Db, ids: number[]) =>
    ids.length
      ? db
          .select({
            propertyId: listingReports.propertyId,
            reason: listingReports.reason,
            message: listingReports.message,
            createdAt: listingReports.createdAt,
          })
          .from(listingReports)
          .where(and(inArray(listingReports.propertyId, ids), eq(listingReports.state, 'open')))
          .orderBy(desc(listingReports.createdAt))
      : [],

  /** The listings and their publishers, with each publisher's history. */
  listings: async (db: Db, ids: number[]) => {
    if (!ids.length) return [];
    const result = await db.execute(sql`
      select p.id, p.title, p.status, p.listing_type as "listingType", u.id as "ownerId",
        u.full_name as "ownerName", u.email as "ownerEmail", u.is_active as "ownerActive",
        (select count(*)::int from properties o where o.owner_id = u.id) as "ownerListings",
        (select count(*)::int from listing_reports r join properties o on o.id = r.property_id
          where o.owner_id = u.id and r.state in ('taken_down', 'suspended')) as "upheldReports",
        (select count(*)::int from listing_reports r join properties o on o.id = r.property_id
          where o.owner_id = u.id and r.state = 'dismissed') as "dismissedReports"
      from properties p join users u on u.id = p.owner_id
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    return rowsOf<ReportedListingRow>(result);
  },

  suspendUser: async (tx: Db, userId: number) => {
    await tx.update(users).set({ isActive: false }).where(eq(users.id, userId));
  },

  /**
   * Takes every public listing the user publishes (as owner or agent) off the public surfaces:
   * status `suspended`, the status it had kept in `held_status` for a lifted suspension
   * (decision 051). Answers their ids.
   */
  holdListingsOf: async (tx: Db, userId: number): Promise<number[]> => {
    const held = await tx
      .update(properties)
      .set({ heldStatus: sql`${properties.status}`, status: 'suspended' })
      .where(
        and(
          or(eq(properties.ownerId, userId), eq(properties.agentId, userId)),
          inArray(properties.status, [...LISTING_VISIBILITY.public]),
        ),
      )
      .returning({ id: properties.id });
    return held.map((r) => r.id);
  },

  /** The account's row, locked for a change of its suspension; undefined when there is none. */
  lockUser: async (tx: Db, userId: number) => {
    const [row] = await tx
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  /** Opens a suspended account again; false when it was open. */
  reactivateUser: async (tx: Db, userId: number): Promise<boolean> => {
    const rows = await tx
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.id, userId), eq(users.isActive, false)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /**
   * The reverse of `holdListingsOf`, in one statement: each listing the user publishes that a
   * suspension hid gets back the status it had. A listing whose other publisher (its owner or its
   * agent) is still suspended stays hidden: it went for them too. Call after `reactivateUser`.
   * Answers the listings restored, each with its status.
   */
  releaseListingsOf: async (tx: Db, userId: number) =>
    tx
      .update(properties)
      .set({ status: sql`${properties.heldStatus}`, heldStatus: null })
      .where(
        and(
          or(eq(properties.ownerId, userId), eq(properties.agentId, userId)),
          eq(properties.status, 'suspended'),
          isNotNull(properties.heldStatus),
          sql`not exists (select 1 from ${users} u
            where u.id in (${properties.ownerId}, ${properties.agentId}) and not u.is_active)`,
        ),
      )
      .returning({ id: properties.id, status: properties.status }),
};

export interface ReportedListingRow {
  id: number;
  title: string;
  status: string;
  listingType: string;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  ownerActive: boolean;
  ownerListings: number;
  upheldReports: number;
  dismissedReports: number;
}
