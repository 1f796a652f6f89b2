import { type AppContext, nowOf } from '../../context';
import { listingsChanged, rescoreWhere, staleQuality } from '../properties';
import { reminderEmail } from './emails';
import { type REMINDER_ACTIONS, signReminderLink } from './links';
import { daysAfter, lifetimeDays } from './policy';
import { freshnessRepository as repo } from './repository';

/** How long a reminder's links work after it is made: past the expiry, so a late tap still helps. */
export const REMINDER_LINK_DAYS = 14;

export interface FreshnessRun {
  /** False when another process was running it (nothing done here). */
  ran: boolean;
  expired: number[];
  reminders: number;
  /** Listings whose quality score (the "Recommended" sort) changed: their freshness lapsed, or a write was not scored. */
  rescored: number;
  sent: number;
}

/**
 * One pass of listing freshness (decision 036), at the context's clock: available listings not
 * confirmed in time expire, those close to it get a reminder. Once across processes: the pass
 * holds an advisory lock, and each reminder is one row per (listing, confirmation), claimed by
 * one process before its e-mail goes. Everything it knows is in the database, so a restart (or a
 * crash between two steps) loses nothing: the next pass finds what is left.
 */
export async function runFreshness(ctx: AppContext): Promise<FreshnessRun> {
  const now = nowOf(ctx);
  const settings = ctx.config.freshness;
  const done = await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.tryLock(tx))) return undefined;
    const expired = await repo.expire(tx, now, settings.rentDays, settings.saleDays);
    const reminders =
      settings.reminderDays > 0
        ? await repo.createReminders(tx, now, settings, daysAfter(now, REMINDER_LINK_DAYS))
        : 0;
    // Freshness is part of the quality score (decision 051): a listing past its fresh days loses
    // those points here, once across processes under the same lock, within one pass of the moment.
    const rescored = await rescoreWhere(tx, staleQuality(now), now);
    return { expired, reminders, rescored };
  });
  if (!done) return { ran: false, expired: [], reminders: 0, rescored: 0, sent: 0 };
  if (done.expired.length || done.rescored) listingsChanged(ctx);
  if (done.expired.length)
    ctx.log.info({ expired: done.expired.length }, 'listings expired: not confirmed in time');
  const sent = await sendReminders(ctx);
  return { ran: true, ...done, sent };
}

/** Hands every unsent reminder to the mailer; one that fails waits for the next pass. */
async function sendReminders(ctx: AppContext): Promise<number> {
  const now = nowOf(ctx);
  const base = ctx.config.publicUrl;
  let sent = 0;
  for (const r of await repo.claimUnsent(ctx.database.db, now)) {
    const expiresAt = new Date(r.expiresAt);
    const token = (action: (typeof REMINDER_ACTIONS)[number]) =>
      `${base}/listing-reminder?token=${signReminderLink(ctx.config.jwtSecret, { reminderId: r.id, action, expiresAt })}`;
    const lapse = daysAfter(new Date(r.confirmedAt), lifetimeDays(ctx.config.freshness, r.listingType));
    const message = reminderEmail({
      to: { email: r.email, name: r.fullName },
      title: r.title,
      listingType: r.listingType,
      expiresOn: lapse.toISOString().slice(0, 10),
      links: { confirm: token('confirm'), taken: token('taken'), remove: token('remove') },
      myPropertiesUrl: `${base}/my-properties`,
    });
    try {
      await ctx.mailer.send(message);
      sent++;
    } catch (err) {
      ctx.log.warn({ err, reminder: r.id }, 'a listing reminder was not sent; the next pass retries');
      await repo.unclaim(ctx.database.db, r.id);
    }
  }
  return sent;
}

/**
 * Runs a pass now and then every `intervalMs` (0: never), never two at once in this process.
 * Returns a function that stops the timer and waits for a pass in progress.
 */
export function scheduleFreshness(ctx: AppContext, intervalMs = ctx.config.freshness.intervalMs) {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = runFreshness(ctx)
      .then(() => undefined)
      .catch((err) => ctx.log.warn({ err }, 'the listing freshness pass failed; it runs again later'))
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
