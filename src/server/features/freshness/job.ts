import { type AppContext, nowOf } from '../../context';
import { botCall } from '../alerts';
import { listingsChanged, rescoreStale } from '../properties';
import { expiredEmail, reminderEmail } from './emails';
import { type REMINDER_ACTIONS, signReminderLink } from './links';
import { daysAfter, lifetimeDays } from './policy';
import { reminderTelegram } from './reminder-telegram';
import { type ClaimedReminder, freshnessRepository as repo } from './repository';

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
  /** Notices of expiry handed to the mailer (decision 051). */
  noticed: number;
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
    // Each expired listing gets a notice carrying its reminder's "still available" link.
    await repo.ensureReminders(tx, expired, now, daysAfter(now, REMINDER_LINK_DAYS));
    const reminders =
      settings.reminderDays > 0
        ? await repo.createReminders(tx, now, settings, daysAfter(now, REMINDER_LINK_DAYS))
        : 0;
    return { expired, reminders };
  });
  if (!done) return { ran: false, expired: [], reminders: 0, rescored: 0, sent: 0, noticed: 0 };
  // Freshness is part of the quality score (decision 051): a listing past its fresh days loses
  // those points here, under the same lock, a batch per transaction (`rescoreStale`).
  const rescored = await rescoreStale(ctx.database.db, now, repo.tryLock);
  if (done.expired.length || rescored) listingsChanged(ctx);
  if (done.expired.length)
    ctx.log.info({ expired: done.expired.length }, 'listings expired: not confirmed in time');
  const sent = await sendReminders(ctx);
  const noticed = await sendExpiryNotices(ctx);
  return { ran: true, ...done, rescored, sent, noticed };
}

/** A reminder's signed link for one action (decision 036). */
const linkOf = (ctx: AppContext, r: ClaimedReminder, action: (typeof REMINDER_ACTIONS)[number]) =>
  `${ctx.config.publicUrl}/listing-reminder?token=${signReminderLink(ctx.config.jwtSecret, {
    reminderId: r.id,
    action,
    expiresAt: new Date(r.expiresAt),
  })}`;

/** Hands every unsent reminder to the mailer; one that fails waits for the next pass. */
async function sendReminders(ctx: AppContext): Promise<number> {
  const now = nowOf(ctx);
  let sent = 0;
  for (const r of await repo.claimUnsent(ctx.database.db, now)) {
    const lapse = daysAfter(new Date(r.confirmedAt), lifetimeDays(ctx.config.freshness, r.listingType));
    const content = {
      title: r.title,
      listingType: r.listingType,
      expiresOn: lapse.toISOString().slice(0, 10),
      links: {
        confirm: linkOf(ctx, r, 'confirm'),
        taken: linkOf(ctx, r, 'taken'),
        remove: linkOf(ctx, r, 'remove'),
      },
      myPropertiesUrl: `${ctx.config.publicUrl}/my-properties`,
    };
    try {
      await ctx.mailer.send(reminderEmail({ to: { email: r.email, name: r.fullName }, ...content }));
      sent++;
    } catch (err) {
      ctx.log.warn({ err, reminder: r.id }, 'a listing reminder was not sent; the next pass retries');
      await repo.unclaim(ctx.database.db, r.id);
      continue;
    }
    const copy = { ...content, titleAm: r.titleAm, expiresAt: lapse };
    await telegramCopy(ctx, r, reminderTelegram(copy, r.telegramLanguage ?? 'en'));
  }
  return sent;
}

/**
 * The Telegram copy of a message already e-mailed, to a publisher who linked Telegram (decision
 * 039). Sent once, after the e-mail: a failure (Telegram down, the bot blocked) is logged and not
 * retried, since the e-mail and the banner on My Properties carry the same links.
 */
async function telegramCopy(ctx: AppContext, r: ClaimedReminder, text: string) {
  const tg = ctx.config.telegram;
  if (!tg || r.chatId === null) return;
  try {
    await botCall(tg, 'sendMessage', {
      chat_id: r.chatId,
      text,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
  } catch (err) {
    ctx.log.warn({ err, reminder: r.id }, 'the Telegram copy of a listing reminder was not sent');
  }
}

/** Tells each publisher whose listing expired, with the one action that brings it back (decision 051). */
async function sendExpiryNotices(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const r of await repo.claimExpiryNotices(ctx.database.db, nowOf(ctx))) {
    try {
      await ctx.mailer.send(
        expiredEmail({
          to: { email: r.email, name: r.fullName },
          title: r.title,
          confirm: linkOf(ctx, r, 'confirm'),
          myPropertiesUrl: `${ctx.config.publicUrl}/my-properties`,
        }),
      );
      sent++;
    } catch (err) {
      ctx.log.warn({ err, reminder: r.id }, 'a notice of expiry was not sent; the next pass retries');
      await repo.unclaimNotice(ctx.database.db, r.id);
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
