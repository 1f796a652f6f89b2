import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { randomIp } from '../support/auth';
import { describeWithDb } from '../support/db';

type App = Awaited<ReturnType<typeof buildApp>>;

const PROXY = '127.0.0.1';

describe('TRUST_PROXY', () => {
  it('takes true, false or a list of proxy addresses, and refuses anything else at start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).trustProxy).toBe(
      '10.0.0.1, 10.1.0.0/16,loopback,::1',
    );
    for (const bad of ['yes please', '10.0.0.300', '10.0.0.0/33', '2'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
  });
});

describeWithDb('Rate limits and the client address behind a proxy', (env) => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** An application with TRUST_PROXY as given and two sign-in attempts per address. */
  async function behind(trustProxy: boolean | string): Promise<App> {
    const base = env().ctx;
    const app = await buildApp(
      {
        ...base,
        config: { ...base.config, trustProxy },
        rateLimits: {
          rules: { signInIp: { points: 2, duration: 60 }, signInAccount: { points: 100, duration: 60 } },
        },
      },
      { logger: false },
    );
    await app.ready();
    apps.push(app);
    return app;
  }
  const signIn = (app: App, from: string, forwardedFor?: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/auth/jwt/create/',
        payload: { username: 'nobody-at-all', password: 'x' },
        remoteAddress: from,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
      .then((res) => res.statusCode);

  it('behind a listed proxy, counts each forwarded client apart', async () => {
    const app = await behind(PROXY);
    const [a, b] = [randomIp(), randomIp()];
    expect([await signIn(app, PROXY, a), await signIn(app, PROXY, a)]).toEqual([401, 401]);
    expect(await signIn(app, PROXY, a)).toBe(429);
    expect(await signIn(app, PROXY, b)).toBe(401);
  });

  it('behind a listed proxy, believes only the address the proxy added', async () => {
    const app = await behind(PROXY);
    const client = randomIp();
    // The client writes its own X-Forwarded-For; the proxy appends the address it saw.
    for (let i = 0; i < 2; i++) expect(await signIn(app, PROXY, `${randomIp()}, ${client}`)).toBe(401);
    expect(await signIn(app, PROXY, `${randomIp()}, ${client}`)).toBe(429);
    // A client reaching the server directly, around the proxy, is counted by its own address.
    const direct = randomIp();
    for (let i = 0; i < 2; i++) expect(await signIn(app, direct, randomIp())).toBe(401);
    expect(await signIn(app, direct, randomIp())).toBe(429);
  });

  it('with TRUST_PROXY=true, takes the forwarded address', async () => {
    const app = await behind(true);
    const [a, b] = [randomIp(), randomIp()];
    for (let i = 0; i < 2; i++) expect(await signIn(app, PROXY, a)).toBe(401);
    expect(await signIn(app, PROXY, a)).toBe(429);
    expect(await signIn(app, PROXY, b)).toBe(401);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: a made-up address does not escape the limit', async () => {
    const app = await behind(false);
    const from = randomIp();
    for (let i = 0; i < 2; i++) expect(await signIn(app, from, randomIp())).toBe(401);
    expect(await signIn(app, from, randomIp())).toBe(429);
    expect(await signIn(app, from)).toBe(429);
  });
});
