/**
 * `list-sql` and `time-sql`: the SQL statements the listing search runs for a query string, so
 * that `npm run bench` can time them directly against the database and compare with the API.
 * The statements come from the repository's own builders, never from a copy of them.
 */
import { type ListPropertiesQuery, listPropertiesQuery } from '@shared/schemas/properties';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { selectListingCards, selectSearchCards } from '../features/properties/card-query';
import { countListings } from '../features/properties/list-repository';
import { listConditions } from '../features/properties/listing-sql';
import { searchTerms } from '../features/properties/search/normalize';
import { UsageError } from './usage-error';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of one list request, in order: the page (one query, or two for a search in
 * relevance order), then the count (and the planner's estimate when the count passed the cap).
 */
export interface ListSql {
  query: string;
  statements: Statement[];
  /** How many of `statements` choose the page; the rest count (the API keeps counts 30 s). */
  pageStatements: number;
}

/** A query string as the list route parses it (blank values dropped, aliases applied). */
function parseListQuery(qs: string): ListPropertiesQuery {
  const parsed = listPropertiesQuery.safeParse(Object.fromEntries(new URLSearchParams(qs)));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new UsageError(`Invalid list query "${qs}": ${problems}`);
  }
  return parsed.data;
}

/**
 * A second query builder on the same connection that records every statement it runs.
 * countListings executes its statements (the estimate depends on the exact count), so its SQL
 * is captured on the way out. Options as in db/client.ts: same casing, same SQL.
 */
function recordingDb(ctx: AppContext, sink: Statement[]): Db {
  const logger = { logQuery: (query: string, params: unknown[]) => sink.push({ sql: query, params }) };
  const options = { schema, casing: 'snake_case' as const, logger };
  const { pglite, pool } = ctx.database;
  if (pglite) return drizzlePglite(pglite, options) as unknown as Db;
  return drizzleNodePg(pool!, options) as unknown as Db;
}

/**
 * The page and count statements of the list endpoint for an anonymous visitor, recorded while
 * the repository's own functions run them, exactly as the service calls them.
 */
async function buildListSql(ctx: AppContext, qs: string): Promise<ListSql> {
  const q = parseListQuery(qs);
  const where = listConditions(q, null);
  const statements: Statement[] = [];
  const db = recordingDb(ctx, statements);
  const offset = (q.page - 1) * q.page_size;
  const terms = q.ordering ? [] : searchTerms(q.search ?? '');
  if (terms.length) await selectSearchCards(db, where, terms, q.page_size, offset);
  else await selectListingCards(db, where, q.ordering, q.page_size, offset);
  const pageStatements = statements.length;
  await countListings(db, where);
  return { query: qs, statements, pageStatements };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Runs the statements of one list query back to back, `runs` times after a short warm-up, on the
 * process's own connection (PGlite has only one), and returns the latency distribution in ms.
 */
async function timeListSql(ctx: AppContext, qs: string, runs: number) {
  const { statements } = await buildListSql(ctx, qs);
  const { pglite, pool } = ctx.database;
  const run = async (st: Statement) => {
    if (pglite) await pglite.query(st.sql, st.params);
    else await pool!.query(st.sql, st.params);
  };
  const once = async () => {
    const t0 = performance.now();
    for (const st of statements) await run(st);
    return performance.now() - t0;
  };
  for (let i = 0; i < Math.min(10, runs); i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    query: qs,
    runs,
    statements: statements.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
  };
}

type Values = Record<string, string | boolean | undefined>;

/** Query strings cannot hold a raw newline, so one --query may carry several, one per line. */
function queriesOf(values: Values): string[] {
  if (typeof values.query !== 'string') throw new UsageError('This command needs --query "<query string>".');
  return values.query.split('\n').map((q) => q.trim().replace(/^\?/, ''));
}

export async function listSqlCommand(ctx: AppContext, values: Values) {
  for (const qs of queriesOf(values)) console.log(JSON.stringify(await buildListSql(ctx, qs)));
}

export async function timeSqlCommand(ctx: AppContext, values: Values) {
  const runs = values.runs === undefined ? 100 : Number(values.runs);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new UsageError('--runs must be a whole number ≥ 1.');
  for (const qs of queriesOf(values)) console.log(JSON.stringify(await timeListSql(ctx, qs, runs)));
}
