import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  alertEvents,
  alertJobs,
  properties,
  savedProperties,
  savedSearches,
  telegramLinks,
} from '../../db/schema';
import { listingMatcher, type MatchableListing, searchIndex } from '../properties';
import { type SearchQuery, storedQuery } from './saved-query';
import { LEASE_MS, nextDigestAt } from './schedule';

/**
 * The fan-out (decision 038): each "listing became public" event is taken once (row lock, `skip
 * locked`: several processes share the events) and matched, in memory, against every active
 * saved search with the matcher derived from the listing query's declaration — the same answer
 * as `GET /properties/properties/?<query>` (the equivalence test holds them together). Each
 * person gets at most one job per listing and channel (a unique index), however many of their
 * searches match.
 */

const BATCH = 50;

type Matcher = (listing: MatchableListing) => boolean;

/** Compiled searches, by id; a changed query is compiled again. */
const compiled = new Map<number, { text: string; query: SearchQuery; matches: Matcher }>();
function compiledSearch(id: number, text: string) {
  let c = compiled.get(id);
  if (c?.text !== text) {
    if (compiled.size > 100_000) compiled.clear();
    const query = storedQuery(text);
    c = { text, query, matches: listingMatcher(query) };
    compiled.set(id, c);
  }
  return c;
}

type Job = typeof alertJobs.$inferInsert;

type JobRow = typeof alertJobs.$inferSelect;

/**
 * Turns pending events into jobs: how many events it handled, and the instant jobs it made,
 * already taken by this process (born with its lease, decision 053) for it to send at once
 * without taking them again; should it die first, the lease runs out and another sends them.
 */
export async function fanOut(ctx: AppContext, now: Date): Promise<{ events: number; taken: JobRow[] }> {
  return ctx.database.db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(alertEvents)
      .where(isNull(alertEvents.processedAt))
      .orderBy(asc(alertEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!events.length) return { events: 0, taken: [] };
    const ids = [...new Set(events.map((e) => e.propertyId))];
    const listings = new Map(
      (await tx.select().from(properties).where(inArray(properties.id, ids))).map((l) => [l.id, l]),
    );
    const linked = await linkedUsers(tx);
    const jobs: Job[] = [];
    const newOnes = events.filter((e) => e.kind === 'new_listing').map((e) => listings.get(e.propertyId));
    if (newOnes.some(Boolean)) jobs.push(...(await searchJobs(tx, newOnes, linked, now)));
    const drops = events.filter((e) => e.kind === 'price_drop').map((e) => listings.get(e.propertyId));
    if (drops.some(Boolean)) jobs.push(...(await priceDropJobs(tx, drops, linked, now)));
    const lease = new Date(now.getTime() + LEASE_MS);
    const taken: JobRow[] = [];
    for (let i = 0; i < jobs.length; i += 500) {
      const made = await tx
        .insert(alertJobs)
        .values(
          jobs.slice(i, i + 500).map((j) => (j.dueAt <= now ? { ...j, lockedUntil: lease, attempts: 1 } : j)),
        )
        .onConflictDoNothing()
        .returning();
      // Only the rows inserted now come back: a job made before (a unique conflict) is not ours.
      taken.push(...made.filter((j) => j.lockedUntil !== null));
    }
    await tx
      .update(alertEvents)
      .set({ processedAt: now })
      .where(
        inArray(
          alertEvents.id,
          events.map((e) => e.id),
        ),
      );
    return { events: events.length, taken };
  });
}

async function linkedUsers(tx: Db): Promise<Set<number>> {
  const rows = await tx
    .select({ userId: telegramLinks.userId })
    .from(telegramLinks)
    .where(isNotNull(telegramLinks.chatId));
  return new Set(rows.map((r) => r.userId));
}

type Listing = typeof properties.$inferSelect;

async function searchJobs(tx: Db, listings: Array<Listing | undefined>, linked: Set<number>, now: Date) {
  const rows = await tx.select().from(savedSearches).where(eq(savedSearches.paused, false));
  // Compiled once (not once per listing and search), and filed so that a listing meets only the
  // searches that could match it.
  const matching = searchIndex(rows.map((s) => ({ item: s, ...compiledSearch(s.id, s.query) })));
  const jobs: Job[] = [];
  for (const listing of listings) {
    if (!listing) continue;
    // Per person: the first matching search names the message; instant wins over daily.
    const byUser = new Map<
      number,
      { searchId: number; instant: boolean; channels: Set<string>; language: string }
    >();
    for (const s of matching(listing as unknown as MatchableListing)) {
      if (s.userId === listing.ownerId) continue;
      const seen = byUser.get(s.userId);
      const entry = seen ?? {
        searchId: s.id,
        instant: false,
        channels: new Set<string>(),
        language: s.language,
      };
      if (s.frequency === 'instant' && !entry.instant) {
        entry.instant = true;
        entry.searchId = s.id;
        entry.language = s.language;
      }
      for (const c of s.channels) entry.channels.add(c);
      byUser.set(s.userId, entry);
    }
    for (const [userId, m] of byUser)
      for (const channel of m.channels) {
        if (channel === 'telegram' && !linked.has(userId)) continue;
        jobs.push({
          userId,
          propertyId: listing.id,
          searchId: m.searchId,
          channel: channel as Job['channel'],
          kind: 'new_listing',
          digest: !m.instant,
          language: m.language,
          dueAt: m.instant ? now : nextDigestAt(now),
        });
      }
  }
  return jobs;
}

/** People who saved a listing whose price fell: told at once, by e-mail and linked Telegram. */
async function priceDropJobs(tx: Db, listings: Array<Listing | undefined>, linked: Set<number>, now: Date) {
  const ids = listings.filter((l): l is Listing => Boolean(l)).map((l) => l.id);
  const saves = await tx
    .select({
      userId: savedProperties.userId,
      propertyId: savedProperties.propertyId,
      // The language of the person's latest saved search, if any.
      language: sql<string | null>`(select ${savedSearches.language} from ${savedSearches}
        where ${savedSearches.userId} = ${savedProperties.userId} order by ${savedSearches.id} desc limit 1)`,
    })
    .from(savedProperties)
    .where(and(inArray(savedProperties.propertyId, ids)));
  return saves.flatMap((s) =>
    (['email', 'telegram'] as const)
      .filter((c) => c === 'email' || linked.has(s.userId))
      .map(
        (channel): Job => ({
          userId: s.userId,
          propertyId: s.propertyId,
          channel,
          kind: 'price_drop',
          language: s.language ?? 'en',
          dueAt: now,
        }),
      ),
  );
}
