import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { type Backend, backends } from '../support/db';
import { get, type Outcome } from '../support/http-load';
import { builtServers, isStopped, type Started, until } from '../support/server-process';

/**
 * Staying up under a spike, on the built server (decision 049). Overload is made deterministic
 * rather than timed: the server is paused (SIGSTOP) while a burst of requests reaches its sockets,
 * then resumed (SIGCONT), so it finds the whole burst at once — more pages than its render slots
 * and line hold. What must hold: the pages past the line get a fast 503 with Retry-After (a small
 * HTML page), the others their page; liveness answers throughout; readiness says "busy" while the
 * line is full and "ready" after; pages whose client has gone while they waited are never
 * rendered; every request gets an answer, none waits anywhere near 10 s.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const servers = builtServers('sefer-overload-');

async function start(backend: Backend, limits: Record<string, string>) {
  const { server, port } = await servers.startFresh(backend, {
    ...limits,
    // The event-loop guard is tested apart (tests/unit/render-gate.test.ts): here the line decides.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every page of the burst is rendered: a kept page (decision 063) takes no render slot.
    PAGE_CACHE_SECONDS: '0',
  });
  // The first render loads the page modules: done before the burst.
  const warm = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'user-agent': BROWSER } });
  expect(warm.status).toBe(200);
  await warm.text();
  return { server, port };
}

interface Health {
  status: string;
  pages: { rendering: number; queued: number; shed: number; abandoned: number };
}

async function json(port: number, url: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Health };
}

/** Pauses the server until `send` has handed every request of the burst to the kernel. */
async function withServerPaused(server: Started, send: () => Promise<void>) {
  const pid = server.child.pid!;
  process.kill(pid, 'SIGSTOP');
  await until(() => (isStopped(pid) ? true : undefined), 'the server to stop', 10_000);
  try {
    await send();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

/**
 * A client with a connection already open, as a reverse proxy's pool of upstream connections (or
 * a browser's kept-alive one) is: Node accepts new connections one per round of its event loop,
 * so only requests on open connections reach the server all at once (decision 049).
 */
async function connectedClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await get(agent, port, { kind: 'live', path: '/api/health/live' }, 'connect');
  expect(first.status).toBe(200);
  servers.cleanup(() => agent.destroy());
  /** Sends `pathName` on the open connection; `wasSent` resolves once it is with the kernel. */
  return (pathName: string, id: string) => {
    let sent!: () => void;
    const wasSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    const started = performance.now();
    const answer = get(
      agent,
      port,
      { kind: 'page', path: pathName, headers: { 'user-agent': BROWSER } },
      id,
      sent,
    ).then((outcome) => ({ ...outcome, ms: performance.now() - started }));
    return { wasSent, answer };
  };
}

/** A visitor with an open connection; `leave()` asks for a page and closes the connection at once. */
async function leavingVisitor(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  // One answer first: the server has accepted and read this connection before it is paused.
  await new Promise<void>((resolve) => {
    let got = '';
    const onData = (chunk: Buffer) => {
      got += chunk.toString();
      if (!got.includes('"status":"ok"')) return;
      socket.off('data', onData);
      resolve();
    };
    socket.on('data', onData);
    socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  });
  return () =>
    new Promise<void>((resolve) => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${BROWSER}\r\n\r\n`, () => {
        socket.end();
        socket.destroy();
        resolve();
      });
    });
}

function expectBusy(outcome: Outcome) {
  expect(outcome.status, outcome.error ?? outcome.body?.slice(0, 200)).toBe(503);
  expect(outcome.headers?.['retry-after']).toBe('2');
  expect(outcome.headers?.['content-type']).toMatch(/^text\/html/);
  expect(outcome.headers?.['cache-control']).toBe('no-store');
  expect(outcome.body).toContain('Sefer is busy');
}

describe.each(backends())('pages under a spike [%s]', (backend) => {
  it('refuses pages past the line with a fast 503 and Retry-After; health answers; nothing waits 10 s', async () => {
    const { server, port } = await start(backend, {
      PAGE_RENDERS_MAX: '1',
      PAGE_QUEUE_MAX: '2',
      PAGE_QUEUE_WAIT_MS: '30000',
    });
    const clients = await Promise.all(Array.from({ length: 11 }, () => connectedClient(port)));
    type Sent = ReturnType<(typeof clients)[number]>;
    const burst: Sent[] = [];
    let live!: Sent;
    await withServerPaused(server, async () => {
      for (let i = 0; i < 10; i++) burst.push(clients[i]!(i % 2 ? '/properties' : '/', `burst-${i}`));
      live = clients[10]!('/api/health/live', 'live');
      await Promise.all([...burst, live].map((b) => b.wasSent));
    });
    const outcomes = await Promise.all(burst.map((b) => b.answer));
    // One rendering and two waiting: three pages; the seven others refused at once.
    const ok = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    const seen = outcomes.map((o) => `${o.id}: ${o.status ?? o.error} in ${Math.round(o.ms)} ms`).join(', ');
    expect(ok, seen).toHaveLength(3);
    for (const o of ok) expect(o.body).toMatch(/^<!DOCTYPE html>/i);
    expect(refused).toHaveLength(7);
    for (const o of refused) expectBusy(o);
    // Generous bound: no request waited anywhere near the 10 s a client might give up after.
    for (const o of outcomes) expect(o.ms).toBeLessThan(10_000);
    const liveAnswer = await live.answer;
    expect(liveAnswer.status).toBe(200);
    expect(JSON.parse(liveAnswer.body!)).toMatchObject({ status: 'ok' });

    const ready = await json(port, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'ok' });
    expect(ready.body.pages).toMatchObject({ rendering: 0, queued: 0, shed: 7 });
  }, 120_000);

  it('does not render pages whose visitor left while they waited, and keeps no slot for them', async () => {
    const { server, port } = await start(backend, {
      PAGE_RENDERS_MAX: '1',
      PAGE_QUEUE_MAX: '20',
      PAGE_QUEUE_WAIT_MS: '30000',
    });
    const stays = await connectedClient(port);
    const leaving = await Promise.all(Array.from({ length: 5 }, () => leavingVisitor(port)));
    let first!: ReturnType<typeof stays>;
    await withServerPaused(server, async () => {
      first = stays('/', 'stays');
      await first.wasSent;
      for (const leave of leaving) await leave();
    });
    expect((await first.answer).status).toBe(200);
    // The five that left are settled once the slot is free again: never rendered (at most one, if
    // it was read before the visitor's close and took the slot, was cut off by its abort signal).
    let ready = await json(port, '/api/health/ready');
    for (let i = 0; i < 300 && (ready.body.pages.rendering || ready.body.pages.queued); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await json(port, '/api/health/ready');
    }
    expect(ready.body.pages).toMatchObject({ rendering: 0, queued: 0, shed: 0 });
    expect(ready.body.pages.abandoned).toBeGreaterThanOrEqual(4);
    // The slot is free: a new page renders.
    const after = await fetch(`http://127.0.0.1:${port}/properties`, { headers: { 'user-agent': BROWSER } });
    expect(after.status).toBe(200);
    await after.text();
  }, 120_000);
});
