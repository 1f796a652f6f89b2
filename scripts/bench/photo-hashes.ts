/**
 * The duplicate check's photo hashes (decision 050). A benchmark, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:photo-hashes
 *
 * 1. Accuracy: the demo photos (10 drawings of each of the 11 kinds) and five altered copies of
 *    each — re-encoded (JPEG q 60), resized (50 %), cropped (5 % off the left and the top),
 *    brightened (+25 %), watermarked (a phone number across) — hashed as uploads are. Recall:
 *    altered copies within the threshold of their original; false positives: pairs of different
 *    photos within it (the 110 photos, and 440: 30 more drawings of each kind). For several pHash
 *    thresholds alone, then for the pHash at 14 and several dHash thresholds (both must agree);
 *    the chosen ones marked. Then the chance candidates per new photo at 500,000 stored photos.
 * 2. Lookup: 500,000 stored photo hashes (50,000 listings of 10 photos) in a database of its own
 *    beside the one named (created and dropped), the lookup the publishing check runs
 *    (`photosNear`), p50/p95 over 400 photos: altered demo photos (which find their original)
 *    and unseen hashes; and how many listings the pHash alone would have matched. Stored hashes
 *    are made two ways: uniform random, and "clustered" (a demo photo's two hashes with 12–24
 *    bits flipped each: many hashes sharing bands, a harder case).
 *    Skipped without DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { ALTERATIONS, alter, drawDemoPhotos } from '../../src/seed/photo-variants';
import { closeContext, createContext } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import { duplicatesRepository } from '../../src/server/features/duplicates/repository';
import {
  bandNeighbours,
  DHASH_MATCH_DISTANCE,
  hammingDistance,
  hashBands,
  PHOTO_MATCH_DISTANCE,
  type PhotoHash,
  photoHash,
} from '../../src/server/media/photo-hash';

const SEEDS = Array.from({ length: 10 }, (_, i) => 202_600 + i);
/** More drawings for the pairs of different photos (false positives are rare: count more). */
const MORE_SEEDS = Array.from({ length: 30 }, (_, i) => 202_610 + i);
const STORED = Number(process.env.BENCH_HASHES ?? 500_000);
const PHOTOS_PER_LISTING = 10;
const LOOKUPS = 400;

// Random hashes from the system's generator: a small linear congruential one has structured low
// bits, so its "random" hashes crowd into few bands and match each other (seen: 2,400 matches
// per unseen hash, and a lookup ten times slower than with real randomness).
const rnd = Math.random;
const random64 = () => randomBytes(8).readBigUInt64BE();
const randomHash = (): PhotoHash => ({ phash: random64(), dhash: random64() });
const flip = (hash: bigint, bits: number) => {
  let h = hash;
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(Math.floor(rnd() * 64));
  for (const b of chosen) h ^= 1n << BigInt(b);
  return h;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))]!;
};

