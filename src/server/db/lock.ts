import { statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 10_000;
const UPDATE_MS = 2_000;

/** Raised when another process holds the embedded database. */
export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
}

/**
 * Takes the lock on DATA_DIR's embedded database, or fails with a clear message when a live
 * process holds it. The holder refreshes the lock every 2 s; a lock left by a crashed process
 * goes stale after 10 s, and we wait for that rather than fail, so that a supervisor restarting
 * a killed server at once (systemd waits 100 ms) gets a server, not a refusal.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const target = path.join(dataDir, 'db');
  const lockfilePath = path.join(dataDir, 'db.lock');
  const options = {
    realpath: false,
    lockfilePath,
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: (error: Error) => {
      // Another process took the lock over: continuing would corrupt the database.
      console.error(`Lost the lock on ${target}: ${error.message}. Stopping.`);
      process.exit(70);
    },
  };
  try {
    return await lockfile.lock(target, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const seen = lockMtime(lockfilePath);
    if (seen !== undefined && Date.now() - seen <= 2 * UPDATE_MS) {
      // Fresh: either a live holder, or one that died a moment ago. A live holder refreshes the
      // lock within one period; watch for that before deciding.
      await new Promise((resolve) => setTimeout(resolve, UPDATE_MS + 500));
      const now = lockMtime(lockfilePath);
      if (now !== undefined && now !== seen) throw lockedError(target, lockfilePath);
    }
    // Released meanwhile, or the holder stopped refreshing (crashed): wait until it is free or
    // stale. A live holder whose refresh was only late keeps it, and this fails.
    return lockfile
      .lock(target, {
        ...options,
        retries: { retries: 8, minTimeout: 1_000, maxTimeout: 2_000, factor: 1 },
      })
      .catch(() => {
        throw lockedError(target, lockfilePath);
      });
  }
}

function lockMtime(lockfilePath: string): number | undefined {
  try {
    return statSync(lockfilePath).mtimeMs;
  } catch {
    return undefined;
  }
}

function lockedError(target: string, lockfilePath: string) {
  return new DataDirectoryLockedError(
    `The embedded database in ${target} is already in use by another Sefer process ` +
      `(lock: ${lockfilePath}). Stop that process first, or set DATA_DIR to another directory, ` +
      'or set DATABASE_URL to use a PostgreSQL server shared by several processes.',
  );
}
