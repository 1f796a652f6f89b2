import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isInjection } from 'light-my-request';
import { SERVICE_UNAVAILABLE } from './error-handler';

/** How much work the server takes on before it says "busy" (decision 049). */
export interface OverloadLimits {
  /** Pages rendered at once; more wait in line. */
  rendersMax: number;
  /** Pages waiting for a render slot; more are refused at once. */
  queueMax: number;
  /** How long a page may wait for a slot before it is refused. */
  queueWaitMs: number;
  /** Mean event-loop delay over a sample (250 ms) above which new renders are refused; 0: off. */
  eventLoopDelayMs: number;
  /** A GET or HEAD that has had no answer after this long gets a 503 (0: off). */
  deadlineMs: number;
}

/** Seconds a refused client is asked to wait: long enough for a burst to pass, short for a person. */
export const RETRY_AFTER_S = 2;

/**
 * What a refused page visitor sees: no catalogue, no scripts, both main languages (the language
 * of the request is not known to this answer, and it must cost nothing).
 */
const BUSY_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${RETRY_AFTER_S + 1}"><title>Sefer is busy</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Sefer is busy right now</h1><p>Too many people are looking at once. This page will try again in a few seconds.</p><p lang="am">ሰፈር አሁን ተጨናንቋል። ገጹ በጥቂት ሰከንዶች ውስጥ እንደገና ይሞክራል።</p></body></html>`;

/** Counters of what the page gate did since start, for the readiness check and the logs. */
export interface GateCounters {
  rendering: number;
  queued: number;
  /** Pages refused with a 503 (queue full, waited too long, or the event loop behind). */
  shed: number;
  /** Pages whose client had gone before their render began: never rendered. */
  abandoned: number;
}

type Outcome = 'go' | 'busy' | 'gone';

interface Waiter {
  settle: (outcome: Outcome) => void;
  gone: () => boolean;
}

/**
 * Admission of page renders: at most `rendersMax` at once, `queueMax` waiting, none waiting longer
 * than `queueWaitMs`, none started when the event loop is behind, none started for a client that
 * has gone. Renders are CPU on the one event loop: past a few at once, more only make every one
 * of them slower and the health check late.
 */
export class RenderGate {
  readonly counters: GateCounters = { rendering: 0, queued: 0, shed: 0, abandoned: 0 };
  private readonly line: Waiter[] = [];

  constructor(
    private readonly limits: OverloadLimits,
    private readonly behind: () => boolean,
  ) {}

  /** True when a new page would be refused now: the line is full or the loop is behind. */
  full(): boolean {
    return this.line.length >= this.limits.queueMax && this.counters.rendering >= this.limits.rendersMax;
  }

  /** Waits for a render slot; `gone` tells whether the client has left meanwhile. */
  enter(gone: () => boolean): Promise<Outcome> {
    if (gone()) return Promise.resolve(this.count('gone'));
    if (this.behind()) return Promise.resolve(this.count('busy'));
    if (this.counters.rendering < this.limits.rendersMax) {
      this.counters.rendering++;
      return Promise.resolve<Outcome>('go');
    }
    if (this.line.length >= this.limits.queueMax) return Promise.resolve(this.count('busy'));
    return new Promise<Outcome>((resolve) => {
      const waiter: Waiter = {
        gone,
        settle: (outcome) => {
          clearTimeout(timer);
          resolve(outcome === 'go' ? outcome : this.count(outcome));
        },
      };
      const timer = setTimeout(() => {
        const at = this.line.indexOf(waiter);
        if (at >= 0) this.line.splice(at, 1);
        this.counters.queued = this.line.length;
        waiter.settle('busy');
      }, this.limits.queueWaitMs);
      this.line.push(waiter);
      this.counters.queued = this.line.length;
    });
  }

  /** A render has finished (or failed): the next waiter whose client is still there starts. */
  leave() {
    for (;;) {
      const next = this.line.shift();
      this.counters.queued = this.line.length;
      if (!next) {
        this.counters.rendering--;
        return;
      }
      if (next.gone()) {
        next.settle('gone');
        continue;
      }
      // The slot passes from the finished render to this one: `rendering` stays the same.
      next.settle('go');
      return;
    }
  }

  private count(outcome: 'busy' | 'gone'): Outcome {
    if (outcome === 'busy') this.counters.shed++;
    else this.counters.abandoned++;
    return outcome;
  }
}

/**
 * Whether the client of a request has gone before its answer: its connection is closed, or it
 * has closed its side (an HTTP/1.1 client waiting for an answer never does; one that left does).
 */
export const clientGone = (request: FastifyRequest) => {
  const socket = request.raw.socket;
  // Node's HTTP server answers a client's FIN by ending its own side (`writableEnded`) while
  // the request still waits; `readableEnded` alone is not set while the parser reads the socket.
  return request.raw.destroyed || !socket || socket.destroyed || socket.readableEnded || socket.writableEnded;
};

/** The fast refusal of a page: 503, Retry-After, a tiny HTML page, never cached. */
export function sendBusyPage(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(BUSY_HTML);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Admission of page renders (web/plugin.ts) and what it counted. */
    renderGate: RenderGate;
  }
}

/**
 * Load shedding (decision 049): `@fastify/under-pressure` samples the event loop's delay (it
 * refuses nothing by itself here: API answers cost a fraction of a page and are cached, and health
 * checks must answer); the page gate refuses new renders when it is behind or its line is full;
 * and a deadline answers any GET or HEAD still unanswered after `deadlineMs` with a 503 rather
 * than letting the client time out.
 */
export async function registerOverload(app: FastifyInstance, limits: OverloadLimits) {
  await app.register(underPressure, {
    sampleInterval: 250,
    ...(limits.eventLoopDelayMs > 0 ? { maxEventLoopDelay: limits.eventLoopDelayMs } : {}),
    // Measure only: nothing is refused by the plugin's own hook (see above).
    pressureHandler: () => undefined,
  });
  app.decorate(
    'renderGate',
    new RenderGate(limits, () => limits.eventLoopDelayMs > 0 && app.isUnderPressure()),
  );
  if (limits.deadlineMs > 0) registerDeadline(app, limits.deadlineMs);
}

/**
 * GET and HEAD only: an upload may rightly take minutes on a slow line, and its time is the
 * client's sending, not the server's waiting. In-process calls belong to a page, which has its own.
 */
function registerDeadline(app: FastifyInstance, deadlineMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isInjection(request.raw)) return done();
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadline_ms: deadlineMs }, 'no answer within the deadline: 503');
      deadlineHandlers.get(request)?.();
      if (request.url.startsWith('/api/')) {
        reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send(SERVICE_UNAVAILABLE);
      } else sendBusyPage(reply);
    }, deadlineMs);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

const deadlineHandlers = new WeakMap<FastifyRequest, () => void>();

/** What to stop when a request's deadline passes (a page: its render). */
export function onDeadline(request: FastifyRequest, stop: () => void) {
  deadlineHandlers.set(request, stop);
}
