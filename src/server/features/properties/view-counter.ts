import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listingViews } from '../../db/schema';

const FLUSH_EVERY_MS = 5_000;
/** How many (listing, visitor, day) keys a process remembers to avoid counting a visitor twice. */
const REMEMBERED = 100_000;
/** Views written per statement (3 parameters each). */
const WRITE_SLICE = 2_000;

interface PendingView {
  propertyId: number;
  visitorKey: string;
  day: string;
}

/**
 * Counts detail views once per visitor and day without writing on every page view: views are
 * collected in memory and written every few seconds in one statement (and when the server stops).
 * Writing `views_count` on every view would update every index of the listing row, on every
 * request; here a burst of 1,000 views costs one insert and one update.
 *
 * The database still decides what counts (the `listing_views` primary key), so several processes
 * never count a visitor twice; the counts this process has not written yet are added to what it
 * answers, so a visitor sees their own view at once.
 */
export class ViewCounter {
  private pending = new Map<string, PendingView>();
  private unwritten = new Map<number, number>();
  private seen = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {}

  /** Notes a view; false when this visitor was already counted today (by this process). */
  record(propertyId: number, visitorKey: string, day: string): boolean {
    const key = `${propertyId}|${visitorKey}|${day}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (this.seen.size > REMEMBERED) this.seen.delete(this.seen.values().next().value!);
    this.pending.set(key, { propertyId, visitorKey, day });
    this.unwritten.set(propertyId, (this.unwritten.get(propertyId) ?? 0) + 1);
    return true;
  }

  /** Views of a listing counted here but not written yet. */
  unwrittenFor(propertyId: number): number {
    return this.unwritten.get(propertyId) ?? 0;
  }

  start(): void {
    if (this.flushEveryMs <= 0) return;
    this.timer = setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes the collected views: new (listing, visitor, day) rows, then the listings' counters. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((err: unknown) => {
        this.log.warn({ err }, 'could not write listing views; they will be retried');
      });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = [...this.pending.values()];
    // In slices: one statement per few thousand views keeps each write short (the server goes on
    // answering between them) and far below PostgreSQL's 65,535 parameters per statement, which a
    // busy minute of views would otherwise exceed.
    for (let start = 0; start < batch.length; start += WRITE_SLICE) {
      await this.writeSlice(batch.slice(start, start + WRITE_SLICE));
    }
  }

  private async writeSlice(slice: PendingView[]): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(listingViews)
        .values(slice)
        .onConflictDoNothing()
        .returning({ propertyId: listingViews.propertyId });
      const counts = new Map<number, number>();
      for (const row of inserted) counts.set(row.propertyId, (counts.get(row.propertyId) ?? 0) + 1);
      if (counts.size) {
        const values = sql.join(
          [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update properties p set views_count = p.views_count + v.n from (values ${values}) as v(id, n) where p.id = v.id`,
        );
      }
    });
    for (const view of slice) {
      this.pending.delete(`${view.propertyId}|${view.visitorKey}|${view.day}`);
      const left = (this.unwritten.get(view.propertyId) ?? 1) - 1;
      if (left > 0) this.unwritten.set(view.propertyId, left);
      else this.unwritten.delete(view.propertyId);
    }
  }
}
