import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listingViews, listingViewsPending, properties } from '../../db/schema';

const FLUSH_EVERY_MS = 5_000;
/** How often the counted views are added to the listings' own counters (`views_count`). */
const APPLY_EVERY_MS = 60_000;
/** How many (listing, visitor, day) keys a process remembers to avoid counting a visitor twice. */
const REMEMBERED = 100_000;
/** Views written per statement: each slice is one short statement, so the server answers between them. */
const WRITE_SLICE = 5_000;
/** Listing rows whose counters one statement updates (each costs ~0.4 ms of the database). */
const APPLY_SLICE = 500;

interface PendingView {
  propertyId: number;
  visitorKey: string;
  day: string;
}

/**
 * Counts detail views once per visitor and day without writing on every page view.
 *
 * - Views are collected in memory and written every few seconds (and when the server stops) in
 *   one statement per few thousand: the new (listing, visitor, day) rows go to `listing_views`,
 *   whose primary key decides what counts (so several processes never count a visitor twice),
 *   and the number of new ones per listing is added to the narrow `listing_views_pending`.
 * - About once a minute (and when the server stops) those numbers are moved to the listing rows'
 *   `views_count`, which the list sorts by. Updating a listing row rewrites all of its indexes,
 *   the trigram index above all: 1,500 rows cost ~0.6 s of the database (measured at 100,000
 *   listings), which done every five seconds was the detail endpoint's latency tail. A minute of
 *   views costs one update per listing viewed in that minute instead.
 *
 * The detail adds the pending views and the views this process has not written yet, so a
 * listing's page always shows its whole count (a visitor sees their own view at once); lists
 * and the views ordering may lag a minute.
 */
export class ViewCounter {
  private pending = new Map<string, PendingView>();
  private unwritten = new Map<number, number>();
  private seen = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  /** Writes and applies, one at a time. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
    // Without timed writes (tests: `viewFlushMs: 0`), nothing is moved on a timer either.
    private readonly applyEveryMs = flushEveryMs > 0 ? APPLY_EVERY_MS : 0,
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
    const every = (ms: number, task: () => Promise<void>) => {
      if (ms <= 0) return;
      const timer = setInterval(() => void task(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.flushEveryMs, () => this.flush());
    every(this.applyEveryMs, () => this.apply());
  }

  /** Writes everything and moves every pending count to the listings (graceful stop). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.flush();
    await this.apply();
  }

  /** Writes the collected views: new (listing, visitor, day) rows and their pending counts. */
  flush(): Promise<void> {
    return this.enqueue(() => this.write(), 'could not write listing views; they will be retried');
  }

  /**
   * Adds the pending counts to the listings' `views_count`, a slice of listings per statement.
   * The rows taken are locked and skipped by another process applying at the same moment.
   */
  apply(): Promise<void> {
    return this.enqueue(async () => {
      for (;;) {
        const result = (await this.database.db.execute(sql`
          with moved as (
            delete from ${listingViewsPending}
            where property_id in (
              select property_id from ${listingViewsPending} limit ${APPLY_SLICE} for update skip locked
            )
            returning property_id, views
          )
          update ${properties} p set views_count = p.views_count + moved.views
          from moved where p.id = moved.property_id`)) as unknown as {
          rowCount?: number | null;
          affectedRows?: number;
        };
        const updated = result.rowCount ?? result.affectedRows ?? 0;
        if (updated < APPLY_SLICE) return;
      }
    }, 'could not add the pending views to the listings; they will be retried');
  }

  private enqueue(task: () => Promise<void>, failure: string): Promise<void> {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      this.log.warn({ err }, failure);
    });
    return this.queue;
  }

  private async write(): Promise<void> {
    const batch = [...this.pending.values()];
    for (let start = 0; start < batch.length; start += WRITE_SLICE) {
      await this.writeSlice(batch.slice(start, start + WRITE_SLICE));
    }
  }

  /**
   * One statement per slice, with the views as ONE JSON parameter: a statement of thousands of
   * parameters is slow to build on the server's own thread, and PostgreSQL caps a statement at
   * 65,535 of them. The insert decides which views are new; the pending counts grow by those
   * only, in the same statement (so atomically).
   */
  private async writeSlice(slice: PendingView[]): Promise<void> {
    const rows = JSON.stringify(slice.map((v) => [v.propertyId, v.visitorKey, v.day]));
    await this.database.db.execute(sql`
      with v as (
        select (x->>0)::int as property_id, x->>1 as visitor_key, (x->>2)::date as day
        from json_array_elements(${rows}::json) as x
      ), added as (
        insert into ${listingViews} (property_id, visitor_key, day)
        -- A listing deleted since its view was noted has nothing left to count it on.
        select v.property_id, v.visitor_key, v.day from v join ${properties} l on l.id = v.property_id
        on conflict do nothing
        returning property_id
      )
      insert into ${listingViewsPending} (property_id, views)
      select property_id, count(*)::int from added group by property_id
      on conflict (property_id) do update set views = ${listingViewsPending}.views + excluded.views`);
    for (const view of slice) {
      this.pending.delete(`${view.propertyId}|${view.visitorKey}|${view.day}`);
      const left = (this.unwritten.get(view.propertyId) ?? 1) - 1;
      if (left > 0) this.unwritten.set(view.propertyId, left);
      else this.unwritten.delete(view.propertyId);
    }
  }
}
