/**
 * Saved-search alerts under a burst (decision 038): 10,000 active saved searches, then 1,000
 * listings made public at once, on PostgreSQL. Reports the p95 from "listing became public" to
 * "message handed to the mailer", and the matching CPU per new listing. A benchmark, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/alerts.ts
 *
 * It creates and drops its own database beside the one named. Messages go to a mailer that only
 * notes the time (the hand-off); SMTP itself is not measured.
 */
import os from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { closeContext, createContext } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import {
  alertEvents,
  cities,
  properties,
  regions,
  savedSearches,
  subcities,
  users,
} from '../../src/server/db/schema';
import { deliverDue, deliverTaken } from '../../src/server/features/alerts/delivery';
import { fanOut } from '../../src/server/features/alerts/fanout';
import { buildSearchText } from '../../src/server/features/properties/search-text';

const SEARCHES = 10_000;
const PEOPLE = 4_000;
const LISTINGS = 1_000;
const base = process.env.DATABASE_URL;
if (!base) throw new Error('set DATABASE_URL to a PostgreSQL server');
const name = `sefer_bench_alerts_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;

let seed = 18;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

const config = loadConfig({
  DATABASE_URL: url.toString(),
  DATA_DIR: os.tmpdir(),
  JWT_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
});
const ctx = await createContext(config, pino({ level: 'silent' }));
const sends: number[] = [];
ctx.mailer = { send: async () => void sends.push(performance.now()) };
try {
  const db = ctx.database.db;
  const [region] = await db.insert(regions).values({ name: 'Bench region' }).returning();
  const [city] = await db
    .insert(cities)
    .values({ name: 'Bench city', regionId: region!.id, latitude: 9, longitude: 38.7 })
    .returning();
  const subs = await db
    .insert(subcities)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Sub ${i}`,
        cityId: city!.id,
        latitude: 9,
        longitude: 38.7,
      })),
    )
    .returning();
  const people = await db
    .insert(users)
    .values(Array.from({ length: PEOPLE }, (_, i) => ({ username: `b${i}`, email: `b${i}@bench.et` })))
    .returning({ id: users.id });
  const types = ['house', 'apartment', 'condominium', 'villa', 'commercial', 'land'] as const;
  const rows = Array.from({ length: SEARCHES }, (_, i) => {
    const q = new URLSearchParams({ subcity: String(pick(subs).id), listing_type: pick(['sale', 'rent']) });
    if (rnd() < 0.7) q.set('property_type', pick(types));
    if (rnd() < 0.5) q.set('bedrooms', String(1 + Math.floor(rnd() * 3)));
    if (rnd() < 0.4) q.set('max_price', String(20_000 + Math.floor(rnd() * 80) * 1000));
    return { userId: people[i % PEOPLE]!.id, name: `s${i}`, query: q.toString() };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(savedSearches).values(rows.slice(i, i + 1000));
  const owner = people[0]!.id;
  const listings = Array.from({ length: LISTINGS }, (_, i) => {
    const sub = pick(subs);
    return {
      title: `Bench listing ${i}`,
      description: 'A listing of the alerts benchmark.',
      listingType: pick(['sale', 'rent'] as const),
      propertyType: pick(types),
      price: 10_000 + Math.floor(rnd() * 100) * 1000,
      area: 100,
      bedrooms: Math.floor(rnd() * 5),
      status: 'available' as const,
      ownerId: owner,
      regionId: region!.id,
      cityId: city!.id,
      subcityId: sub.id,
      ...buildSearchText({ title: `Bench listing ${i}`, description: '', locationNames: [sub.name] }),
    };
  });

  // The burst: every listing made public, each with its event, as fast as the database takes them.
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < listings.length; i += 100) {
    const made = await db
      .insert(properties)
      .values(listings.slice(i, i + 100))
      .returning({ id: properties.id });
    await db
      .insert(alertEvents)
      .values(made.map((m) => ({ propertyId: m.id, kind: 'new_listing' as const })));
  }
  const published = performance.now();

  // Two workers, as two processes would run (they share the events and jobs through the database).
  let matchCpuUs = 0;
  let fanOutMs = 0;
  let deliveryMs = 0;
  let fannedOut = 0;
  const worker = async () => {
    for (;;) {
      const cpu = process.cpuUsage();
      const t0 = performance.now();
      const { events, taken } = await fanOut(ctx, new Date());
      const t1 = performance.now();
      // Process-wide: includes the other worker's work while this one waited on the database.
      const used = process.cpuUsage(cpu);
      if (events) {
        matchCpuUs += used.user + used.system;
        fanOutMs += t1 - t0;
        fannedOut = t1;
      }
      // As the worker does (runAlerts): the fan-out's own instant jobs first, then any due.
      await deliverTaken(ctx, taken, new Date());
      const jobs = await deliverDue(ctx, new Date());
      deliveryMs += performance.now() - t1;
      if (!events && !jobs) return;
    }
  };
  await Promise.all([worker(), worker()]);
  const done = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  const latency = sends.map((t) => t - start).sort((a, b) => a - b);
  const p = (q: number) =>
    Math.round(latency[Math.min(latency.length - 1, Math.floor(q * latency.length))]! / 100) / 10;
  console.log(
    JSON.stringify(
      {
        searches: SEARCHES,
        listings: LISTINGS,
        messages: sends.length,
        burst_s: Math.round(published - start) / 1000,
        p50_s: p(0.5),
        p95_s: p(0.95),
        max_s: p(1),
        total_s: Math.round(done - start) / 1000,
        // When the last event became jobs; the two workers' time in each step, summed.
        fanned_out_s: Math.round(fannedOut - start) / 1000,
        fan_out_wall_s: Math.round(fanOutMs) / 1000,
        delivery_wall_s: Math.round(deliveryMs) / 1000,
        fan_out_cpu_ms_per_listing: Math.round(matchCpuUs / LISTINGS / 100) / 10,
        // This process's whole CPU over the burst (matching, messages, the driver), per listing;
        // the database server's is not in it.
        process_cpu_ms_per_listing: Math.round((cpu.user + cpu.system) / LISTINGS / 100) / 10,
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  await closeContext(ctx);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
