import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Which requests write a log line (REQUEST_LOG_SAMPLE, REQUEST_LOG_SLOW_MS; README). */
export interface RequestLogOptions {
  /** Share of the successful page and API requests logged (0–1), chosen by request id. */
  sample: number;
  /** A request slower than this (ms) is always logged, as a warning. */
  slowMs: number;
}

/**
 * Successful answers nobody reads a line about: built scripts and styles, media, the icons and
 * manifests, and the health checks a load balancer sends every few seconds.
 */
const QUIET =
  /^\/(?:assets\/|media\/|api\/health(?:\/|$|\?)|fonts\/|icons\/|favicon|manifest\.|robots\.txt|sw\.js)/;

/** Whether a request's logger writes `debug` lines (Fastify's stand-in when logging is off has no levels). */
function debugOn(log: FastifyRequest['log']): boolean {
  const pinoLog = log as { isLevelEnabled?: (level: string) => boolean };
  return typeof pinoLog.isLevelEnabled === 'function' && pinoLog.isLevelEnabled('debug');
}

/** FNV-1a of the request id, as a share in [0, 1): the same id, the same choice. */
function idShare(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 0x1_0000_0000;
}

/** The level of a finished request's line: below `info`, only a server at `debug` writes it. */
export function requestLogLevel(
  options: RequestLogOptions,
  url: string,
  status: number,
  ms: number,
  id: string,
): 'error' | 'warn' | 'info' | 'debug' {
  // A 503 is the server refusing on purpose (busy, stopping, past the deadline: decision 049).
  if (status === 503) return 'warn';
  if (status >= 500) return 'error';
  if (ms >= options.slowMs) return 'warn';
  if (status >= 400) return 'info';
  if (QUIET.test(url)) return 'debug';
  // By request id, so a sampled page comes with the API calls it made in-process (they carry its id).
  return options.sample > 0 && idShare(id) < options.sample ? 'info' : 'debug';
}

/**
 * One line per request worth reading, written when it has been answered, instead of Fastify's
 * two lines for every request (incoming and completed): every server error (a 503, refused on
 * purpose, as a warning) and every slow request,
 * client errors, and a sample of the rest; successful static, media and health answers never.
 * At LOG_LEVEL `warn` only errors and slow requests remain; at `debug` every request has its
 * two lines, arrival and answer, as Fastify wrote them (to follow what was in flight).
 */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions) {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const ms = reply.elapsedTime;
    const level = requestLogLevel(options, request.url, reply.statusCode, ms, request.id);
    if (level === 'debug' && !debugOn(request.log)) return;
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(ms * 10) / 10 },
      'request completed',
    );
  });
}

/**
 * Fastify's log controller without its two lines for every request at `info` (`registerRequestLog`
 * writes the one worth reading; arrivals only at `debug`); its error lines (stream, serializer,
 * header errors) stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (debugOn(request.log)) request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted() {}
}