// 1. Accuracy ------------------------------------------------------------------------------
const started = performance.now();
const photos = await drawDemoPhotos(SEEDS, 1024);
const hashes = (await Promise.all(photos.map((p) => photoHash(p.jpeg)))) as PhotoHash[];
type Distances = { p: number; d: number };
const apart = (a: PhotoHash, b: PhotoHash): Distances => ({
  p: hammingDistance(a.phash, b.phash),
  d: hammingDistance(a.dhash, b.dhash),
});
const altered: Record<string, Distances[]> = {};
const queries: PhotoHash[] = [];
for (const how of ALTERATIONS) {
  altered[how] = [];
  for (const [i, p] of photos.entries()) {
    const h = (await photoHash(await alter(p.jpeg, how)))!;
    queries.push(h);
    altered[how].push(apart(h, hashes[i]!));
  }
}
const pairsOf = (list: Array<{ kind: string; h: PhotoHash }>) => {
  const out: Array<Distances & { sameKind: boolean }> = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++)
      out.push({ ...apart(list[i]!.h, list[j]!.h), sameKind: list[i]!.kind === list[j]!.kind });
  return out;
};
const base110 = photos.map((p, i) => ({ kind: p.kind, h: hashes[i]! }));
const extra = await drawDemoPhotos(MORE_SEEDS, 1024);
const base440 = base110.concat(
  await Promise.all(extra.map(async (p) => ({ kind: p.kind, h: (await photoHash(p.jpeg))! }))),
);
const different = pairsOf(base110);
const different440 = pairsOf(base440);
const all = Object.values(altered).flat();
console.log(
  `accuracy: ${photos.length} demo photos (1024 px), ${all.length} altered copies, ` +
    `${different.length} pairs of different photos (and ${different440.length} among ${base440.length}); ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const share = (n: number, of: number) => `${n} = ${((100 * n) / of).toFixed(3)} %`;
const row = (mark: boolean, label: string, ok: (x: Distances) => boolean) => {
  const within = (xs: Distances[]) => xs.filter(ok).length;
  const fp = different.filter(ok);
  console.log(
    `${mark ? '*' : ' '}${label} | ${((100 * within(all)) / all.length).toFixed(1)} % | ` +
      ALTERATIONS.map((a) => `${((100 * within(altered[a]!)) / altered[a]!.length).toFixed(0)} %`).join(
        ' | ',
      ) +
      ` | ${share(fp.length, different.length)} (${fp.filter((p) => p.sameKind).length})` +
      ` | ${share(within(different440), different440.length)}`,
  );
};
console.log(`pHash only | recall | ${ALTERATIONS.join(' | ')} | false positives (same kind) | of 440`);
for (const t of [8, 10, 12, 14, 16]) row(t === PHOTO_MATCH_DISTANCE, `${t}`, (x) => x.p <= t);
console.log(`pHash ${PHOTO_MATCH_DISTANCE} and dHash | recall | … (the same columns)`);
for (const t of [8, 10, 12, 13, 14, 16, 18])
  row(t === DHASH_MATCH_DISTANCE, `${t}`, (x) => x.p <= PHOTO_MATCH_DISTANCE && x.d <= t);
for (const key of ['p', 'd'] as const)
  console.log(
    `${key}Hash: altered distance p50/p95/max:`,
    ALTERATIONS.map((a) => {
      const xs = altered[a]!.map((x) => x[key]);
      return `${a} ${pct(xs, 0.5)}/${pct(xs, 0.95)}/${pct(xs, 1)}`;
    }).join(', '),
    `; different photos (440): closest ${pct(
      different440.map((x) => x[key]),
      0,
    )}, p1 ${pct(
      different440.map((x) => x[key]),
      0.01,
    )}`,
  );
// Chance candidates per new photo among 500,000 stored: the per-pair rate times 500,000.
const binomialTail = (t: number) => {
  let c = 1;
  let sum = 0;
  for (let k = 0; k <= t; k++) {
    sum += c;
    c = (c * (64 - k)) / (k + 1);
  }
  return sum / 2 ** 64;
};
const phashRate = different440.filter((x) => x.p <= PHOTO_MATCH_DISTANCE).length / different440.length;
const bothRate =
  different440.filter((x) => x.p <= PHOTO_MATCH_DISTANCE && x.d <= DHASH_MATCH_DISTANCE).length /
  different440.length;
const at = (rate: number) => (rate * 500_000).toPrecision(3);
console.log(
  `chance candidates per new photo at 500,000: uniform random ${at(binomialTail(PHOTO_MATCH_DISTANCE))} → ` +
    `${at(binomialTail(PHOTO_MATCH_DISTANCE) * binomialTail(DHASH_MATCH_DISTANCE))}; ` +
    `from the 440 demo photos' pairs ${at(phashRate)} → ${at(bothRate)}`,
);

