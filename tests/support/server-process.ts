import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Starting the built server as `npm start` does, for tests of the real process. */

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The production build is what `npm start` runs; built when missing or stale. */
export function ensureBuild(): void {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the built server on `dataDir` (no demo data, info logs captured). */
export function startServer(dataDir: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['build/app/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      // Every request's arrival and answer: tests follow what was in flight (lib/request-log.ts).
      LOG_LEVEL: 'debug',
      // A loaded test machine must not shed these tests' pages (decision 049): the guard and the
      // line's wait limit are off unless a test sets them (tests/integration/page-overload.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      PAGE_QUEUE_WAIT_MS: '60000',
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
export function waitFor(started: Started, text: string): Promise<void> {
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

/** Resolves with the value `probe` gives once it gives one, checking every 20 ms; fails after `ms`. */
export async function until<T>(probe: () => T | undefined, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** True once the process is stopped (SIGSTOP took effect), from /proc (Linux). */
export function isStopped(pid: number): boolean {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
}

/**
 * How many TCP connections to `port` (client ends, this machine) hold received bytes their
 * program has not read yet, from /proc/net/tcp (Linux).
 */
export function unreadFrom(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[2]?.endsWith(`:${hexPort}`) && Number.parseInt(f[4]?.split(':')[1] ?? '0', 16) > 0)
    .length;
}
