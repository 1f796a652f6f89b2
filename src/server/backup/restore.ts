import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';
import type { Config } from '../config';
import { PGLITE_EXTENSIONS } from '../db/client';
import { DataDirectoryLockedError, lockDataDirectory } from '../db/lock';
import { bucketOf, uploadToBucket } from './bucket';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  filesUnder,
  fingerprintDifferences,
  type Manifest,
  manifestSchema,
  sha256File,
  tableFingerprints,
} from './manifest';

export interface RestoreOptions {
  config: Config;
  file: string;
  /** Replace the database, media and secret of a DATA_DIR that already has some. */
  force?: boolean;
}

/** What a restore replaces in DATA_DIR; anything else there (the outbox) is left as it is. */
const RESTORED = ['db', 'media', 'jwt-secret'] as const;

/**
 * Restores a backup into DATA_DIR. Nothing in DATA_DIR changes until the archive has been read
 * whole, every file matched its checksum and the restored database matched the manifest table by
 * table: all that happens in a staging directory inside DATA_DIR (same disk), and only then are
 * the old entries moved aside and the new ones moved in by renames, which are undone if one fails.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { config, force } = options;
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the database is a PostgreSQL server, which this command does not restore. ' +
        'Restore it with pg_restore (or psql for a plain dump) and ' +
        (config.s3
          ? `the bucket ${config.s3.bucket} from its versions or replica.`
          : `copy the media back into ${config.mediaDir}.`),
    );
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const dataDir = config.dataDir;
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDirectory(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirectoryLockedError)
      throw new BackupError(
        `A Sefer server (or another command) is using ${dataDir}: stop it before restoring into it.\n` +
          `(${error.message})`,
      );
    throw error;
  });
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  let keepStaging = false;
  try {
    const existing = await nonEmptyEntries(dataDir);
    if (existing.length && !force)
      throw new BackupError(
        `${dataDir} is not empty (${existing.join(', ')}). A restore replaces its database, media and ` +
          'secret: add --force to do so, or set DATA_DIR to an empty directory.',
      );
    const archive = path.join(staging, 'archive');
    const fresh = path.join(staging, 'new');
    await mkdir(archive, { recursive: true });
    await mkdir(fresh, { recursive: true });
    const manifest = await unpackAndVerify(file, archive);
    await restoreDatabase(manifest, path.join(archive, 'db.tar'), path.join(fresh, 'db'));
    // Media in a bucket go up before anything in DATA_DIR changes; adding objects harms nothing
    // (decision 045). DATA_DIR/media then stays empty.
    const bucket = await bucketOf(config);
    if (bucket && existsSync(path.join(archive, 'media'))) {
      await uploadToBucket(bucket, path.join(archive, 'media'));
      await rm(path.join(archive, 'media'), { recursive: true, force: true });
    }
    for (const name of ['media', 'jwt-secret'])
      if (existsSync(path.join(archive, name)))
        await rename(path.join(archive, name), path.join(fresh, name));
    if (!existsSync(path.join(fresh, 'media'))) await mkdir(path.join(fresh, 'media'));
    // The signing key is readable by its owner only, whatever the archive says.
    if (existsSync(path.join(fresh, 'jwt-secret'))) await chmod(path.join(fresh, 'jwt-secret'), 0o600);

    const old = path.join(staging, 'old');
    await mkdir(old);
    await swap(dataDir, fresh, old).catch((error: unknown) => {
      // The previous data may be in `old`: never delete it then.
      keepStaging = error instanceof RollbackFailed;
      throw error;
    });
    return manifest;
  } finally {
    if (!keepStaging) await rm(staging, { recursive: true, force: true });
    await release();
  }
}

/** Extracts the archive into `dir` and checks it against its manifest. */
async function unpackAndVerify(file: string, dir: string): Promise<Manifest> {
  const refused: string[] = [];
  try {
    await extract({
      file,
      cwd: dir,
      strict: true,
      // Only files and folders: a link could point anywhere on the machine.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        if (type === 'File' || type === 'OldFile' || type === 'Directory') return true;
        refused.push(entryPath);
        return false;
      },
    });
  } catch (error) {
    throw damaged(file, (error as Error).message);
  }
  if (refused.length)
    throw damaged(file, `it holds links or special files (${refused.slice(0, 3).join(', ')})`);

  let manifest: Manifest;
  try {
    const raw = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
      format?: unknown;
      version?: unknown;
    };
    if (raw.format === BACKUP_FORMAT && typeof raw.version === 'number' && raw.version > BACKUP_VERSION)
      throw new BackupError(
        `${file} was made by a newer Sefer (backup format ${raw.version}); this one reads format ${BACKUP_VERSION}.`,
      );
    manifest = manifestSchema.parse(raw);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged(file, 'its manifest is missing or unreadable');
  }
  if (manifest.version !== BACKUP_VERSION) throw damaged(file, `unknown backup format ${manifest.version}`);

  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  if (!listed.has('db.tar')) throw damaged(file, 'it holds no database');
  for (const relative of await filesUnder(dir)) {
    if (relative !== 'manifest.json' && !listed.has(relative))
      throw damaged(file, `${relative} is not in its manifest`);
  }
  for (const entry of manifest.files) {
    const full = path.join(dir, entry.path);
    const size = await stat(full).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) throw damaged(file, `${entry.path} is missing`);
    if (size !== entry.bytes || (await sha256File(full)) !== entry.sha256)
      throw damaged(file, `${entry.path} does not match its checksum`);
  }
  return manifest;
}

