import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { expect, it, vi } from 'vitest';
import { ResumableStore } from '../../src/server/media/resumable-routes';

/** Resolves after a filesystem call queued now has answered (the store's own, if any, with it). */
const flushFs = (dir: string) =>
  new Promise<void>((resolve) => {
    import('node:fs').then(({ stat }) => stat(dir, () => setImmediate(resolve)));
  });

it("never throws from a callback when its folder cannot be made (tus's FileStore does)", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefer-resumable-'));
  try {
    // A file where the folder's parent should be: mkdir fails (ENOTDIR), as it does with ENOENT
    // when a data folder is removed while the store is being built.
    writeFileSync(path.join(dir, 'tmp'), '');
    const directory = path.join(dir, 'tmp', 'resumable');
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    // Vitest reports uncaught errors; this test takes them first to compare both stores.
    const listeners = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', listener);
    try {
      new FileStore({ directory });
      await vi.waitFor(() => expect(uncaught).toHaveLength(1));
      uncaught.length = 0;
      new ResumableStore({ directory });
      await flushFs(dir);
      expect(uncaught).toHaveLength(0);
    } finally {
      process.removeListener('uncaughtException', listener);
      for (const l of listeners) process.on('uncaughtException', l);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
