import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * The backup archive of an embedded installation (decision 016): one .tar.gz holding
 *   manifest.json   this description, first in the archive
 *   db.tar          PGlite's own dump of its data directory (`dumpDataDir`)
 *   media/…         every stored upload, as in DATA_DIR/media
 *   jwt-secret      the generated signing key, when there is one
 * The manifest names every other file with its size and SHA-256, and every table with its row
 * count and a checksum of its rows, so a restore can prove the archive whole before it changes
 * anything, and prove the restored database equal to the one backed up.
 */

export const BACKUP_FORMAT = 'sefer-backup';
export const BACKUP_VERSION = 1;

/** A problem the person running backup or restore must act on: printed as a message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const fileEntry = z.object({
  path: z
    .string()
    .regex(/^(db\.tar|jwt-secret|media\/.+)$/)
    .refine((p) => !p.split('/').some((part) => part === '' || part === '.' || part === '..')),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const tableEntry = z.object({ rows: z.number().int().min(0), checksum: z.string().regex(/^-?\d+$/) });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  created_at: z.iso.datetime(),
  sefer_version: z.string(),
  database: z.object({
    engine: z.literal('pglite'),
    postgres_version: z.string(),
    tables: z.record(z.string(), tableEntry),
  }),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableFingerprints = Manifest['database']['tables'];

/** Anything that runs SQL and answers rows: PGlite, or a node-postgres pool in tests. */
export interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/**
 * Row count and an order-independent checksum of every table of the application (`public`) and
 * of the migration journal (`drizzle`): the sum of the first 60 bits of each row's md5. Summed
 * rather than concatenated, so a large table never has to be held in memory or sorted.
 */
export async function tableFingerprints(db: Queryable): Promise<TableFingerprints> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
      order by 1, 2`,
  );
  const out: TableFingerprints = {};
  for (const { schema, name } of tables) {
    const table = `${quoteIdent(schema)}.${quoteIdent(name)}`;
    const { rows } = await db.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint), 0)::text as checksum
         from ${table} as t`,
    );
    out[`${schema}.${name}`] = rows[0]!;
  }
  return out;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables whose fingerprints differ, described for a message (empty when equal). */
export function fingerprintDifferences(expected: TableFingerprints, actual: TableFingerprints): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const out: string[] = [];
  for (const name of [...names].sort()) {
    const a = expected[name];
    const b = actual[name];
    if (!a) out.push(`${name}: not in the manifest`);
    else if (!b) out.push(`${name}: missing`);
    else if (a.rows !== b.rows) out.push(`${name}: ${b.rows} rows, the manifest says ${a.rows}`);
    else if (a.checksum !== b.checksum) out.push(`${name}: rows differ from the manifest`);
  }
  return out;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(dir: string, skip: (relative: string) => boolean = () => false) {
  const out: string[] = [];
  const walk = async (current: string) => {
    const entries = await readdir(current, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (skip(relative)) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(relative);
    }
  };
  await walk(dir);
  return out.sort();
}
