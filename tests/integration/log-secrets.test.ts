import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { errorWithoutQueryValues, loggerOptions } from '../../src/server/lib/logger';
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
    // Debug: every request's lines, not the sample of successful ones that `info` keeps.
    const options = loggerOptions('debug') as Record<string, unknown>;
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

  it('never hold what a person wrote, when input is refused', async () => {
    lines.length = 0;
    const personal = ['tigist.private@example.et', 'Tigist Alemu', 'my flat in Bole, call 0911223344'];
    await app.inject({
      method: 'POST',
      url: '/api/auth/jwt/create/',
      payload: { email: `${personal[0]}\u0000`, password: 'whatever-it-is' },
      remoteAddress: randomIp(),
    });
    await app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        full_name: `${personal[1]}\u0000`,
        email: personal[0],
        subject: 'Hello',
        message: personal[2],
      },
      remoteAddress: randomIp(),
    });
    await app.inject({
      method: 'GET',
      url: `/api/users/agents/?search=${encodeURIComponent(`${personal[1]}\u0000`)}`,
    });
    await app.inject({
      method: 'PUT',
      url: '/api/properties/properties/2147483648/',
      payload: { title: personal[2] },
    });
    const log = lines.join('');
    expect(log).toContain('/api/contact/');
    for (const value of [...personal, 'whatever-it-is', 'Failed query']) expect(log).not.toContain(value);
  });

  it('write the statement of a failed query, never its values', () => {
    const error = new DrizzleQueryError(
      'select id from users where email = $1',
      ['tigist.private@example.et'],
      new Error('connection lost'),
    );
    const written = JSON.stringify(errorWithoutQueryValues(error));
    expect(written).toContain('select id from users where email = $1');
    expect(written).not.toContain('tigist.private@example.et');
  });
});
