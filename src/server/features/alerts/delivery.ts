import type { PropertyListItem } from '@shared/schemas/properties';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { alertJobs, properties, savedSearches, telegramLinks, users } from '../../db/schema';
import { isPublicListing, presentCards, selectListingCards } from '../properties';
import { alertLink } from './clicks';
import { type AlertItem, alertEmail, alertTelegram } from './messages';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from './schedule';
import { botCall, TelegramError } from './telegram';
import { unsubscribeUrl } from './unsubscribe';

/**
 * Delivery (decisions 038, 053): due jobs are taken in batches with a lease (`locked_until`) by
 * one statement (`update … where id in (select … for update skip locked)`: each job goes to one
 * process), sent outside any transaction several at a time, and marked sent in batches of
 * confirmed sends. A process killed before a job's mark leaves its lease to run out and the job
 * is taken again; a failed send waits 1, 4, 16, 64 minutes and is given up after five attempts,
 * shown on the saved-search screen. Daily jobs of one person and channel leave as one digest.
 */

const BATCH = 500;
/** Listings shown in a digest; the rest are counted ("and N more"). */
const DIGEST_SHOWN = 10;
/** Messages on their way at the same time from one process (SMTP connections, Bot API calls). */
const SENDING = 16;
/**
 * Confirmed sends are marked in one statement once this many wait, or the oldest has waited
 * MARK_WAIT_MS: a crash resends at most these (decision 053), against one statement per message.
 */
const MARK_EVERY = 100;
const MARK_WAIT_MS = 200;

type JobRow = typeof alertJobs.$inferSelect;

