import { createHash, randomBytes } from 'node:crypto';
import { buildOidcDevServer, type OidcDevServer, type OidcDevServerOptions } from '../src/app';
import { PROVIDERS, type ProviderId } from '../src/providers';

export const BASE_URL = 'http://localhost:4001';

export const CLIENTS = {
  kakao: {
    clientId: 'spi-local-kakao',
    clientSecret: 'spi-local-kakao-secret',
    redirectUri: 'http://localhost:3000/api/auth/kakao/callback',
    scope: 'openid profile_nickname account_email',
  },
  google: {
    clientId: 'spi-local-google',
    clientSecret: 'spi-local-google-secret',
    redirectUri: 'http://localhost:3000/api/auth/google/callback',
    scope: 'openid email profile',
  },
} as const;

export function buildTestServer(options: OidcDevServerOptions = {}): Promise<OidcDevServer> {
  return buildOidcDevServer({ baseUrl: BASE_URL, logger: false, ...options });
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/** The hidden transaction id of a rendered chooser page. */
export function transactionIdOf(html: string): string {
  const match = /name="tx" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no transaction id in the page');
  return match[1];
}

export interface AuthorizationStart {
  status: number;
  html: string;
  headers: Record<string, string | string[] | number | undefined>;
  tx: string | undefined;
  verifier: string;
  state: string;
  nonce: string;
}

/** Sends an authorization request by inject; `overrides` replace (or, set to undefined, drop) parameters. */
export async function startAuthorization(
  app: OidcDevServer,
  provider: ProviderId,
  overrides: Record<string, string | undefined> = {},
): Promise<AuthorizationStart> {
  const client = CLIENTS[provider];
  const { verifier, challenge } = pkce();
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const response = await app.inject({ method: 'GET', url: `${PROVIDERS[provider].paths.authorization}?${query}` });
  const tx = response.statusCode === 200 ? transactionIdOf(response.body) : undefined;
  return { status: response.statusCode, html: response.body, headers: response.headers, tx, verifier, state: params.state ?? '', nonce: params.nonce ?? '' };
}

/** Posts the chooser's form. */
export function decide(app: OidcDevServer, provider: ProviderId, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: PROVIDERS[provider].paths.decision,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Runs authorize + select and returns the code from the redirect. */
export async function obtainCode(app: OidcDevServer, provider: ProviderId, sub: string, overrides: Record<string, string | undefined> = {}) {
  const start = await startAuthorization(app, provider, overrides);
  if (!start.tx) throw new Error(`authorization failed with ${start.status}`);
  const response = await decide(app, provider, { tx: start.tx, action: 'select', account: sub });
  const location = new URL(String(response.headers.location));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.href}`);
  return { ...start, code, location };
}

/** Calls the token endpoint with client_secret_post unless `auth` says otherwise. */
export function exchange(
  app: OidcDevServer,
  provider: ProviderId,
  fields: Record<string, string | undefined>,
  auth: 'post' | 'basic' | { basic: string } = 'post',
) {
  const client = CLIENTS[provider];
  const body: Record<string, string | undefined> = { grant_type: 'authorization_code', redirect_uri: client.redirectUri, ...fields };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (auth === 'post') {
    body.client_id ??= client.clientId;
    body.client_secret ??= client.clientSecret;
  } else {
    headers.authorization = auth === 'basic' ? basicAuth(client.clientId, client.clientSecret) : auth.basic;
  }
  const payload = new URLSearchParams(Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return app.inject({ method: 'POST', url: PROVIDERS[provider].paths.token, headers, payload });
}
