import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcDevServer } from '../src/app';
import { BASE_URL, buildTestServer } from './helpers';

let app: OidcDevServer;

beforeAll(async () => {
  app = await buildTestServer();
});

afterAll(async () => {
  await app.close();
});

const expectedEndpoints = {
  kakao: {
    issuer: `${BASE_URL}/kakao`,
    authorization_endpoint: `${BASE_URL}/kakao/oauth/authorize`,
    token_endpoint: `${BASE_URL}/kakao/oauth/token`,
    userinfo_endpoint: `${BASE_URL}/kakao/v1/oidc/userinfo`,
    jwks_uri: `${BASE_URL}/kakao/.well-known/jwks.json`,
  },
  google: {
    issuer: `${BASE_URL}/google`,
    authorization_endpoint: `${BASE_URL}/google/o/oauth2/v2/auth`,
    token_endpoint: `${BASE_URL}/google/token`,
    userinfo_endpoint: `${BASE_URL}/google/v1/userinfo`,
    jwks_uri: `${BASE_URL}/google/oauth2/v3/certs`,
  },
} as const;

describe('discovery', () => {
  it.each(['kakao', 'google'] as const)('serves the %s provider metadata at <issuer>/.well-known/openid-configuration', async (provider) => {
    const response = await app.inject({ method: 'GET', url: `/${provider}/.well-known/openid-configuration` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const metadata = response.json<Record<string, unknown>>();
    expect(metadata).toMatchObject({
      ...expectedEndpoints[provider],
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
    });
    expect(metadata.scopes_supported).toContain('openid');
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified']));
    expect(metadata.claims_supported).toContain(provider === 'kakao' ? 'nickname' : 'name');
  });

  it('uses provider-shaped scopes', async () => {
    const kakao = (await app.inject(`/kakao/.well-known/openid-configuration`)).json<{ scopes_supported: string[] }>();
    const google = (await app.inject(`/google/.well-known/openid-configuration`)).json<{ scopes_supported: string[] }>();
    expect(kakao.scopes_supported).toEqual(['openid', 'profile_nickname', 'profile_image', 'account_email']);
    expect(google.scopes_supported).toEqual(['openid', 'email', 'profile']);
  });

  it.each([
    ['kakao', '/kakao/.well-known/jwks.json'],
    ['google', '/google/oauth2/v3/certs'],
  ] as const)('exposes the %s public signing key (and only the public part)', async (_provider, path) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json<{ keys: Array<Record<string, string>> }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(keys[0]?.kid).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(privatePart);
  });

  it('signs each provider with its own key', async () => {
    const kakao = (await app.inject('/kakao/.well-known/jwks.json')).json<{ keys: Array<{ kid: string }> }>();
    const google = (await app.inject('/google/oauth2/v3/certs')).json<{ keys: Array<{ kid: string }> }>();
    expect(kakao.keys[0]?.kid).not.toBe(google.keys[0]?.kid);
  });

  it('normalizes a base URL with a trailing slash', async () => {
    const other = await buildTestServer({ baseUrl: 'http://127.0.0.1:4999/' });
    try {
      const metadata = (await other.inject('/google/.well-known/openid-configuration')).json<{ issuer: string }>();
      expect(metadata.issuer).toBe('http://127.0.0.1:4999/google');
      expect(other.oidcDev.issuers).toEqual({ kakao: 'http://127.0.0.1:4999/kakao', google: 'http://127.0.0.1:4999/google' });
    } finally {
      await other.close();
    }
  });

  it('has an index page and a health check, and answers unknown paths with JSON 404', async () => {
    const index = await app.inject('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('SPI 로컬 OIDC 제공자');
    expect(index.body).toContain('kakao-demo-1001');
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const missing = await app.inject('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});
