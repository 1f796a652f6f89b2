import type { SocialProvider } from '@shared/schemas/auth';
import * as oidc from 'openid-client';
import type { Config, OAuthProviderConfig } from '../../config';

/** What the server learns from a provider about the person signing in. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls the address. */
  emailVerified: boolean;
  name: string;
}

interface ProviderSpec {
  name: string;
  scope: string;
  /** OpenID Connect: an ID token carries the identity. Otherwise the profile URL does. */
  oidc: boolean;
}

export const PROVIDERS: Record<SocialProvider, ProviderSpec> = {
  google: { name: 'Google', scope: 'openid email profile', oidc: true },
  // Facebook Login is plain OAuth 2.0 here: the identity comes from the Graph API's /me.
  facebook: { name: 'Facebook', scope: 'email public_profile', oidc: false },
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A provider's client, built from explicit endpoints (no discovery request at start). */
export interface OAuthClient {
  id: SocialProvider;
  spec: ProviderSpec;
  config: oidc.Configuration;
  settings: OAuthProviderConfig;
}

/** The configured providers of this installation (those with a client id and secret). */
export function createOAuthClients(config: Config): Partial<Record<SocialProvider, OAuthClient>> {
  const clients: Partial<Record<SocialProvider, OAuthClient>> = {};
  for (const id of Object.keys(PROVIDERS) as SocialProvider[]) {
    const settings = config.oauth[id];
    if (!settings) continue;
    const configuration = new oidc.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
        userinfo_endpoint: settings.userinfoUrl,
      },
      settings.clientId,
      settings.clientSecret,
    );
    configuration.timeout = 10;
    // Plain HTTP only to this machine (tests, a provider run locally); anything else needs TLS.
    const plain = [settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl]
      .map((u) => new URL(u))
      .filter((u) => u.protocol === 'http:');
    if (plain.length > 0 && plain.every((u) => LOOPBACK.has(u.hostname)))
      oidc.allowInsecureRequests(configuration);
    clients[id] = { id, spec: PROVIDERS[id], config: configuration, settings };
  }
  return clients;
}

/** The provider's sign-in page, with state and the PKCE (S256) challenge. */
export async function authorizationUrl(
  client: OAuthClient,
  request: { redirectUri: string; state: string; codeVerifier: string },
): Promise<URL> {
  return oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: request.redirectUri,
    scope: client.spec.scope,
    state: request.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** Exchanges the code (with the PKCE verifier) and reads who signed in. */
export async function exchangeCode(
  client: OAuthClient,
  request: { redirectUri: string; code: string; state: string; codeVerifier: string },
): Promise<SocialIdentity> {
  const callback = new URL(request.redirectUri);
  callback.searchParams.set('code', request.code);
  callback.searchParams.set('state', request.state);
  const tokens = await oidc.authorizationCodeGrant(client.config, callback, {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    idTokenExpected: client.spec.oidc,
  });
  if (client.spec.oidc) {
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    let profile: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      profile = { ...(await oidc.fetchUserInfo(client.config, tokens.access_token, claims.sub)), ...claims };
    }
    return {
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email : null,
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      name: typeof profile.name === 'string' ? profile.name : '',
    };
  }
  const response = await oidc.fetchProtectedResource(
    client.config,
    tokens.access_token,
    new URL(client.settings.userinfoUrl),
    'GET',
  );
  if (!response.ok) throw new Error(`the provider's profile answered ${response.status}`);
  const profile = (await response.json()) as { id?: unknown; email?: unknown; name?: unknown };
  if (typeof profile.id !== 'string' || !profile.id) throw new Error('the provider sent no account id');
  return {
    subject: profile.id,
    email: typeof profile.email === 'string' ? profile.email : null,
    // Facebook does not state that an address was confirmed: never link an account on its word.
    emailVerified: false,
    name: typeof profile.name === 'string' ? profile.name : '',
  };
}
