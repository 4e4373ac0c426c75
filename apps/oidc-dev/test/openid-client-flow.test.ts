import { createServer } from 'node:net';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcDevServer } from '../src/app';
import { buildOidcDevServer } from '../src/app';
import { CLIENTS, transactionIdOf } from './helpers';

/** A free loopback port: the issuer URL must be known before the server is built. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let app: OidcDevServer;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await buildOidcDevServer({ baseUrl, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

const cases = [
  { provider: 'kakao', sub: 'kakao-demo-1001', nickname: '김민준 (카카오 데모)', email: 'minjun.kim@example.com', auth: 'client_secret_post', profileClaim: 'nickname' },
  { provider: 'google', sub: 'google-demo-2002', nickname: 'Choi Yuna (Google 데모)', email: 'yuna.choi@example.com', auth: 'client_secret_basic', profileClaim: 'name' },
] as const;

describe('authorization-code flow with openid-client v6 as the relying party', () => {
  it.each(cases)('signs in to $provider with PKCE, state and nonce ($auth)', async ({ provider, sub, nickname, email, auth, profileClaim }) => {
    const rp = CLIENTS[provider];
    const issuer = new URL(`${baseUrl}/${provider}`);
    const clientAuth = auth === 'client_secret_post' ? client.ClientSecretPost(rp.clientSecret) : client.ClientSecretBasic(rp.clientSecret);
    const config = await client.discovery(issuer, rp.clientId, undefined, clientAuth, { execute: [client.allowInsecureRequests] });
    // Validate the ID token signature against the JWKS too (openid-client skips that for code-flow ID tokens by default).
    client.enableNonRepudiationChecks(config);
    expect(config.serverMetadata().issuer).toBe(issuer.href);

    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: rp.redirectUri,
      scope: rp.scope,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(authorizationUrl.pathname).toBe(provider === 'kakao' ? '/kakao/oauth/authorize' : '/google/o/oauth2/v2/auth');

    // The person's browser: load the chooser page, then pick a seeded account.
    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(provider === 'kakao' ? '카카오 로그인 (로컬 테스트 제공자)' : 'Google 로그인 (로컬 테스트 제공자)');
    expect(html).not.toContain(rp.clientSecret);
    const formAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(formAction).toBeDefined();
    const decision = await fetch(new URL(formAction ?? '', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ tx: transactionIdOf(html), action: 'select', account: sub }),
      redirect: 'manual',
    });
    expect(decision.status).toBe(302);
    const callbackUrl = new URL(decision.headers.get('location') ?? '');
    expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(rp.redirectUri);
    expect(callbackUrl.searchParams.get('state')).toBe(state);
    expect(callbackUrl.searchParams.get('iss')).toBe(issuer.href);

    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe(rp.scope);
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: issuer.href, sub, aud: rp.clientId, nonce, email, email_verified: true, [profileClaim]: nickname });
    expect(typeof claims?.auth_time).toBe('number');
    expect(claims?.exp).toBeGreaterThan(claims?.iat ?? Infinity);

    // Independently: the ID token verifies against the published JWKS.
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ''));
    const verified = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: issuer.href, audience: rp.clientId, algorithms: ['RS256'] });
    expect(verified.payload.sub).toBe(sub);
    expect(decodeProtectedHeader(tokens.id_token ?? '').kid).toBeTruthy();

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(userinfo).toEqual({ sub, email, email_verified: true, [profileClaim]: nickname });

    // The same callback replayed (a second tab, a double submit) fails with invalid_grant.
    await expect(
      client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    // ... and the tokens issued from that code are revoked.
    await expect(client.fetchUserInfo(config, tokens.access_token, sub)).rejects.toThrow();
  });

  it('returns access_denied through openid-client when the person cancels', async () => {
    const rp = CLIENTS.kakao;
    const config = await client.discovery(new URL(`${baseUrl}/kakao`), rp.clientId, rp.clientSecret, undefined, { execute: [client.allowInsecureRequests] });
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: rp.redirectUri,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state,
    });
    const html = await (await fetch(url)).text();
    const decision = await fetch(new URL('/kakao/oauth/authorize/decision', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tx: transactionIdOf(html), action: 'cancel' }),
      redirect: 'manual',
    });
    const callbackUrl = new URL(decision.headers.get('location') ?? '');
    await expect(
      client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: state }),
    ).rejects.toMatchObject({ error: 'access_denied' });
  });
});
