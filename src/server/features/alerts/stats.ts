import type { AlertStats } from '@shared/schemas/saved-searches';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { alertDailyCounts, alertJobs } from '../../db/schema';
import { requireStaff } from '../../lib/guards';
import type { Viewer } from '../../lib/viewer';
import { ADDIS_ABABA_UTC_OFFSET_HOURS, addisDay } from './schedule';

/**
 * The staff's daily figures of alerts (decision 053). Sent and given-up messages are read from
 * the jobs themselves (a digest's jobs share one send: one message); clicks and unsubscribes are
 * counters kept per day and channel, since nothing else records them.
 */

type Channel = 'email' | 'telegram';
type Action = (typeof alertDailyCounts.$inferInsert)['action'];

/** Counts one click or unsubscribe, today in Addis Ababa. */
export async function countAlertAction(db: Db, action: Action, channel: Channel, at = new Date()) {
  await db
    .insert(alertDailyCounts)
    .values({ day: addisDay(at), action, channel, count: 1 })
    .onConflictDoUpdate({
      target: [alertDailyCounts.day, alertDailyCounts.action, alertDailyCounts.channel],
      set: { count: sql`${alertDailyCounts.count} + 1` },
    });
}

const zero = () => ({ email: 0, telegram: 0 });
type Day = AlertStats['days'][number];
type Figure = 'sent' | 'failed' | 'clicks' | 'unsubscribes';

/** `GET /admin/alerts/stats/`: the last `days` days, newest first, every day present. */
export async function alertStats(
  ctx: AppContext,
  viewer: Viewer | null,
  days: number,
  now = new Date(),
): Promise<AlertStats> {
  requireStaff(viewer);
  const db = ctx.database.db;
  const list: Day[] = Array.from({ length: days }, (_, i) => ({
    date: addisDay(new Date(now.getTime() - i * 86_400_000)),
    sent: zero(),
    failed: zero(),
    clicks: zero(),
    unsubscribes: zero(),
  }));
  const first = list[list.length - 1]!.date;
  // The first moment of that day in Addis Ababa, as UTC.
  const since = new Date(Date.parse(`${first}T00:00:00Z`) - ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000);
  const byDate = new Map(list.map((d) => [d.date, d]));
  const add = (figure: Figure, date: string, channel: Channel, n: number) => {
    const day = byDate.get(date);
    if (day) day[figure][channel] += Number(n);
  };
  const dayOf = (column: typeof alertJobs.sentAt | typeof alertJobs.failedAt) =>
    sql<string>`to_char((${column} at time zone 'UTC') + make_interval(hours => ${ADDIS_ABABA_UTC_OFFSET_HOURS}), 'YYYY-MM-DD')`;
  const [sent, failed, counts] = await Promise.all([
    db
      .select({
        date: dayOf(alertJobs.sentAt),
        channel: alertJobs.channel,
        // A digest's jobs leave together: one message per person and send.
        n: sql<number>`(count(*) filter (where not ${alertJobs.digest})
          + count(distinct (${alertJobs.userId}, ${alertJobs.sentAt})) filter (where ${alertJobs.digest}))::int`,
      })
      .from(alertJobs)
      .where(sql`${alertJobs.sentAt} >= ${since}`)
      .groupBy(sql`1`, alertJobs.channel),
    db
      .select({
        date: dayOf(alertJobs.failedAt),
        channel: alertJobs.channel,
        n: sql<number>`count(*)::int`,
      })
      .from(alertJobs)
      .where(sql`${alertJobs.failedAt} >= ${since}`)
      .groupBy(sql`1`, alertJobs.channel),
    db.select().from(alertDailyCounts).where(sql`${alertDailyCounts.day} >= ${first}`),
  ]);
  for (const r of sent) add('sent', r.date, r.channel, r.n);
  for (const r of failed) add('failed', r.date, r.channel, r.n);
  for (const r of counts) add(r.action === 'click' ? 'clicks' : 'unsubscribes', r.day, r.channel, r.count);
  const totals = { sent: zero(), failed: zero(), clicks: zero(), unsubscribes: zero() };
  for (const d of list)
    for (const figure of ['sent', 'failed', 'clicks', 'unsubscribes'] as const)
      for (const channel of ['email', 'telegram'] as const) totals[figure][channel] += d[figure][channel];
  return { days: list, totals };
}
