// The child processes of the bench: the build, the CLI (fill, SQL) and the production server.
// Every child is tracked so that an error or Ctrl-C stops them all before the bench exits.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../build-lib.mjs';

const children = new Set();

/**
 * The settings `npm start` gives the server's process before Node starts (scripts/start.sh, the one
 * place they are written: `: "${NAME:=value}"`), so a bench's server runs as `npm start`'s does;
 * those of the checkout `root` whose build is started (another build compared runs as it shipped).
 */
export function startEnv(root = ROOT) {
  const script = readFileSync(path.join(root, 'scripts/start.sh'), 'utf8');
  return Object.fromEntries([...script.matchAll(/^: "\$\{(\w+):=([^}]*)\}"$/gm)].map((m) => [m[1], m[2]]));
}

/** Stops a child with SIGTERM (SIGKILL after `graceMs`) and resolves when it has exited. */
export function stopChild(child, graceMs = 25_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every child still running (on errors and signals). */
export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `npm start`'s build step: builds only when the sources are newer than the build. */
export function buildIfStale() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed.');
}

/**
 * Runs `node build/app/cli.mjs …` with the bench's environment. PGlite allows one process at a
 * time, so the CLI always runs while the server is stopped. Resolves with its standard output;
 * `echo` also prints it as it comes (progress of the fill).
 */
export function runCli(args, env, { echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [path.join(ROOT, 'build/app/cli.mjs'), ...args], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new Error(`cli ${args[0]} failed (${signal ?? `exit ${code}`}):\n${err || out}`));
    });
  });
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ready for traffic; a build older than readiness (decision 049): its database answers. */
async function isReady(port) {
  const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
  if (ready?.status !== 404) return ready?.ok ?? false;
  return fetch(`http://127.0.0.1:${port}/api/health/`).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Starts the production server and resolves once `/api/health/ready` answers 200, as a load
 * balancer would send it traffic: listening and its first pages rendered (decision 067); a build
 * older than readiness (decision 049) once `/api/health/` does. Its output goes to `logPath`: a
 * load test ends runs with requests in flight, which the server logs as errors.
 * `nodeArgs` go to the server's Node.js (e.g. `--trace-gc`, which NODE_OPTIONS refuses);
 * `logLevel` is the server's LOG_LEVEL (warnings only unless asked: request logs cost CPU);
 * `root` another checkout whose build to start (`bench:pages --against`, `bench:compare`).
 */
export async function startServer(
  env,
  port,
  logPath,
  { timeoutMs = 180_000, nodeArgs = [], logLevel = 'warn', root = ROOT } = {},
) {
  const log = openSync(logPath, 'a');
  const child = track(
    spawn(process.execPath, [...nodeArgs, path.join(root, 'build/app/main.mjs')], {
      cwd: root,
      // The environment's own values win, as in scripts/start.sh.
      env: {
        ...startEnv(root),
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: logLevel,
        DEMO_DATA: 'true',
      },
      stdio: ['ignore', log, log],
    }),
  );
  closeSync(log);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start (code ${child.exitCode}).`);
    const ok = await isReady(port);
    if (ok) return child;
    if (Date.now() - started > timeoutMs) {
      await stopChild(child);
      throw new Error(`The server was not ready (/api/health/ready) within ${timeoutMs / 1000} s.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
