import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, freePort, startServer, waitFor } from '../support/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The production build is what `npm start` runs; build it when missing or stale (a few seconds).
beforeAll(ensureBuild, 180_000);

const start = (env: Record<string, string>) => startServer(dataDir, env);

/** What `npm start` gives Node when the operator gives nothing (scripts/start.sh). */
const HEAP_OPTION = '--max-old-space-size=1024';

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

  it("runs as one Node process with npm start's memory settings, unless the operator set their own", async () => {
    /** The server's own environment, read from the system as it started it. */
    const environ = (pid: number) =>
      new Map(
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
      );
    const cases: Array<{ given: Record<string, string>; expected: Record<string, string> }> = [
      // Nothing set (an empty NODE_OPTIONS counts as unset): the allocator's thresholds
      // (decisions 064 and 071) and V8's old-generation limit (decision 065).
      {
        given: { NODE_OPTIONS: '' },
        expected: {
          MALLOC_MMAP_THRESHOLD_: '1310720',
          MALLOC_TRIM_THRESHOLD_: '4194304',
          NODE_OPTIONS: HEAP_OPTION,
        },
      },
      // The operator's own values, as they gave them.
      {
        given: {
          MALLOC_MMAP_THRESHOLD_: '262144',
          MALLOC_TRIM_THRESHOLD_: '131072',
          NODE_OPTIONS: '--max-old-space-size=3072',
        },
        expected: {
          MALLOC_MMAP_THRESHOLD_: '262144',
          MALLOC_TRIM_THRESHOLD_: '131072',
          NODE_OPTIONS: '--max-old-space-size=3072',
        },
      },
    ];
    for (const { given, expected } of cases) {
      const port = await freePort();
      const started = start({ PORT: String(port), ...given });
      await waitFor(started, 'Sefer is ready');
      const pid = started.child.pid!;
      // The shell replaced itself with Node (decision 064): no wrapper process stays in the tree.
      const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(path.basename(program!)).toBe('node');
      expect(args).toContain('scripts/start.mjs');
      const env = environ(pid);
      for (const [name, value] of Object.entries(expected)) expect(env.get(name)).toBe(value);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    }
  }, 120_000);
});
