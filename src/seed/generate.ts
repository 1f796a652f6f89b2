/**
 * `generate-listings`: bulk synthetic listings for load tests (`npm run bench`), fast: one
 * statement per thousand listings, inside one transaction.
 */

import { UsageError } from '@server/cli/usage-error';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/client';
import { isEmptyDatabase } from '@server/db/migrate';
import type { PropertyStatus } from '@shared/enums';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '.';
import { rng } from './content';
import { type Drawn, drawListing, type Listing, loadWorld, textPool } from './synthetic-listings';

export interface GenerateOptions {
  /** Same seed and same database → same listings. */
  seed?: number;
  /** Listings per INSERT statement (which also inserts their photos, features and amenities). */
  batchSize?: number;
  /**
   * Drop the secondary indexes of the listings while inserting and build them again at the end,
   * in the same transaction. Default: when adding 5,000 or more, and more than there are.
   */
  rebuildIndexes?: boolean;
  /**
   * How many different texts to write; the other listings reuse one written for the same place,
   * type and deal. Writing and search-keying one text takes ~0.25 ms: 100,000 would cost 25 s.
   */
  distinctContents?: number;
  progress?: (line: string) => void;
}

/** Loads the demo data set into an empty database; refuses a half-filled one. */
async function ensureDemoData(ctx: AppContext, progress: (line: string) => void) {
  const [c] = rowsOf<{ subcities: number; users: number; images: number }>(
    await ctx.database.db.execute(sql`select (select count(*)::int from subcities) as subcities, (select count(*)::int from users) as users,
               (select count(*)::int from images) as images`),
  );
  if (c?.subcities && c.users && c.images) return;
  if (!(await isEmptyDatabase(ctx.database))) {
    throw new UsageError(
      'generate-listings needs the demo locations, users and pictures, and this database holds only some of them.',
    );
  }
  progress('Empty database: loading the demo data set first…');
  const started = performance.now();
  await seedDemoData(ctx);
  progress(`  demo data loaded (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Column → element type of the array it travels in. */
const COLUMNS: Array<[keyof Listing, string]> = [
  ['title', 'text'],
  ['titleAm', 'text'],
  ['description', 'text'],
  ['descriptionAm', 'text'],
  ['listingType', 'listing_type'],
  ['propertyType', 'property_type'],
  ['price', 'int8'],
  ['area', 'int4'],
  ['bedrooms', 'int2'],
  ['bathrooms', 'int2'],
  ['parkingSpaces', 'int2'],
  ['address', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['regionId', 'int4'],
  ['cityId', 'int4'],
  ['subcityId', 'int4'],
  ['kebeleId', 'int4'],
  ['ownerId', 'int4'],
  ['agentId', 'int4'],
  ['isFeatured', 'bool'],
  ['status', 'property_status'],
  ['reviewedAt', 'timestamptz'],
  ['reviewedById', 'int4'],
  ['viewsCount', 'int4'],
  ['searchText', 'text'],
  ['searchTitle', 'text'],
  ['createdAt', 'timestamptz'],
  ['updatedAt', 'timestamptz'],
];
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One statement per batch: every column travels as one array parameter (unnest), so the
 * statement is parsed once per thousand listings and costs no per-row query building; ids come
 * from the identity sequence inside the statement, and the photos, features and amenities join
 * on the listing's position in the batch.
 */
const n = COLUMNS.length;
const INSERT_BATCH = `
with ids as materialized (
  select g::bigint as ord, nextval(pg_get_serial_sequence('properties', 'id'))::int as id
    from generate_series(1, $1::int) g
), listing as (
  insert into properties (id, ${COLUMNS.map(([k]) => snake(k)).join(', ')}) overriding system value
  select ids.id, ${COLUMNS.map(([k]) => `u.${snake(k)}`).join(', ')}
    from unnest(${COLUMNS.map(([, t], i) => `$${i + 2}::${t}[]`).join(', ')})
         with ordinality as u(${COLUMNS.map(([k]) => snake(k)).join(', ')}, ord)
    join ids using (ord)
), photos as (
  insert into property_images (property_id, image_id, position, is_primary)
  select ids.id, c.image_id, c.position, c.position = 0
    from unnest($${n + 2}::int8[], $${n + 3}::int4[], $${n + 4}::int2[]) as c(ord, image_id, position)
    join ids using (ord)
), features as (
  insert into property_features (property_id, feature_id)
  select ids.id, c.feature_id from unnest($${n + 5}::int8[], $${n + 6}::int4[]) as c(ord, feature_id)
    join ids using (ord)
)
insert into property_amenities (property_id, amenity_id)
select ids.id, c.amenity_id from unnest($${n + 7}::int8[], $${n + 8}::int4[]) as c(ord, amenity_id)
  join ids using (ord)`;

function batchParams(batch: Drawn[]): unknown[] {
  const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const pairs = (pick: (d: Drawn) => number[]) => {
    const ord: number[] = [];
    const ids: number[] = [];
    batch.forEach((d, i) => {
      for (const id of pick(d)) {
        ord.push(i + 1);
        ids.push(id);
      }
    });
    return [ord, ids];
  };
  const photos = pairs((d) => d.photoIds);
  const positions = batch.flatMap((d) => d.photoIds.map((_, p) => p));
  return [
    batch.length,
    ...COLUMNS.map(([k]) => batch.map((d) => value(d.listing[k]))),
    ...photos,
    positions,
    ...pairs((d) => d.featureIds),
    ...pairs((d) => d.amenityIds),
  ];
}

/** The raw connection: one client of the pool (for the transaction), or PGlite itself. */
async function connect(ctx: AppContext) {
  const { pglite, pool } = ctx.database;
  if (pglite) return { query: (t: string, p?: unknown[]) => pglite.query(t, p), release: () => {} };
  const client = await pool!.connect();
  return { query: (t: string, p?: unknown[]) => client.query(t, p), release: () => client.release() };
}

/** Indexes of the listings that no constraint needs: dropped and rebuilt around a big load. */
const SECONDARY_INDEXES = `
  select c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
   where i.indrelid = 'properties'::regclass
     and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;

/**
 * Inserts `count` synthetic listings in batches inside one transaction (an interruption leaves
 * the database as it was), then VACUUM ANALYZE: the planner must know the new row counts, and a
 * bulk-loaded table has no visibility map (index-only scans would still read the heap) until
 * autovacuum passes, which a running PostgreSQL does within minutes and PGlite never does.
 *
 * Maintaining 14 indexes row by row (a trigram index over ~700 characters of search key among
 * them) costs ~1.5 ms per listing on PostgreSQL; building them once at the end ~0.3 ms. So a
 * big load drops them and builds them again, with their exact definitions, before committing.
 * Either way the listings are locked while it runs: this is for load-test databases.
 */
async function generateListings(ctx: AppContext, count: number, options: GenerateOptions = {}) {
  const progress = options.progress ?? (() => {});
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await ensureDemoData(ctx, progress);
  const world = await loadWorld(ctx.database.db);
  const existing = world.places.reduce((sum, p) => sum + p.weight, 0);
  const r = rng(options.seed ?? 2026);
  const now = Date.now();
  const texts = textPool(r, world, count, options.distinctContents ?? 6000);
  const draw = (size: number) => Array.from({ length: size }, () => drawListing(r, world, texts.text, now));

  const conn = await connect(ctx);
  try {
    await conn.query('begin');
    const rebuild = options.rebuildIndexes ?? (count >= 5000 && count > existing);
    const indexes = rebuild
      ? ((await conn.query(SECONDARY_INDEXES)).rows as Array<{ name: string; def: string }>)
      : [];
    for (const index of indexes) await conn.query(`drop index "${index.name.replaceAll('"', '""')}"`);
    let done = 0;
    let batch = draw(Math.min(batchSize, count));
    while (batch.length) {
      // On PostgreSQL the server inserts this batch while the next one is drawn here.
      const inserting = conn.query(INSERT_BATCH, batchParams(batch));
      done += batch.length;
      const next = draw(Math.min(batchSize, count - done));
      await inserting;
      if (done % 10_000 === 0 || done === count) {
        progress(`  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} listings (${seconds()})`);
      }
      batch = next;
    }
    if (indexes.length) {
      await conn.query(`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await conn.query(index.def);
      progress(`  ${indexes.length} indexes built again (${seconds()})`);
    }
    await conn.query('commit');
  } catch (error) {
    await conn.query('rollback').catch(() => {});
    throw error;
  } finally {
    conn.release();
  }
  if (count) {
    const vacuum = 'vacuum analyze properties, property_images, property_features, property_amenities';
    if (ctx.database.pglite) await ctx.database.pglite.exec(vacuum);
    else await ctx.database.pool!.query(vacuum);
    progress(`  vacuum analyze done (${seconds()})`);
  }
  return { distinctTexts: texts.written(), ms: performance.now() - started };
}

/** The listings in the database by status: the bench reads this to know how many to add. */
async function listingCounts(ctx: AppContext) {
  const rows = rowsOf<{ status: PropertyStatus; n: number }>(
    await ctx.database.db.execute(
      sql`select status, count(*)::int as n from properties group by status order by status`,
    ),
  );
  return {
    total: rows.reduce((sum, x) => sum + x.n, 0),
    byStatus: Object.fromEntries(rows.map((x) => [x.status, x.n])),
  };
}

type Values = Record<string, string | boolean | undefined>;

export async function generateListingsCommand(ctx: AppContext, values: Values) {
  const count = values.count === undefined ? 100_000 : Number(values.count);
  if (!Number.isSafeInteger(count) || count < 0) throw new UsageError('--count must be a whole number ≥ 0.');
  const before = await listingCounts(ctx);
  console.log(
    `Generating ${count.toLocaleString('en')} listings (${before.total.toLocaleString('en')} in the database)…`,
  );
  // A different seed per run: topping up twice must not repeat the first run's listings.
  const result = await generateListings(ctx, count, { seed: 2026 + before.total, progress: console.log });
  // Counted again: an empty database also received the demo data set's listings.
  const after = await listingCounts(ctx);
  console.log(
    `Generated ${count.toLocaleString('en')} listings (${result.distinctTexts.toLocaleString('en')} distinct texts) ` +
      `in ${(result.ms / 1000).toFixed(1)} s; ${after.total.toLocaleString('en')} in the database.`,
  );
}

export async function countListingsCommand(ctx: AppContext) {
  console.log(JSON.stringify(await listingCounts(ctx)));
}
