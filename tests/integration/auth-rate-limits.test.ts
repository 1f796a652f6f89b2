import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { accountWithPassword, bearer, randomIp, signIn, TEST_PASSWORD } from '../support/auth';
import { describeWithDb } from '../support/db';

type App = Awaited<ReturnType<typeof buildApp>>;

const minute = (points: number) => ({ points, duration: 60 });

describeWithDb('Auth: rate limits', (env) => {
  let app: App;
  let ctx: AppContext;
  beforeAll(async () => {
    // The same database with an application of its own, with small limits.
    ctx = {
      ...env().ctx,
      rateLimits: {
        rules: {
          signInIp: minute(3),
          signInAccount: minute(2),
          registerIp: minute(2),
          resetIp: minute(2),
          resetEmail: minute(2),
          refreshIp: minute(2),
          passwordChangeUser: minute(2),
          registerTakenIp: minute(1),
          emailLinksUser: minute(2),
          emailPasswordUser: minute(1),
        },
      },
    };
    app = await buildApp(ctx, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, ip = randomIp(), headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

  function expectThrottled(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      detail: `Request was throttled. Expected available in ${seconds} seconds.`,
      code: 'throttled',
    });
  }

  it('limits sign-in attempts per IP address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/auth/jwt/create/', { username: `nobody${i}`, password: 'x' }, ip)).statusCode,
      ).toBe(401);
    expectThrottled(await post('/api/auth/jwt/create/', { username: 'nobody', password: 'x' }, ip));
    // Another address is not affected.
    expect((await post('/api/auth/jwt/create/', { username: 'nobody', password: 'x' })).statusCode).toBe(401);
  });

  it('limits failed sign-ins per account, from any address, and clears them on success', async () => {
    const user = await accountWithPassword(ctx);
    const attempt = (password: string, username = user.username) =>
      post('/api/auth/jwt/create/', { username, password });
    expect((await attempt('wrong-1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    // The success cleared the count: two more failures are allowed, then even the right password waits.
    expect((await attempt('wrong-2')).statusCode).toBe(401);
    expect((await attempt('wrong-3', user.username.toUpperCase())).statusCode).toBe(401);
    expectThrottled(await attempt(TEST_PASSWORD));
    expectThrottled(await post('/api/auth/jwt/create/', { email: user.username, password: TEST_PASSWORD }));
    // Other accounts sign in as usual.
    const other = await accountWithPassword(ctx);
    expect((await attempt(TEST_PASSWORD, other.username)).statusCode).toBe(200);
  });

  it('counts unknown accounts like real ones (the 429 tells nothing either)', async () => {
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/api/auth/jwt/create/', { username: 'ghost-user', password: 'x' })).statusCode,
      ).toBe(401);
    expectThrottled(await post('/api/auth/jwt/create/', { username: 'ghost-user', password: 'x' }));
  });

  it('limits registrations per IP address', async () => {
    const ip = randomIp();
    const body = (n: number) => ({
      username: `limited_${n}_${Date.now()}`,
      email: `limited.${n}.${Date.now()}@example.et`,
      full_name: 'Limited User',
      password: 'Entoto-Hills-77',
      re_password: 'Entoto-Hills-77',
    });
    expect((await post('/api/auth/users/', body(1), ip)).statusCode).toBe(201);
    expect((await post('/api/auth/users/', { ...body(2), re_password: 'x' }, ip)).statusCode).toBe(400);
    expectThrottled(await post('/api/auth/users/', body(3), ip));
  });

  it('limits the answers that say a username or e-mail is taken, per IP address', async () => {
    const ip = randomIp();
    const taken = await accountWithPassword(ctx);
    const body = (n: number, overrides: object = {}) => ({
      username: `probe_${n}_${Date.now()}`,
      email: `probe.${n}.${Date.now()}@example.et`,
      full_name: 'Probe',
      password: 'Entoto-Hills-77',
      re_password: 'Entoto-Hills-77',
      ...overrides,
    });
    // A person learns that their name is taken...
    const first = await post('/api/auth/users/', body(1, { username: taken.username }), ip);
    expect(first.json()).toEqual({ username: ['A user with that username already exists.'] });
    // ...but a list of names or addresses cannot be checked one after another (registerIp would
    // still allow this one).
    expectThrottled(await post('/api/auth/users/', body(2, { email: taken.email }), ip));
    // Other mistakes do not count.
    const other = randomIp();
    expect((await post('/api/auth/users/', body(3, { re_password: 'x' }), other)).statusCode).toBe(400);
    expect((await post('/api/auth/users/', body(4, { email: taken.email }), other)).json()).toEqual({
      email: ['A user with that email already exists.'],
    });
  });

  it('limits confirmation links sent again and wrong passwords when changing the e-mail, per account', async () => {
    const user = await accountWithPassword(ctx, { emailVerified: false });
    const { access } = await signIn(app, user.username);
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/api/auth/users/resend_activation/', {}, randomIp(), bearer(access))).statusCode,
      ).toBe(204);
    expectThrottled(await post('/api/auth/users/resend_activation/', {}, randomIp(), bearer(access)));
    // Requests to change the address send mail too: they count against the same budget.
    expectThrottled(
      await post(
        '/api/auth/users/set_email/',
        { new_email: `moved.${user.email}`, current_password: TEST_PASSWORD },
        randomIp(),
        bearer(access),
      ),
    );

    const other = await accountWithPassword(ctx);
    const otherAccess = (await signIn(app, other.username)).access;
    const change = (current: string) =>
      post(
        '/api/auth/users/set_email/',
        { new_email: `moved.${other.email}`, current_password: current },
        randomIp(),
        bearer(otherAccess),
      );
    // One wrong password (the mail budget would allow a second request).
    expect((await change('wrong')).statusCode).toBe(400);
    expectThrottled(await change(TEST_PASSWORD));
  });

  it('limits password-reset requests per IP address and per e-mail address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/api/auth/users/reset_password/', { email: `a${i}@example.et` }, ip)).statusCode,
      ).toBe(204);
    expectThrottled(await post('/api/auth/users/reset_password/', { email: 'a3@example.et' }, ip));

    for (let i = 0; i < 2; i++)
      expect((await post('/api/auth/users/reset_password/', { email: 'target@example.et' })).statusCode).toBe(
        204,
      );
    expectThrottled(await post('/api/auth/users/reset_password/', { email: 'Target@Example.et' }));
  });

  it('limits token refreshes per IP address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++)
      expect((await post('/api/auth/jwt/refresh/', { refresh: `unknown-${i}` }, ip)).statusCode).toBe(401);
    expectThrottled(await post('/api/auth/jwt/refresh/', { refresh: 'unknown' }, ip));
  });

  it('limits wrong current passwords when changing the password', async () => {
    const user = await accountWithPassword(ctx);
    const { access } = await signIn(app, user.username);
    const change = (current: string) =>
      post(
        '/api/auth/users/set_password/',
        { current_password: current, new_password: 'Meskel-Square-19', re_new_password: 'Meskel-Square-19' },
        randomIp(),
        bearer(access),
      );
    for (let i = 0; i < 2; i++) expect((await change('wrong')).statusCode).toBe(400);
    expectThrottled(await change(TEST_PASSWORD));
  });
});
