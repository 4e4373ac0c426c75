import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcDevServer } from '../src/app';
import { basicAuth, buildTestServer, CLIENTS, exchange, obtainCode, pkce } from './helpers';

let app: OidcDevServer;

beforeAll(async () => {
  app = await buildTestServer();
});

afterAll(async () => {
  await app.close();
});

interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token: string;
  scope: string;
}

function userinfo(server: OidcDevServer, path: string, accessToken: string) {
  return server.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${accessToken}` } });
}

describe('token endpoint', () => {
  it('exchanges a code for tokens (client_secret_post) with a verifiable ID token', async () => {
    const { code, verifier, nonce } = await obtainCode(app, 'kakao', 'kakao-demo-1002');
    const response = await exchange(app, 'kakao', { code, code_verifier: verifier });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const tokens = response.json<TokenResponse>();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: CLIENTS.kakao.scope });
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const jwks = (await app.inject('/kakao/.well-known/jwks.json')).json<JSONWebKeySet>();
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: 'http://localhost:4001/kakao',
      audience: CLIENTS.kakao.clientId,
      algorithms: ['RS256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({
      sub: 'kakao-demo-1002',
      nonce,
      email: 'seoyeon.lee@example.com',
      email_verified: true,
      nickname: '이서연 (카카오 데모)',
    });
    expect(payload).not.toHaveProperty('name');
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    expect(payload.auth_time).toBeLessThanOrEqual(payload.iat ?? 0);

    const info = await userinfo(app, '/kakao/v1/oidc/userinfo', tokens.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ sub: 'kakao-demo-1002', email: 'seoyeon.lee@example.com', email_verified: true, nickname: '이서연 (카카오 데모)' });
  });

  it('accepts client_secret_basic and puts name (not nickname) and azp in Google tokens', async () => {
    const { code, verifier } = await obtainCode(app, 'google', 'google-demo-2001', { nonce: undefined });
    const response = await exchange(app, 'google', { code, code_verifier: verifier }, 'basic');
    expect(response.statusCode).toBe(200);
    const tokens = response.json<TokenResponse>();
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({ iss: 'http://localhost:4001/google', aud: CLIENTS.google.clientId, azp: CLIENTS.google.clientId, name: 'Park Jiho (Google 데모)' });
    expect(claims).not.toHaveProperty('nonce');
    expect(claims).not.toHaveProperty('nickname');

    const info = await app.inject({ method: 'POST', url: '/google/v1/userinfo', headers: { authorization: `bearer ${tokens.access_token}` } });
    expect(info.json()).toEqual({ sub: 'google-demo-2001', email: 'jiho.park@example.com', email_verified: true, name: 'Park Jiho (Google 데모)' });
  });

  it('rejects a code used twice with invalid_grant and revokes the tokens issued from it', async () => {
    const { code, verifier } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    const first = await exchange(app, 'kakao', { code, code_verifier: verifier });
    expect(first.statusCode).toBe(200);
    const { access_token: accessToken } = first.json<TokenResponse>();
    expect((await userinfo(app, '/kakao/v1/oidc/userinfo', accessToken)).statusCode).toBe(200);

    const second = await exchange(app, 'kakao', { code, code_verifier: verifier });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'invalid_grant', error_description: 'authorization code has already been used' });

    const revoked = await userinfo(app, '/kakao/v1/oidc/userinfo', accessToken);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('rejects a wrong PKCE verifier with invalid_grant, and the code is spent', async () => {
    const { code, verifier } = await obtainCode(app, 'google', 'google-demo-2002');
    const wrong = await exchange(app, 'google', { code, code_verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const retry = await exchange(app, 'google', { code, code_verifier: verifier });
    expect(retry.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a missing or malformed verifier with invalid_grant', async () => {
    const missing = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    expect((await exchange(app, 'kakao', { code: missing.code })).json()).toMatchObject({ error: 'invalid_grant' });
    const malformed = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    expect((await exchange(app, 'kakao', { code: malformed.code, code_verifier: 'too-short' })).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a wrong client secret with 401 invalid_client (post and basic)', async () => {
    const { code, verifier } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    const post = await exchange(app, 'kakao', { code, code_verifier: verifier, client_secret: 'wrong' });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ error: 'invalid_client' });
    expect(post.headers['www-authenticate']).toContain('Basic');

    const basic = await exchange(app, 'kakao', { code, code_verifier: verifier }, { basic: basicAuth(CLIENTS.kakao.clientId, 'wrong') });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toMatchObject({ error: 'invalid_client' });

    // A failed client authentication does not spend the code.
    const good = await exchange(app, 'kakao', { code, code_verifier: verifier });
    expect(good.statusCode).toBe(200);
  });

  it('rejects missing client authentication, unknown clients and the other provider’s client', async () => {
    const noSecret = await app.inject({
      method: 'POST',
      url: '/kakao/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=authorization_code&code=x&client_id=${CLIENTS.kakao.clientId}`,
    });
    expect(noSecret.statusCode).toBe(401);
    expect(noSecret.json()).toMatchObject({ error: 'invalid_client' });

    const unknown = await exchange(app, 'kakao', { code: 'x', client_id: 'nobody', client_secret: 'x' });
    expect(unknown.statusCode).toBe(401);

    const crossed = await exchange(app, 'kakao', { code: 'x', client_id: CLIENTS.google.clientId, client_secret: CLIENTS.google.clientSecret });
    expect(crossed.statusCode).toBe(401);
  });

  it('rejects two authentication methods at once', async () => {
    const response = await exchange(app, 'kakao', { code: 'x', client_secret: CLIENTS.kakao.clientSecret }, 'basic');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('rejects an expired code with invalid_grant', async () => {
    let clock = Date.now();
    const timed = await buildTestServer({ now: () => clock });
    try {
      const { code, verifier } = await obtainCode(timed, 'kakao', 'kakao-demo-1001');
      clock += 61_000;
      const response = await exchange(timed, 'kakao', { code, code_verifier: verifier });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'authorization code has expired' });
    } finally {
      await timed.close();
    }
  });

  it('accepts a code just before it expires', async () => {
    let clock = Date.now();
    const timed = await buildTestServer({ now: () => clock });
    try {
      const { code, verifier } = await obtainCode(timed, 'google', 'google-demo-2001');
      clock += 59_000;
      expect((await exchange(timed, 'google', { code, code_verifier: verifier })).statusCode).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('rejects a redirect_uri that differs from the authorization request', async () => {
    const { code, verifier } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    const response = await exchange(app, 'kakao', { code, code_verifier: verifier, redirect_uri: `${CLIENTS.kakao.redirectUri}?x=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a code at the other provider’s token endpoint', async () => {
    const { code, verifier } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    const response = await exchange(app, 'google', { code, code_verifier: verifier });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects unknown codes, other grant types and non-form bodies', async () => {
    expect((await exchange(app, 'google', { code: 'made-up', code_verifier: pkce().verifier })).json()).toMatchObject({ error: 'invalid_grant' });
    const refresh = await exchange(app, 'google', { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const noGrant = await exchange(app, 'google', { grant_type: undefined, code: 'x' });
    expect(noGrant.json()).toMatchObject({ error: 'invalid_request' });
    const json = await app.inject({
      method: 'POST',
      url: '/google/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'authorization_code', client_id: CLIENTS.google.clientId, client_secret: CLIENTS.google.clientSecret }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    const repeated = await app.inject({
      method: 'POST',
      url: '/google/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(CLIENTS.google.clientId, CLIENTS.google.clientSecret) },
      payload: 'grant_type=authorization_code&code=a&code=b',
    });
    expect(repeated.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('userinfo endpoint', () => {
  it('requires a valid Bearer token for its own provider', async () => {
    const missing = await app.inject({ method: 'GET', url: '/google/v1/userinfo' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer realm="google"$/);

    expect((await userinfo(app, '/google/v1/userinfo', 'made-up')).statusCode).toBe(401);

    const { code, verifier } = await obtainCode(app, 'kakao', 'kakao-demo-1001');
    const { access_token: kakaoToken } = (await exchange(app, 'kakao', { code, code_verifier: verifier })).json<TokenResponse>();
    expect((await userinfo(app, '/google/v1/userinfo', kakaoToken)).statusCode).toBe(401);
    expect((await userinfo(app, '/kakao/v1/oidc/userinfo', kakaoToken)).statusCode).toBe(200);
  });

  it('rejects an expired access token', async () => {
    let clock = Date.now();
    const timed = await buildTestServer({ now: () => clock });
    try {
      const { code, verifier } = await obtainCode(timed, 'google', 'google-demo-2001');
      const { access_token: accessToken } = (await exchange(timed, 'google', { code, code_verifier: verifier })).json<TokenResponse>();
      clock += 3600 * 1000 + 1;
      expect((await userinfo(timed, '/google/v1/userinfo', accessToken)).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });
});
