// `npx tsx scripts/bench-prices.mts [--runs N]`: what the price context (decision 042) costs on
// the database the server would use (DATABASE_URL, else the embedded PGlite in DATA_DIR): the
// benchmarks' grouping (one rebuild of the read model), placing every public listing against
// them in memory, and a published price change (with the history trigger) beside a change the
// trigger does not record. Prints one JSON line per figure; the listings are left as they were.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { selectBenchmarks } from '../src/server/features/prices/benchmark-model';
import { benchmarkKey, placePrice } from '../src/shared/price-context';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
const config = loadConfig(process.env);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const db = database.db;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const report = (name: string, times: number[], extra: object = {}) =>
  console.log(
    JSON.stringify({
      name,
      runs: times.length,
      p50: +quantile(times, 0.5).toFixed(2),
      p95: +quantile(times, 0.95).toFixed(2),
      ...extra,
    }),
  );
const timed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

const {
  rows: [count],
} = (await db.execute(
  sql`select count(*)::int as total, count(*) filter (where status in ('available','sold','rented'))::int as public from properties`,
)) as unknown as { rows: Array<{ total: number; public: number }> };

// The grouping: one rebuild of the read model.
const groupings: number[] = [];
let benchmarks = await selectBenchmarks(db);
for (let i = 0; i < runs; i++)
  groupings.push(await timed(async () => (benchmarks = await selectBenchmarks(db))));
report('benchmarks grouping (one rebuild)', groupings, {
  listings: count!.total,
  public: count!.public,
  groups: benchmarks.kinds.length,
  subcityGroups: benchmarks.subcities.length,
});

// Placing every public listing in memory (what the map markers and the detail do per listing).
const byKey = new Map(
  benchmarks.kinds.map((b) => [benchmarkKey(b.subcityId, b.propertyType, b.listingType, b.bedrooms), b]),
);
const { rows: listings } =
  (await db.execute(sql`select subcity_id as "subcityId", property_type as "propertyType",
  listing_type as "listingType", bedrooms, price::float8 as price, price_per_m2::float8 as "pricePerM2"
  from properties where status = 'available'`)) as unknown as { rows: Parameters<typeof placePrice>[0][] };
const placing: number[] = [];
let placed = 0;
for (let i = 0; i < 5; i++) {
  placing.push(
    await timed(async () => {
      placed = listings.filter((l) => placePrice(l, (k) => byKey.get(k))).length;
    }),
  );
}
report('placing every listing on the market', placing, { listings: listings.length, placed });

// A published price change (the trigger records it) beside a title change, in a transaction
// rolled back: the listings stay as they were.
const { rows: ids } = (await db.execute(
  sql`select id from properties where status = 'available' order by id limit ${runs}`,
)) as unknown as { rows: Array<{ id: number }> };
const priceChanges: number[] = [];
const otherChanges: number[] = [];
for (const { id } of ids) {
  await db
    .transaction(async (tx) => {
      otherChanges.push(
        await timed(() => tx.execute(sql`update properties set address = address || ' ' where id = ${id}`)),
      );
      priceChanges.push(
        await timed(() => tx.execute(sql`update properties set price = price - 1000 where id = ${id}`)),
      );
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message.includes('Rollback'))) throw err;
    });
}
report('price change of a published listing (recorded)', priceChanges);
report('address change of the same listings (not recorded)', otherChanges);
await database.close();
