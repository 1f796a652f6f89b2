import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (OAuth codes, reset tokens) and must never reach a log. */
const SECRET_PARAMS = ['code', 'state', 'token', 'access', 'refresh', 'uid'];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
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
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        user_agent: req.headers['user-agent'],
      }),
    },
  };
}
