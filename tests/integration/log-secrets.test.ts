import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loggerOptions } from '../../src/server/lib/logger';
import { accountWithPassword, bearer, randomIp, TEST_PASSWORD } from '../support/auth';
import { describeWithDb } from '../support/db';

describeWithDb('request logs', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as Record<string, unknown>;
    app = await buildApp(env().ctx, { logger: { ...options, stream } });
    await app.ready();
  });
  afterAll(() => app.close());

  it('never hold tokens, passwords, cookies or one-time codes', async () => {
    const user = await accountWithPassword(env().ctx);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/jwt/create/',
      payload: { username: user.username, password: TEST_PASSWORD },
      remoteAddress: randomIp(),
    });
    const { access, refresh } = signIn.json() as { access: string; refresh: string };
    await app.inject({ method: 'GET', url: '/api/auth/users/me/', headers: bearer(access) });
    await app.inject({
      method: 'POST',
      url: '/api/auth/jwt/refresh/',
      payload: { refresh },
      headers: { cookie: 'sefer_oauth=cookie-secret-value' },
      remoteAddress: randomIp(),
    });
    await app.inject({ method: 'GET', url: '/api/health/?token=reset-secret-value&code=oauth-code-value' });

    const log = lines.join('');
    expect(log).toContain('/api/auth/users/me/');
    expect(log).toMatch(/token=[^&"]*redacted/);
    for (const secret of [
      access,
      refresh,
      TEST_PASSWORD,
      'cookie-secret-value',
      'reset-secret-value',
      'oauth-code-value',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
