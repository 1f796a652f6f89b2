import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type RequestLogOptions, requestLogLevel } from '../../src/server/lib/request-log';
import { describeWithDb } from '../support/db';

/** An app whose log lines are kept, with the given request-log settings. */
async function appLogging(ctx: Parameters<typeof buildApp>[0], requestLog: RequestLogOptions) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp(
    { ...ctx, config: { ...ctx.config, requestLog } },
    { logger: { level: 'info', stream } },
  );
  await app.ready();
  return { app, lines };
}

describeWithDb('request log', (env) => {
  let quiet: Awaited<ReturnType<typeof appLogging>>;
  let all: Awaited<ReturnType<typeof appLogging>>;
  beforeAll(async () => {
    quiet = await appLogging(env().ctx, { sample: 0, slowMs: 60_000 });
    all = await appLogging(env().ctx, { sample: 1, slowMs: 60_000 });
  });
  afterAll(async () => {
    await quiet.app.close();
    await all.app.close();
  });

  it('writes no line for health checks, nor for successful answers outside the sample', async () => {
    for (const url of ['/api/health/', '/api/health/live', '/api/properties/properties/']) {
      expect((await quiet.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(quiet.lines.filter((l) => l.req || l.res)).toEqual([]);
  });

  it('writes one line per request logged (not two), with its status, time and id; client errors always', async () => {
    const res = await quiet.app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(res.statusCode).toBe(404);
    const logged = quiet.lines.filter((l) => l.req || l.res);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      request_id: res.headers['x-request-id'],
      res: { statusCode: 404 },
      req: { method: 'GET', url: '/api/nowhere/' },
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
  });

  it('with the whole sample, every page and API answer has its line; health checks still none', async () => {
    await all.app.inject({ method: 'GET', url: '/api/health/' });
    await all.app.inject({ method: 'GET', url: '/api/properties/properties/' });
    const urls = all.lines
      .filter((l) => l.msg === 'request completed')
      .map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual(['/api/properties/properties/']);
    expect(all.lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});

describe('which requests get a line', () => {
  const options = { sample: 0.1, slowMs: 500 };
  it('server errors always (error; a 503 refused on purpose, warn), slow requests always (warn), client errors always (info)', () => {
    expect(requestLogLevel(options, '/api/health/', 500, 1, 'a')).toBe('error');
    expect(requestLogLevel(options, '/api/health/ready', 503, 1, 'a')).toBe('warn');
    expect(requestLogLevel(options, '/assets/x.js', 200, 800, 'a')).toBe('warn');
    expect(requestLogLevel(options, '/properties/9999', 404, 3, 'a')).toBe('info');
  });

  it('a successful asset, media file or health check only at debug; a share of the rest, the same for one id', () => {
    for (const url of ['/assets/root-1.js', '/media/images/a.webp', '/api/health/live', '/favicon.svg'])
      expect(requestLogLevel({ sample: 1, slowMs: 500 }, url, 200, 1, 'a')).toBe('debug');
    const ids = Array.from({ length: 2000 }, (_, i) => `request-${i}`);
    const logged = ids.filter((id) => requestLogLevel(options, '/properties', 200, 5, id) === 'info');
    expect(logged.length).toBeGreaterThan(100);
    expect(logged.length).toBeLessThan(300);
    // A page and the API calls it made in-process (same id) are logged together or not at all.
    for (const id of ids.slice(0, 50))
      expect(requestLogLevel(options, '/api/properties/properties/', 200, 1, id)).toBe(
        requestLogLevel(options, '/properties', 200, 5, id),
      );
  });
});