// 2. Lookup at 500,000 stored hashes --------------------------------------------------------
const base = process.env.DATABASE_URL;
if (!base) {
  console.log('lookup: skipped (set DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}
for (const kind of ['uniform', 'clustered'] as const) {
  const name = `sefer_bench_phash_${process.pid}_${kind}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    DATA_DIR: os.tmpdir(),
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const loadStart = performance.now();
    const listings = STORED / PHOTOS_PER_LISTING;
    await client.query(`insert into users (username, email) values ('bench', 'bench@bench.et')`);
    await client.query(`
      insert into properties (title, description, listing_type, property_type, price, area, address,
        owner_id, status, review_state)
      select 'Listing ' || g, 'A bench listing', 'rent', 'apartment', 10000 + g, 80, 'Bole',
        (select id from users limit 1), 'available', 'approved'
      from generate_series(1, ${listings}) g`);
    await client.query(`
      insert into images (storage_key, width, height, placeholder, variants)
      select 'images/bench/' || g, 1600, 1067, '', '[]'::jsonb from generate_series(1, ${STORED}) g`);
    await client.query(`
      insert into property_images (property_id, image_id, position, is_primary)
      select p.id, i.id, (i.id - 1) % ${PHOTOS_PER_LISTING}, (i.id - 1) % ${PHOTOS_PER_LISTING} = 0
      from images i join properties p on p.id = (i.id - 1) / ${PHOTOS_PER_LISTING} + 1`);
    // The demo photos' own hashes are stored too: the altered copies look for them.
    const near = (h: PhotoHash): PhotoHash => ({
      phash: flip(h.phash, 12 + Math.floor(rnd() * 13)),
      dhash: flip(h.dhash, 12 + Math.floor(rnd() * 13)),
    });
    const stored = Array.from({ length: STORED }, (_, i) =>
      i < hashes.length
        ? hashes[i]!
        : kind === 'uniform'
          ? randomHash()
          : near(hashes[Math.floor(rnd() * hashes.length)]!),
    );
    for (let from = 0; from < STORED; from += 20_000) {
      const chunk = stored.slice(from, from + 20_000);
      const bands = (h: bigint, i: number) => Number((h >> BigInt((3 - i) * 16)) & 0xffffn);
      await client.query(
        `insert into photo_hashes (image_id, hash, dhash, band0, band1, band2, band3)
         select * from unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::int[], $6::int[], $7::int[])`,
        [
          chunk.map((_, i) => from + i + 1),
          chunk.map((h) => BigInt.asIntN(64, h.phash).toString()),
          chunk.map((h) => BigInt.asIntN(64, h.dhash).toString()),
          ...[0, 1, 2, 3].map((b) => chunk.map((h) => bands(h.phash, b))),
        ],
      );
    }
    await client.query('vacuum analyze');
    const loaded = (performance.now() - loadStart) / 1000;

    const asks = Array.from({ length: LOOKUPS }, (_, i) =>
      i % 2 === 0 ? queries[Math.floor(rnd() * queries.length)]! : randomHash(),
    );
    const times: number[] = [];
    let found = 0;
    const matched = [0, 0];
    const phashOnly = [0, 0];
    for (const [i, hash] of asks.entries()) {
      const t0 = performance.now();
      const matches = await duplicatesRepository.photosNear(ctx.database.db, hash, 0);
      times.push(performance.now() - t0);
      if (i % 2 === 0 && matches.length) found++;
      matched[i % 2]! += matches.length;
      // What the pHash alone would have let through (the check before the dHash).
      const h = BigInt.asIntN(64, hash.phash).toString();
      const [{ n }] = (
        await client.query(
          `select count(*)::int as n from photo_hashes
           where bit_count((hash # $1::bigint)::bit(64)) <= $2 and (${hashBands(hash.phash)
             .map((b, band) => `band${band} = any('{${bandNeighbours(b).join(',')}}'::int[])`)
             .join(' or ')})`,
          [h, PHOTO_MATCH_DISTANCE],
        )
      ).rows;
      phashOnly[i % 2]! += n;
    }
    const warm = times.slice(20);
    console.log(
      `lookup (${kind}, ${STORED.toLocaleString('en')} hashes, loaded in ${loaded.toFixed(0)} s): ` +
        `p50 ${pct(warm, 0.5).toFixed(1)} ms, p95 ${pct(warm, 0.95).toFixed(1)} ms, max ${pct(warm, 1).toFixed(1)} ms; ` +
        `altered demo photos found ${found}/${LOOKUPS / 2}; listings matched per lookup: altered ` +
        `${(matched[0]! / (LOOKUPS / 2)).toFixed(1)}, unseen ${(matched[1]! / (LOOKUPS / 2)).toFixed(1)}; ` +
        `photos within the pHash alone: altered ${(phashOnly[0]! / (LOOKUPS / 2)).toFixed(1)}, ` +
        `unseen ${(phashOnly[1]! / (LOOKUPS / 2)).toFixed(1)}`,
    );
    const plan = await client.query(
      `explain (analyze, buffers) select count(*) from photo_hashes where band0 = any($1::int[])`,
      [`{${Array.from({ length: 697 }, (_, i) => i).join(',')}}`],
    );
    console.log(
      `  one band's read: ${plan.rows
        .map((r) => r['QUERY PLAN'])
        .find((l: string) => l.includes('Index Only'))
        ?.trim()}`,
    );
  } finally {
    await client.end();
    await closeContext(ctx);
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}
