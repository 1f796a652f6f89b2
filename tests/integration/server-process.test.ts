import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, freePort, startServer, waitFor } from '../support/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The production build is what `npm start` runs; build it when missing or stale (a few seconds).
beforeAll(ensureBuild, 180_000);

const start = (env: Record<string, string>) => startServer(dataDir, env);

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const started = start({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT: must be a number');
  });

  it('starts, refuses a second process on the same data, stops cleanly on SIGTERM and starts again', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await waitFor(first, 'Sefer is ready');
    const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(health.status).toBe(200);

    const second = start({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Sefer process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock went with the first process: a new one opens the same data at once.
    const third = start({ PORT: String(port) });
    await waitFor(third, 'Sefer is ready');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
