import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { type Backend, createTestDatabase } from './db';

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

/**
 * Starts the built server on `dataDir` (no demo data, info logs captured) with `npm start`'s
 * script, the build being fresh (`ensureBuild`), in the environment `npm start` has: the test
 * runner's NODE_ENV is not passed on (an operator's shell has none).
 */
export function startServer(dataDir: string, env: Record<string, string>): Started {
  const { NODE_ENV: _runner, ...inherited } = process.env;
  // `npm start` is `sh scripts/start.sh`, which execs Node: `child.pid` is the server's.
  const child = spawn('sh', ['scripts/start.sh'], {
    cwd: ROOT,
    env: {
      ...inherited,
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

/**
 * The built servers of one test file, each on a fresh data directory and, on PostgreSQL, a fresh
 * database of its own. Call at the top of the file: it builds before the file's tests and, after
 * them, kills the servers still running, then runs the cleanups (directories removed, databases
 * dropped, any the file added with `cleanup`), last added first.
 */
export function builtServers(prefix: string) {
  beforeAll(ensureBuild, 180_000);
  const cleanups: Array<() => Promise<void> | void> = [];
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) {
      if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await started.exited;
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const cleanup = (fn: () => Promise<void> | void) => void cleanups.push(fn);

  /** A new empty data directory (`prefix` names it in the temporary directory). */
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanup(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  /**
   * What the server needs to use `backend`: on PGlite nothing (it opens the data directory); on
   * PostgreSQL the DATABASE_URL of a fresh database, also opened here as `database` (to seed it).
   */
  const databaseEnv = async (
    backend: Backend,
  ): Promise<{ env: Record<string, string>; database?: Database }> => {
    if (backend !== 'postgres') return { env: {} };
    let url = '';
    const { database, drop } = await createTestDatabase('postgres', (given) => {
      url = given;
      return given;
    });
    cleanup(drop);
    return { env: { DATABASE_URL: url }, database };
  };

  /**
   * Starts the built server on `dir` and resolves once it is ready: listening, its first pages
   * rendered (decision 067), as a load balancer's readiness check would see it.
   */
  const start = async (dir: string, env: Record<string, string>) => {
    const server = startServer(dir, env);
    running.push(server);
    await waitFor(server, 'pages warmed up');
    return server;
  };

  /** A server on a new data directory and database of its own, on a free port, ready. */
  const startFresh = async (backend: Backend, env: Record<string, string> = {}) => {
    const dir = dataDir();
    const database = await databaseEnv(backend);
    const port = await freePort();
    const server = await start(dir, { ...database.env, ...env, PORT: String(port) });
    return { server, port, dataDir: dir };
  };

  return { cleanup, dataDir, databaseEnv, start, startFresh };
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
