import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { bearer, randomIp } from './auth';
import type { TestEnv } from './db';

type App = Awaited<ReturnType<typeof buildApp>>;

export const OIDC_CLIENT_ID = 'sefer-web-client';

/** The person the local provider signs in next (claims of its ID token). */
export interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A new person at the provider, with a verified Gmail-like address unless told otherwise. */
export const newPerson = (overrides: Partial<Person> = {}): Person => {
  const t = randomBytes(4).toString('hex');
  return {
    sub: `google-${t}`,
    email: `almaz.${t}@gmail.example`,
    email_verified: true,
    name: 'Almaz Bekele',
    ...overrides,
  };
};

/**
 * A real OpenID Connect server on this machine standing in for Google (and for Facebook's plain
 * OAuth 2.0 flow), and an application of the test database configured to use it.
 */
export async function startSocialSignIn(env: TestEnv) {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = provider.issuer.url!;
  let person: Person = newPerson();
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, person);
  });
  const config = loadConfig({
    DATA_DIR: env.ctx.config.dataDir,
    JWT_SECRET: env.ctx.config.jwtSecret,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'google-client-secret',
    GOOGLE_ISSUER: issuer,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    // Facebook's flow (plain OAuth 2.0 and a profile URL) against the same provider.
    FACEBOOK_CLIENT_ID: 'sefer-facebook-app',
    FACEBOOK_CLIENT_SECRET: 'facebook-app-secret',
    FACEBOOK_ISSUER: issuer,
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo?fields=id,name,email`,
  });
  const ctx: AppContext = { ...env.ctx, config };
  const app: App = await buildApp(ctx, { logger: false });
  await app.ready();

  /** GET /users/auth/{provider}/: the provider URL it redirects to and the state cookie it sets. */
  async function start(name = 'google') {
    const res = await app.inject({ method: 'GET', url: `/api/users/auth/${name}/` });
    expect(res.statusCode).toBe(302);
    const cookie = res.cookies.find((c) => c.name === 'sefer_oauth')!;
    expect(cookie).toBeDefined();
    return {
      location: new URL(res.headers.location as string),
      cookie,
      header: `sefer_oauth=${cookie.value}`,
    };
  }

  /** The browser at the provider: it signs in and is sent back with a code and the state. */
  async function authorize(location: URL) {
    const res = await fetch(location, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    return { back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  const callback = (body: object, cookie?: string, name = 'google') =>
    app.inject({
      method: 'POST',
      url: `/api/users/auth/${name}/callback/`,
      payload: body,
      headers: cookie ? { cookie } : {},
      remoteAddress: randomIp(),
    });

  return {
    provider,
    app,
    ctx,
    /** Who the provider signs in next. */
    setPerson(who: Person) {
      person = who;
    },
    start,
    authorize,
    callback,
    /** The whole journey for `who`: start, provider, callback. */
    async socialSignIn(who: Person, name = 'google') {
      person = who;
      const { location, header } = await start(name);
      const { code, state } = await authorize(location);
      return callback({ code, state }, header, name);
    },
    /** `GET /auth/users/me/` with an access token. */
    me: async (access: string) =>
      (await app.inject({ method: 'GET', url: '/api/auth/users/me/', headers: bearer(access) })).json(),
    async close() {
      await app.close();
      await provider.stop();
    },
  };
}

export type SocialSignIn = Awaited<ReturnType<typeof startSocialSignIn>>;