/** Takes due jobs for this process: one statement, whatever the batch. */
async function claim(ctx: AppContext, now: Date): Promise<JobRow[]> {
  const db = ctx.database.db;
  const due = db
    .select({ id: alertJobs.id })
    .from(alertJobs)
    .where(
      and(
        isNull(alertJobs.sentAt),
        isNull(alertJobs.failedAt),
        lte(alertJobs.dueAt, now),
        or(isNull(alertJobs.lockedUntil), lte(alertJobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(alertJobs.dueAt), asc(alertJobs.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(alertJobs)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${alertJobs.attempts} + 1` })
    .where(inArray(alertJobs.id, due))
    .returning();
}

/**
 * Marks confirmed sends in batches. A failed mark is logged and leaves those jobs leased: they go
 * again after the lease (at least once), never lost.
 */
function sentMarks(ctx: AppContext, now: Date) {
  let waiting: number[] = [];
  let since = 0;
  let chain: Promise<void> = Promise.resolve();
  const flush = () => {
    const ids = waiting;
    waiting = [];
    if (ids.length)
      chain = chain.then(() =>
        ctx.database.db
          .update(alertJobs)
          .set({ sentAt: now, lockedUntil: null })
          .where(inArray(alertJobs.id, ids))
          .then(
            () => undefined,
            (err: unknown) => ctx.log.error({ err, jobs: ids.length }, 'marking sent alerts failed'),
          ),
      );
    return chain;
  };
  return {
    sent(ids: number[]) {
      if (!waiting.length) since = performance.now();
      waiting.push(...ids);
      if (waiting.length >= MARK_EVERY || performance.now() - since >= MARK_WAIT_MS) void flush();
    },
    flush,
  };
}

/** What the senders need to reach people: their address, their chat. */
async function recipients(ctx: AppContext, userIds: number[]) {
  const rows = await ctx.database.db
    .select({ id: users.id, email: users.email, active: users.isActive, chatId: telegramLinks.chatId })
    .from(users)
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Takes and sends what is due; returns how many jobs were taken. */
export async function deliverDue(ctx: AppContext, now: Date): Promise<number> {
  const jobs = await claim(ctx, now);
  if (jobs.length) await deliver(ctx, jobs, now);
  return jobs.length;
}

/** Sends jobs this process holds the lease of (taken, or made by its fan-out), a batch at a time. */
export async function deliverTaken(ctx: AppContext, jobs: JobRow[], now: Date): Promise<void> {
  for (let i = 0; i < jobs.length; i += BATCH) await deliver(ctx, jobs.slice(i, i + BATCH), now);
}

async function deliver(ctx: AppContext, jobs: JobRow[], now: Date): Promise<void> {
  const db = ctx.database.db;
  const searchIds = [...new Set(jobs.map((j) => j.searchId).filter((id): id is number => id !== null))];
  const searches = new Map(
    (searchIds.length
      ? await db.select().from(savedSearches).where(inArray(savedSearches.id, searchIds))
      : []
    ).map((s) => [s.id, s]),
  );
  const people = await recipients(ctx, [...new Set(jobs.map((j) => j.userId))]);
  const cards = await cardsOf(ctx, [...new Set(jobs.map((j) => j.propertyId))]);

  // One message per person, channel and kind of delivery (a digest groups its day).
  const groups = new Map<string, JobRow[]>();
  for (const job of jobs) {
    const key = job.digest ? `${job.userId}:${job.channel}:digest` : `job:${job.id}`;
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  const marks = sentMarks(ctx, now);
  const dropped: number[] = [];
  const queue = [...groups.values()];
  const send = async (group: JobRow[]) => {
    const first = group[0]!;
    const person = people.get(first.userId);
    // A search paused or deleted since, a listing no longer public (or deleted), an account
    // closed: nothing to send, nothing to retry.
    const live = group.filter((j) => {
      if (!cards.has(j.propertyId)) return false;
      if (j.searchId === null) return true;
      const s = searches.get(j.searchId);
      return s !== undefined && !s.paused;
    });
    if (!person?.active || !live.length || (first.channel === 'telegram' && !person.chatId)) {
      dropped.push(...group.map((j) => j.id));
      return;
    }
    const named = live[0]!.searchId === null ? undefined : searches.get(live[0]!.searchId);
    const name = named?.name ?? '';
    const items: AlertItem[] = live.slice(0, DIGEST_SHOWN).map((j) => {
      const card = cards.get(j.propertyId)!;
      const image = card.primary_image?.image;
      return {
        card,
        link: alertLink(ctx.config, `/properties/${card.id}`, first.channel),
        photo: image ? new URL(image, `${ctx.config.publicUrl}/`).toString() : null,
        priceDrop: j.kind === 'price_drop',
      };
    });
    try {
      if (first.channel === 'email') {
        const ids = live.map((j) => j.searchId).filter((id): id is number => id !== null);
        const unsubscribe = ids.length ? unsubscribeUrl(ctx.config, ids) : null;
        const mail = alertEmail(items, live.length, name, first.language, unsubscribe);
        await ctx.mailer.send({
          to: person.email,
          ...mail,
          ...(unsubscribe && {
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
        });
      } else {
        const text = alertTelegram(items, live.length, name, first.language);
        const photo = items.length === 1 ? items[0]!.photo : null;
        const tg = ctx.config.telegram!;
        const asText = () => botCall(tg, 'sendMessage', { chat_id: person.chatId, text, parse_mode: 'HTML' });
        if (!photo) await asText();
        else
          await botCall(tg, 'sendPhoto', {
            chat_id: person.chatId,
            photo,
            caption: text,
            parse_mode: 'HTML',
          }).catch(
            // A photo Telegram cannot fetch (PUBLIC_URL not public) must not cost the alert.
            (error: unknown) => {
              if (error instanceof TelegramError && error.code === 400) return asText();
              throw error;
            },
          );
      }
      marks.sent(group.map((j) => j.id));
    } catch (error) {
      await failed(ctx, group, error, now);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(SENDING, queue.length) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) await send(group);
    }),
  );
  await marks.flush();
  if (dropped.length) await db.delete(alertJobs).where(inArray(alertJobs.id, dropped));
}

async function failed(ctx: AppContext, group: JobRow[], error: unknown, now: Date) {
  const db = ctx.database.db;
  const message = error instanceof Error ? error.message : String(error);
  // A person who blocked the bot will not unblock it for a retry.
  const final = group[0]!.attempts >= MAX_ATTEMPTS || (error instanceof TelegramError && error.code === 403);
  ctx.log.warn({ err: error, jobs: group.map((j) => j.id), final }, 'alert delivery failed');
  const ids = group.map((j) => j.id);
  if (!final) {
    const retryAt = new Date(now.getTime() + backoffMs(group[0]!.attempts));
    await db
      .update(alertJobs)
      .set({ lockedUntil: retryAt, lastError: message })
      .where(inArray(alertJobs.id, ids));
    return;
  }
  await db
    .update(alertJobs)
    .set({ failedAt: now, lastError: message, lockedUntil: null })
    .where(inArray(alertJobs.id, ids));
  const searchIds = group.map((j) => j.searchId).filter((id): id is number => id !== null);
  if (searchIds.length)
    await db
      .update(savedSearches)
      .set({ lastFailure: message.slice(0, 300), lastFailureAt: now })
      .where(inArray(savedSearches.id, searchIds));
}

/** The listings' cards (as the list shows them), public ones only. */
async function cardsOf(ctx: AppContext, ids: number[]): Promise<Map<number, PropertyListItem>> {
  const rows = await selectListingCards(
    ctx.database.db,
    and(inArray(properties.id, ids), isPublicListing()),
    undefined,
    ids.length,
    0,
  );
  return new Map((await presentCards(ctx, rows)).map((c) => [c.id, c as PropertyListItem]));
}