/** Loads PGlite's dump into `target` and checks every table against the manifest. */
async function restoreDatabase(manifest: Manifest, dump: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite(target, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([await readFile(dump)]),
    });
    await pglite.waitReady;
  } catch (error) {
    await pglite?.close().catch(() => {});
    throw new BackupError(
      `The database in the backup could not be opened (it was made with PostgreSQL ` +
        `${manifest.database.postgres_version}): ${(error as Error).message}. Nothing was changed.`,
    );
  }
  try {
    const differences = fingerprintDifferences(manifest.database.tables, await tableFingerprints(pglite));
    if (differences.length)
      throw new BackupError(
        `The restored database does not match the backup's manifest (${differences.slice(0, 5).join('; ')}). ` +
          'Nothing was changed.',
      );
  } finally {
    await pglite.close();
  }
}

/**
 * Moves DATA_DIR's entries aside into `old` and the restored ones in from `fresh`. Renames within
 * one disk: each is atomic, and if one fails the ones done are undone.
 */
async function swap(dataDir: string, fresh: string, old: string): Promise<void> {
  const movedOut: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of RESTORED) {
      if (!existsSync(path.join(dataDir, name))) continue;
      await rename(path.join(dataDir, name), path.join(old, name));
      movedOut.push(name);
    }
    for (const name of RESTORED) {
      if (!existsSync(path.join(fresh, name))) continue;
      await rename(path.join(fresh, name), path.join(dataDir, name));
      movedIn.push(name);
    }
  } catch (error) {
    try {
      for (const name of movedIn.reverse()) await rename(path.join(dataDir, name), path.join(fresh, name));
      for (const name of movedOut.reverse()) await rename(path.join(old, name), path.join(dataDir, name));
    } catch {
      throw new RollbackFailed(
        `The restore failed while moving files into place (${(error as Error).message}), and putting ` +
          `the previous data back failed too: it is in ${old}. Move db, media and jwt-secret back by hand.`,
      );
    }
    throw error;
  }
  // Success: the previous data goes with the staging directory.
}

class RollbackFailed extends BackupError {}

/**
 * DATA_DIR's entries that hold something (the lock file and empty folders do not count).
 */
async function nonEmptyEntries(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir);
  const out: string[] = [];
  for (const name of names.sort()) {
    if (name === 'db.lock') continue;
    const full = path.join(dataDir, name);
    const info = await stat(full);
    if (!info.isDirectory() || (await filesUnder(full)).length) out.push(name);
  }
  return out;
}

function damaged(file: string, reason: string): BackupError {
  return new BackupError(
    `${file} is not a usable Sefer backup: ${reason}. It may be incomplete or damaged. Nothing was changed.`,
  );
}
