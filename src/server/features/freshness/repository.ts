import type { PropertyStatus } from '@shared/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { listingReminders, properties, telegramLinks, users } from '../../db/schema';

/** SQL of listing freshness (decision 036). Moments are passed in: the caller's clock decides. */

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The expiry rule over the listing table: confirmed no later than this, by listing type. */
function lapsedBy(now: Date, rentDays: number, saleDays: number) {
  return sql`(
    (${properties.listingType} = 'rent' and ${properties.lastConfirmedAt} <= ${at(now)} - make_interval(days => ${rentDays}))
    or (${properties.listingType} = 'sale' and ${properties.lastConfirmedAt} <= ${at(now)} - make_interval(days => ${saleDays})))`;
}

export const freshnessRepository = {
  /**
   * Holds the freshness run's lock until the transaction ends, or answers false at once when
   * another process holds it (PostgreSQL advisory lock; PGlite has one process).
   */
  tryLock: async (tx: Db): Promise<boolean> => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${FRESHNESS_LOCK_KEY}) as got`);
    return rowsOf<{ got: boolean }>(result)[0]?.got === true;
  },

  /** Available listings not confirmed in time become `expired`; their ids. */
  expire: async (tx: Db, now: Date, rentDays: number, saleDays: number): Promise<number[]> => {
    const result = await tx.execute(sql`
      update ${properties} set status = 'expired', updated_at = ${at(now)}
      where ${properties.status} = 'available' and ${lapsedBy(now, rentDays, saleDays)}
      returning id`);
    return rowsOf<{ id: number }>(result).map((r) => r.id);
  },

  /**
   * One reminder for each available listing within `reminderDays` of its expiry that has none for
   * its current confirmation. The unique (listing, confirmation) key makes this once across every
   * process, whatever runs at the same time.
   */
  createReminders: async (
    tx: Db,
    now: Date,
    s: { rentDays: number; saleDays: number; reminderDays: number },
    linkExpiresAt: Date,
  ): Promise<number> => {
    const result = await tx.execute(sql`
      insert into ${listingReminders} (property_id, confirmed_at, expires_at)
      select ${properties.id}, ${properties.lastConfirmedAt}, ${at(linkExpiresAt)}
      from ${properties}
      where ${properties.status} = 'available'
        and ${lapsedBy(now, s.rentDays - s.reminderDays, s.saleDays - s.reminderDays)}
      on conflict do nothing
      returning id`);
    return rowsOf(result).length;
  },

  /**
   * Reminders not yet handed to the mailer, claimed by this process (`sent_at` set; rows another
   * process is claiming are skipped), with what their e-mail says.
   */
  claimUnsent: async (db: Db, now: Date, limit = 100) => {
    const result = await db.execute(sql`
      update ${listingReminders} r set sent_at = ${at(now)}
      from ${properties} p join ${users} u on u.id = p.owner_id
      where r.id in (
        select id from ${listingReminders}
        where sent_at is null and used_at is null and expires_at > ${at(now)}
        order by id limit ${limit} for update skip locked)
        and p.id = r.property_id and p.status = 'available'
      returning ${claimedColumns}`);
    return rowsOf<ClaimedReminder>(result);
  },

  /**
   * A reminder row for each listing that just expired and has none for its confirmation (a
   * listing can expire unreminded: reminders off, or its period shorter than the reminder's
   * days). Marked sent: its reminder e-mail is moot; the expiry notice uses its links.
   */
  ensureReminders: async (tx: Db, ids: number[], now: Date, linkExpiresAt: Date) => {
    if (!ids.length) return;
    await tx.execute(sql`
      insert into ${listingReminders} (property_id, confirmed_at, expires_at, sent_at)
      select ${properties.id}, ${properties.lastConfirmedAt}, ${at(linkExpiresAt)}, ${at(now)}
      from ${properties} where ${inArray(properties.id, ids)}
      on conflict do nothing`);
  },

  /**
   * Expiry notices not yet handed to the mailer, claimed like reminders: one per expired listing
   * and confirmation, through the reminder row of that confirmation, whose unused links the
   * notice carries. A listing confirmed meanwhile has a newer confirmation and gets none.
   */
  claimExpiryNotices: async (db: Db, now: Date, limit = 100) => {
    const result = await db.execute(sql`
      update ${listingReminders} r set expired_notice_at = ${at(now)}
      from ${properties} p join ${users} u on u.id = p.owner_id
      where r.id in (
        select id from ${listingReminders}
        where expired_notice_at is null and used_at is null and expires_at > ${at(now)}
        order by id limit ${limit} for update skip locked)
        and p.id = r.property_id and p.status = 'expired' and p.last_confirmed_at = r.confirmed_at
      returning ${claimedColumns}`);
    return rowsOf<ClaimedReminder>(result);
  },

  /** A claimed expiry notice whose e-mail failed goes back to the queue. */
  unclaimNotice: async (db: Db, id: number) => {
    await db.update(listingReminders).set({ expiredNoticeAt: null }).where(eq(listingReminders.id, id));
  },

  /** A claimed reminder whose e-mail failed goes back to the queue. */
  unclaim: async (db: Db, id: number) => {
    await db.update(listingReminders).set({ sentAt: null }).where(eq(listingReminders.id, id));
  },

  /** The reminder a link names, if still unused and unexpired, locked for the transaction. */
  lockUsable: async (tx: Db, id: number, now: Date) => {
    const [row] = await tx
      .select()
      .from(listingReminders)
      .where(
        and(
          eq(listingReminders.id, id),
          sql`${listingReminders.usedAt} is null and ${listingReminders.expiresAt} > ${at(now)}`,
        ),
      )
      .for('update');
    return row;
  },

  markUsed: async (tx: Db, id: number, now: Date, action: string) => {
    await tx
      .update(listingReminders)
      .set({ usedAt: now, usedAction: action })
      .where(eq(listingReminders.id, id));
  },

  /** The listing a reminder is about, locked. */
  lockListing: async (tx: Db, id: number) => {
    const [row] = await tx
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        reviewState: properties.reviewState,
        listingType: properties.listingType,
        ownerId: properties.ownerId,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    return row;
  },

  /** Sets a listing's status and, when given, its confirmation. */
  update: async (
    tx: Db,
    id: number,
    values: { status?: PropertyStatus; lastConfirmedAt?: Date; now: Date },
  ) => {
    const { now, ...set } = values;
    const [row] = await tx
      .update(properties)
      .set({ ...set, updatedAt: now })
      .where(eq(properties.id, id))
      .returning({ status: properties.status, lastConfirmedAt: properties.lastConfirmedAt });
    return row!;
  },
};

/** What a claimed reminder's messages say, and where they go (e-mail; Telegram when linked). */
const claimedColumns = sql`r.id, r.expires_at as "expiresAt", p.id as "propertyId", p.title,
  p.listing_type as "listingType", p.last_confirmed_at as "confirmedAt",
  u.email, u.full_name as "fullName",
  (select t.chat_id::float8 from ${telegramLinks} t where t.user_id = u.id) as "chatId",
  p.title_am as "titleAm",
  (select t.language from ${telegramLinks} t where t.user_id = u.id) as "telegramLanguage"`;

export interface ClaimedReminder {
  id: number;
  expiresAt: string | Date;
  propertyId: number;
  title: string;
  listingType: 'sale' | 'rent';
  confirmedAt: string | Date;
  email: string;
  fullName: string;
  /** The publisher's linked Telegram chat (decision 039), if any. */
  chatId: number | null;
  titleAm: string | null;
  /** The language the publisher's bot speaks (decision 039): the Telegram copy's. */
  telegramLanguage: string | null;
}

/** An arbitrary constant (the migrations use another): the freshness run's advisory lock. */
const FRESHNESS_LOCK_KEY = 703_612_036;
