import { existsSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { create as createTar } from 'tar';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirectoryLockedError } from '../db/lock';
import { ROOT_DIR } from '../paths';
import { bucketOf, downloadBucket } from './bucket';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  filesUnder,
  type Manifest,
  sha256File,
  tableFingerprints,
} from './manifest';

export interface BackupOptions {
  config: Config;
  /** The archive to write; a dated name in the working directory when left out. */
  out?: string;
  now?: Date;
}

/**
 * Writes a backup of an embedded installation (DATA_DIR's database, media — on disk or in the
 * bucket — and generated secret) into one .tar.gz. It holds DATA_DIR's lock from the first byte read to the last, so the
 * database and the media are copied in one consistent state; a server running on DATA_DIR holds
 * that lock, and the backup then refuses rather than copy a moving target.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const { config } = options;
  const now = options.now ?? new Date();
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the database is a PostgreSQL server, which this command does not copy. ' +
        'Back it up with pg_dump (for example: pg_dump --format=custom --file sefer.dump "$DATABASE_URL") ' +
        (config.s3
          ? `and keep the bucket ${config.s3.bucket} with the object store's versioning or replication.`
          : `and copy the media directory (${config.mediaDir}) with it.`),
    );
  const dataDir = config.dataDir;
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${path.join(dataDir, 'db')}: is DATA_DIR right?`);
  const file = path.resolve(options.out ?? `sefer-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name with --out.`);
  for (const inside of [config.mediaDir, path.join(dataDir, 'db')])
    if (`${file}${path.sep}`.startsWith(`${inside}${path.sep}`))
      throw new BackupError(`Write the backup outside ${inside}: it would end up in its own archive.`);

  const database = await openDatabase({ dataDir }).catch((error: unknown) => {
    if (error instanceof DataDirectoryLockedError)
      throw new BackupError(
        `A Sefer server (or another command) is using ${dataDir}. A backup copies the database and ` +
          'the media together and needs both to stand still: stop the server, run the backup, then ' +
          `start the server again.\n(${error.message})`,
      );
    throw error;
  });
  // On the same disk as the data, so media can be hard-linked rather than copied.
  await mkdir(path.join(dataDir, 'tmp'), { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, 'tmp', 'backup-'));
  const partial = `${file}.partial`;
  try {
    const manifest = await stage(config, database, staging, now);
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', ...new Set(manifest.files.map((f) => f.path.split('/')[0]!))];
    await mkdir(path.dirname(file), { recursive: true });
    await createTar({ gzip: true, portable: true, cwd: staging, file: partial }, entries);
    // Renamed only when complete: a file with the final name is always a whole archive.
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    // DATA_DIR/tmp was perhaps made for this backup: leave no empty folder behind.
    await rmdir(path.join(dataDir, 'tmp')).catch(() => {});
    await database.close();
  }
}

/** Puts db.tar, media/ and jwt-secret in `staging` and describes them. */
async function stage(config: Config, database: Database, staging: string, now: Date): Promise<Manifest> {
  const pglite = database.pglite!;
  const tables = await tableFingerprints(pglite);
  const {
    rows: [version],
  } = await pglite.query<{ server_version: string }>('show server_version');
  // PGlite's own dump: a tarball of its data directory taken while no query runs.
  const dump = await pglite.dumpDataDir('none');
  await writeFile(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
  const files: Manifest['files'] = [await describeFile(staging, 'db.tar')];

  // Media in a bucket are downloaded into the archive (decision 045).
  const bucket = await bucketOf(config);
  // media/.tmp holds partial writes only: never part of a backup.
  const media = bucket
    ? await downloadBucket(bucket, path.join(staging, 'media'))
    : await filesUnder(config.mediaDir, (relative) => relative === '.tmp');
  let mediaBytes = 0;
  for (const relative of media) {
    const target = path.join(staging, 'media', relative);
    if (!bucket) {
      await mkdir(path.dirname(target), { recursive: true });
      await link(path.join(config.mediaDir, relative), target).catch(() =>
        copyFile(path.join(config.mediaDir, relative), target),
      );
    }
    const entry = await describeFile(staging, `media/${relative}`);
    mediaBytes += entry.bytes;
    files.push(entry);
  }

  const secret = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(secret)) {
    await copyFile(secret, path.join(staging, 'jwt-secret'));
    files.push(await describeFile(staging, 'jwt-secret'));
  }

  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: now.toISOString(),
    sefer_version: await seferVersion(),
    database: { engine: 'pglite', postgres_version: version?.server_version ?? 'unknown', tables },
    media: { files: media.length, bytes: mediaBytes },
    files,
  };
}

async function describeFile(staging: string, relative: string): Promise<Manifest['files'][number]> {
  const full = path.join(staging, relative);
  return { path: relative, bytes: (await stat(full)).size, sha256: await sha256File(full) };
}

async function seferVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}
