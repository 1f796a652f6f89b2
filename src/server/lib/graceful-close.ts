import { setImmediate as nextPoll, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import lightMyRequest, { type InjectOptions, isInjection, type Response } from 'light-my-request';
import { SERVICE_UNAVAILABLE } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Calls a route of this app in-process (server rendering calls the API this way). Unlike
     * `inject`, which Fastify refuses once `close()` has begun, it is served while the server
     * stops, so a page that was in flight at SIGTERM still gets its data.
     */
    injectInProcess(options: InjectOptions): Promise<Response>;
  }
}

export interface DrainTiming {
  /** The listener closes once no outside request is in flight and none came for this long… */
  quietMs: number;
  /** …or after this long, whatever comes. */
  maxMs: number;
}

/**
 * 500 ms: clients told 503 + Retry-After stop coming within a round trip, so quiet arrives soon
 * after the last request in flight; a browser asks for a page's assets well within it. 5 s caps the
 * drain for clients that keep coming, and leaves most of main.ts's 20 s grace to the requests in
 * flight.
 */
const DRAIN: DrainTiming = { quietMs: 500, maxMs: 5_000 };

/**
 * How the server stops (decision 021). On `close()`:
 *
 * 1. Requests that reached the server before are finished with their normal answer, including
 *    their in-process API calls (`injectInProcess`), and their responses close the connection.
 * 2. Outside requests that arrive afterwards — on a kept-alive socket or a new connection — get our
 *    DRF-shaped 503 `service_unavailable` with Retry-After and `Connection: close` (Fastify's own
 *    `return503OnClosing` answers in its own shape, and would refuse the in-process calls too).
 * 3. The listener stays open, answering those 503s, until the server is quiet: nothing in flight
 *    and no request or connection for `quietMs` (or `maxMs` passed). Closing it at once would
 *    reset the connections waiting in the kernel's accept queue, and destroying idle kept-alive
 *    sockets (what `server.close()` does) while their client is sending would reset that request:
 *    both showed up as ECONNRESET under load. Once quiet, no well-behaved client is mid-send.
 *    Only then does Fastify close the listener (later connections are refused) and the idle
 *    sockets, wait for the last responses, and run the onClose hooks (view counts are written).
 */
export function registerGracefulClose(app: FastifyInstance, timing: DrainTiming = DRAIN) {
  let closing = false;
  let inFlight = 0;
  let refused = 0;
  let lastActivity = performance.now();

  // Outside traffic only: in-process calls never reach the HTTP server's events.
  app.server.on('connection', () => {
    lastActivity = performance.now();
  });
  app.server.on('request', (_req, res) => {
    inFlight++;
    lastActivity = performance.now();
    res.once('close', () => {
      inFlight--;
      lastActivity = performance.now();
    });
  });

  app.decorate('injectInProcess', (options: InjectOptions) =>
    lightMyRequest((req, res) => app.routing(req, res), options),
  );

  // Registered before any other onRequest hook, and synchronous: it runs in the same tick as the
  // HTTP server's 'request' event, so "reached the server before close()" means exactly that.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || isInjection(request.raw)) return done();
    refused++;
    reply
      .status(503)
      .header('retry-after', '5')
      .header('connection', 'close')
      // The route's own 503 schema (health has one, for a database that is down) describes a
      // different body: this answer is the same for every route, so it skips route serializers.
      .serializer(JSON.stringify)
      .type('application/json; charset=utf-8')
      .send(SERVICE_UNAVAILABLE);
  });
  // A kept-alive socket would otherwise hold the server open until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    closing = true;
    // Not listening (tests that inject): no socket can be mid-request, nothing to wait for.
    if (!app.server.listening) return;
    const started = performance.now();
    for (;;) {
      await sleep(20);
      // A check-phase callback runs right after the event loop's poll phase, which accepted every
      // connection waiting in the kernel's queue and read what waited on sockets: the counters
      // below include them, and the listener closes before the loop polls again.
      await nextPoll();
      const now = performance.now();
      if (inFlight === 0 && now - lastActivity >= timing.quietMs) break;
      if (now - started >= timing.maxMs) {
        app.log.warn({ in_flight: inFlight }, 'still busy after the drain period: closing the listener');
        break;
      }
    }
    app.log.info(
      { drain_ms: Math.round(performance.now() - started), refused },
      'quiet: closing the listener and idle connections',
    );
  });
}
