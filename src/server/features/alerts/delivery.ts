import type { PropertyListItem } from '@shared/schemas/properties';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { alertJobs, properties, savedSearches, telegramLinks, users } from '../../db/schema';
import { isPublicListing, presentCards, selectListingCards } from '../properties';
import { type AlertItem, alertEmail, alertTelegram } from './messages';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from './schedule';
import { botCall, TelegramError } from './telegram';
import { unsubscribeUrl } from './unsubscribe';

/**
 * Delivery (decision 038): due jobs are taken with a lease (`locked_until`) in a short
 * transaction (`for update skip locked`: each job goes to one process), sent outside it, then
 * marked sent. A process killed between the two leaves the lease to run out and the job is taken
 * again; a failed send waits 1, 4, 16, 64 minutes and is given up after five attempts, shown on
 * the saved-search screen. Daily jobs of one person and channel leave as one digest.
 */

const BATCH = 100;
/** Listings shown in a digest; the rest are counted ("and N more"). */
const DIGEST_SHOWN = 10;
/** Messages sent at the same time by one process. */
const SENDING = 8;

type JobRow = typeof alertJobs.$inferSelect;

/** Takes due jobs for this process. */
async function claim(ctx: AppContext, now: Date): Promise<JobRow[]> {
  return ctx.database.db.transaction(async (tx) => {
    const due = await tx
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
    if (!due.length) return [];
    return tx
      .update(alertJobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${alertJobs.attempts} + 1` })
      .where(
        inArray(
          alertJobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
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

/** Sends what is due; returns how many jobs were taken. */
export async function deliverDue(ctx: AppContext, now: Date): Promise<number> {
  const jobs = await claim(ctx, now);
  if (!jobs.length) return 0;
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
  // Several messages on their way at once: each is still marked sent on its own as soon as it
  // left, so a crash resends nothing already marked (the database's connections bound this).
  const queue = [...groups.values()];
  const send = async (group: JobRow[]) => {
    const first = group[0]!;
    const person = people.get(first.userId);
    const search = first.searchId === null ? undefined : searches.get(first.searchId);
    // Paused since, a listing no longer public, an account closed: nothing to send, nothing to retry.
    const live = group.filter((j) => cards.has(j.propertyId));
    if (
      !person?.active ||
      (search?.paused ?? false) ||
      !live.length ||
      (first.channel === 'telegram' && !person.chatId)
    ) {
      await db.delete(alertJobs).where(
        inArray(
          alertJobs.id,
          group.map((j) => j.id),
        ),
      );
      return;
    }
    const name = search?.name ?? '';
    const items: AlertItem[] = live.slice(0, DIGEST_SHOWN).map((j) => {
      const card = cards.get(j.propertyId)!;
      const image = card.primary_image?.image;
      return {
        card,
        link: `${ctx.config.publicUrl}/properties/${card.id}`,
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
      await db
        .update(alertJobs)
        .set({ sentAt: now, lockedUntil: null })
        .where(
          inArray(
            alertJobs.id,
            group.map((j) => j.id),
          ),
        );
    } catch (error) {
      await failed(ctx, group, error, now);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(SENDING, queue.length) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) await send(group);
    }),
  );
  return jobs.length;
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
