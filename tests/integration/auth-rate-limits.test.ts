import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { accountWithPassword, bearer, randomIp, signIn, TEST_PASSWORD } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';

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
          signInIp: minute(6),
          signInAccountAddress: minute(2),
          signInAccount: minute(5),
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

  function expectThrottled(res: Awaited<ReturnType<typeof post>>, window = 60) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(window);
    expect(res.json()).toEqual({
      detail: `Request was throttled. Expected available in ${seconds} seconds.`,
      code: 'throttled',
    });
  }

  it('limits sign-in attempts per IP address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 6; i++)
      expect(
        (await post('/api/auth/jwt/create/', { username: `nobody${i}`, password: 'x' }, ip)).statusCode,
      ).toBe(401);
    expectThrottled(await post('/api/auth/jwt/create/', { username: 'nobody', password: 'x' }, ip));
    // Another address is not affected.
    expect((await post('/api/auth/jwt/create/', { username: 'nobody', password: 'x' })).statusCode).toBe(401);
  });

  it('limits failed sign-ins per account and address, and clears them on success', async () => {
    const user = await accountWithPassword(ctx);
    const [here, elsewhere] = [randomIp(), randomIp()];
    const attempt = (password: string, ip = here, username = user.username) =>
      post('/api/auth/jwt/create/', { username, password }, ip);
    expect((await attempt('wrong-1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    // The success cleared the count: two more failures are allowed, then even the right password waits.
    expect((await attempt('wrong-2')).statusCode).toBe(401);
    expect((await attempt('wrong-3', here, user.username.toUpperCase())).statusCode).toBe(401);
    expectThrottled(await attempt(TEST_PASSWORD));
    // The owner somewhere else is not locked out by this address.
    expect((await attempt(TEST_PASSWORD, elsewhere)).statusCode).toBe(200);
    // Other accounts sign in as usual from the locked address.
    const other = await accountWithPassword(ctx);
    expect((await attempt(TEST_PASSWORD, here, other.username)).statusCode).toBe(200);
  });

  it('counts the username and the e-mail address of an account as one', async () => {
    const user = await accountWithPassword(ctx);
    const ip = randomIp();
    expect(
      (await post('/api/auth/jwt/create/', { username: user.username, password: 'x' }, ip)).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/jwt/create/', { email: user.email.toUpperCase(), password: 'x' }, ip))
        .statusCode,
    ).toBe(401);
    expectThrottled(
      await post('/api/auth/jwt/create/', { username: user.email, password: TEST_PASSWORD }, ip),
    );
    expectThrottled(
      await post('/api/auth/jwt/create/', { username: user.username, password: TEST_PASSWORD }, ip),
    );
  });

  it('one address cannot lock the owner out; many addresses together can', async () => {
    const user = await accountWithPassword(ctx);
    const attempt = (password: string, ip: string) =>
      post('/api/auth/jwt/create/', { username: user.username, password }, ip);
    const [a, b, c, d] = [randomIp(), randomIp(), randomIp(), randomIp()];
    for (let i = 0; i < 2; i++) expect((await attempt('wrong', a)).statusCode).toBe(401);
    expectThrottled(await attempt(TEST_PASSWORD, a));
    expect((await attempt(TEST_PASSWORD, b)).statusCode).toBe(200);
    // Five failures of the account, from three addresses: now every address waits.
    for (let i = 0; i < 2; i++) expect((await attempt('wrong', b)).statusCode).toBe(401);
    expect((await attempt('wrong', c)).statusCode).toBe(401);
    expectThrottled(await attempt(TEST_PASSWORD, d));
    expectThrottled(await attempt('wrong', c));
  });

  it('counts unknown names per address, and answers them exactly like real accounts', async () => {
    const user = await accountWithPassword(ctx);
    const [a, b] = [randomIp(), randomIp()];
    const locked = [];
    for (const username of ['ghost-user', user.username]) {
      for (let i = 0; i < 2; i++)
        expect((await post('/api/auth/jwt/create/', { username, password: 'x' }, a)).statusCode).toBe(401);
      const res = await post('/api/auth/jwt/create/', { username, password: 'x' }, a);
      expectThrottled(res);
      locked.push(res);
      // Another address still gets the ordinary answer.
      expect((await post('/api/auth/jwt/create/', { username, password: 'x' }, b)).statusCode).toBe(401);
    }
    const [ghost, real] = locked as [(typeof locked)[0], (typeof locked)[0]];
    expect(Object.keys(ghost.headers).sort()).toEqual(Object.keys(real.headers).sort());
    expect(
      Math.abs(Number(ghost.headers['retry-after']) - Number(real.headers['retry-after'])),
    ).toBeLessThanOrEqual(5);
  });

  it('with the default limits, five wrong passwords from one address leave the owner free elsewhere', async () => {
    const user = await accountWithPassword(ctx);
    const from = (remoteAddress: string, password: string) =>
      env().app.inject({
        method: 'POST',
        url: '/api/auth/jwt/create/',
        payload: { username: user.username, password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await from('127.0.0.2', `wrong-${i}`)).statusCode).toBe(401);
    expectThrottled(await from('127.0.0.2', TEST_PASSWORD), 15 * 60);
    const owner = await from('127.0.0.1', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
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
    expect(fieldErrorsOf(first)).toEqual({ username: ['A user with that username already exists.'] });
    // ...but a list of names or addresses cannot be checked one after another (registerIp would
    // still allow this one).
    expectThrottled(await post('/api/auth/users/', body(2, { email: taken.email }), ip));
    // Other mistakes do not count.
    const other = randomIp();
    expect((await post('/api/auth/users/', body(3, { re_password: 'x' }), other)).statusCode).toBe(400);
    expect(fieldErrorsOf(await post('/api/auth/users/', body(4, { email: taken.email }), other))).toEqual({
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
