import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The production build is what `npm start` runs; build it when missing or stale (a few seconds).
beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 180_000);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the built server with its own data directory. */
function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['build/app/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Resolves when the process prints `text`; rejects if it exits first. */
function waitFor(started: Started, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!started.output().includes(text)) return;
      started.child.stdout!.off('data', check);
      resolve();
    };
    started.child.stdout!.on('data', check);
    check();
    void started.exited.then(() => reject(new Error(`exited before "${text}":\n${started.output()}`)));
  });
}

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
