import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listingViews, listingViewsPending, properties } from '../../db/schema';
import { type MarkStore, MemoryMarks } from '../../lib/day-marks';
import { marksExpireAt } from '../../lib/visitors';

const FLUSH_EVERY_MS = 5_000;
/** How often the counted views are added to the listings' own counters (`views_count`). */
const APPLY_EVERY_MS = 60_000;
/** Views written per statement: each slice is one short statement, so the server answers between them. */
const WRITE_SLICE = 5_000;
/** Listing rows whose counters one statement updates (each costs ~0.4 ms of the database). */
const APPLY_SLICE = 500;

interface PendingView {
  propertyId: number;
  /** What the visitor counts as: its address and, signed in, its user (lib/visitors.ts). */
  visitorKeys: string[];
  day: string;
}

const markOf = (propertyId: number, visitorKey: string, day: string) => `${propertyId}|${visitorKey}|${day}`;

/**
 * Counts detail views once per visitor and day without writing on every page view.
 *
 * - A view counts when none of its visitor keys (address; user, when signed in) has counted for
 *   the listing today. The marks live in memory, or in Redis when several processes serve
 *   the API (decision 030), so the same visitor is not queued twice; the database decides in
 *   the end.
 * - Views are collected in memory and written every few seconds (and when the server stops) in
 *   one statement per few thousand: the (listing, key, day) rows go to `listing_views`, whose
 *   primary key decides what counts (so neither several processes nor a restart count a visitor
 *   twice), and the number of views whose keys were all new is added to `listing_views_pending`.
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
  private pending: PendingView[] = [];
  private unwritten = new Map<number, number>();
  private readonly marks: MarkStore;
  private readonly flushEveryMs: number;
  private readonly applyEveryMs: number;
  private timers: NodeJS.Timeout[] = [];
  /** Writes and applies, one at a time. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: { flushEveryMs?: number; marks?: MarkStore } = {},
  ) {
    this.flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
    // Without timed writes (tests: `viewFlushMs: 0`), nothing is moved on a timer either.
    this.applyEveryMs = this.flushEveryMs > 0 ? APPLY_EVERY_MS : 0;
    this.marks = options.marks ?? new MemoryMarks();
  }

  /** Notes a view; false when the visitor (its address, or its user) was already counted for it today. */
  async record(propertyId: number, visitorKeys: string[], day: string): Promise<boolean> {
    if (!(await this.marks.claim(`${propertyId}|${day}`, visitorKeys, marksExpireAt(day)))) return false;
    this.pending.push({ propertyId, visitorKeys, day });
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

  /** Writes the collected views a slice at a time; what a failed slice did not write is retried. */
  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    let start = 0;
    try {
      for (; start < batch.length; start += WRITE_SLICE) {
        const slice = batch.slice(start, start + WRITE_SLICE);
        await this.writeSlice(slice);
        for (const view of slice) {
          const left = (this.unwritten.get(view.propertyId) ?? 1) - 1;
          if (left > 0) this.unwritten.set(view.propertyId, left);
          else this.unwritten.delete(view.propertyId);
        }
      }
    } catch (error) {
      this.pending = [...batch.slice(start), ...this.pending];
      throw error;
    }
  }

  /**
   * One statement per slice, with the views as ONE JSON parameter: a statement of thousands of
   * parameters is slow to build on the server's own thread, and PostgreSQL caps a statement at
   * 65,535 of them. Each view brings one row per visitor key and counts when none of its keys
   * is there yet (its address and, signed in, its user); then all of them are inserted. The
   * pending counts grow by those views only, in the same statement (so atomically).
   */
  private async writeSlice(slice: PendingView[]): Promise<void> {
    const rows: Array<[number, number, string, string]> = [];
    // A key can be in a slice once only: marks kept in memory during a Redis outage may admit a
    // visitor that Redis had admitted before. The later view is dropped, as the database would.
    const taken = new Set<string>();
    slice.forEach((view, index) => {
      const marks = view.visitorKeys.map((key) => markOf(view.propertyId, key, view.day));
      if (marks.some((mark) => taken.has(mark))) return;
      for (const mark of marks) taken.add(mark);
      for (const key of view.visitorKeys) rows.push([index, view.propertyId, key, view.day]);
    });
    await this.database.db.execute(sql`
      with v as (
        select (x->>0)::int as view, (x->>1)::int as property_id, x->>2 as visitor_key, (x->>3)::date as day
        from json_array_elements(${JSON.stringify(rows)}::json) as x
      ), seen as (
        select distinct v.view from v join ${listingViews} s
          on s.property_id = v.property_id and s.visitor_key = v.visitor_key and s.day = v.day
      ), fresh as (
        -- A listing deleted since its view was noted has nothing left to count it on.
        select v.* from v join ${properties} l on l.id = v.property_id
        where not exists (select 1 from seen where seen.view = v.view)
      ), added as (
        insert into ${listingViews} (property_id, visitor_key, day)
        select property_id, visitor_key, day from fresh
        on conflict do nothing
        returning property_id, visitor_key, day
      ), counted as (
        -- Another process may have inserted one of the keys meanwhile: then the view is not counted.
        select min(f.property_id) as property_id from fresh f
        left join added a
          on a.property_id = f.property_id and a.visitor_key = f.visitor_key and a.day = f.day
        group by f.view
        having count(a.visitor_key) = count(*)
      )
      insert into ${listingViewsPending} (property_id, views)
      select property_id, count(*)::int from counted group by property_id
      on conflict (property_id) do update set views = ${listingViewsPending}.views + excluded.views`);
  }
}
