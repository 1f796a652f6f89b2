import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters that carry secrets (OAuth codes, reset tokens) and must never reach a log. */
const SECRET_PARAMS = ['code', 'state', 'token', 'access', 'refresh', 'uid'];

function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * pino's error serializer without the values of a failed query: Drizzle writes them into the
 * error's message and stack, and they are what a client sent (addresses, messages, names). The
 * statement stays, to find the fault.
 */
export function errorWithoutQueryValues(error: Error) {
  const out = pino.stdSerializers.err(error);
  const params = (error as { params?: unknown } | null)?.params;
  if (!Array.isArray(params) || typeof out !== 'object' || out === null) return out;
  // Drizzle's own wording (`Failed query: …\nparams: …`), so the values are removed exactly.
  const line = `\nparams: ${String(params)}`;
  for (const key of ['message', 'stack'] as const)
    if (typeof out[key] === 'string') out[key] = out[key].replace(line, '\nparams: [redacted]');
  out.params = '[redacted]';
  return out;
}

/** pino options: JSON lines, one per request and response, with the request id; no secrets. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: errorWithoutQueryValues,
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        user_agent: req.headers['user-agent'],
      }),
    },
  };
}
