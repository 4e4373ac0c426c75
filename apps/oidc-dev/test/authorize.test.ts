import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcDevServer } from '../src/app';
import { buildTestServer, CLIENTS, decide, startAuthorization, transactionIdOf } from './helpers';

let app: OidcDevServer;

beforeAll(async () => {
  app = await buildTestServer();
});

afterAll(async () => {
  await app.close();
});

function callback(location: unknown): URL {
  expect(typeof location).toBe('string');
  return new URL(String(location));
}

describe('the account chooser page', () => {
  it('renders a Korean, provider-branded page listing the seeded accounts', async () => {
    const kakao = await startAuthorization(app, 'kakao');
    expect(kakao.status).toBe(200);
    expect(kakao.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(kakao.html).toContain('<html lang="ko">');
    expect(kakao.html).toContain('<title>카카오 로그인 (로컬 테스트 제공자)</title>');
    expect(kakao.html).toContain('로컬 테스트 제공자입니다.');
    expect(kakao.html).toContain('#FEE500');
    expect(kakao.html).toContain('김민준 (카카오 데모)');
    expect(kakao.html).toContain('minjun.kim@example.com');
    expect(kakao.html).toContain('value="kakao-demo-1002"');
    expect(kakao.html).not.toContain('google-demo-2001');
    expect(kakao.html).toContain('action="/kakao/oauth/authorize/decision"');

    const google = await startAuthorization(app, 'google');
    expect(google.html).toContain('<title>Google 로그인 (로컬 테스트 제공자)</title>');
    expect(google.html).toContain('<span class="g-blue">G</span><span class="g-red">o</span><span class="g-yellow">o</span>');
    expect(google.html).toContain('Park Jiho (Google 데모)');
    expect(google.html).toContain('value="google-demo-2002"');
    expect(google.html).not.toContain('kakao-demo-1001');
    expect(google.html).toContain('action="/google/o/oauth2/v2/auth/decision"');
  });

  it('never puts the client secret, state or PKCE challenge in the page', async () => {
    const start = await startAuthorization(app, 'kakao', { code_challenge: 'A'.repeat(43) });
    expect(start.html).not.toContain(CLIENTS.kakao.clientSecret);
    expect(start.html).not.toContain(start.state);
    expect(start.html).not.toContain(start.nonce);
    expect(start.html).not.toContain('A'.repeat(43));
    expect(start.tx).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends security headers: no framing, no scripts, no caching, no referrer', async () => {
    const { headers } = await startAuthorization(app, 'google');
    expect(headers['x-frame-options']).toBe('DENY');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts the authorization request by POST as well (OIDC Core 3.1.2.1)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/kakao/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: CLIENTS.kakao.clientId,
        redirect_uri: CLIENTS.kakao.redirectUri,
        scope: 'openid',
        state: 's',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(transactionIdOf(response.body)).toBeTruthy();
  });
});

describe('requests that must not redirect', () => {
  it.each([
    ['an unregistered redirect_uri', { redirect_uri: 'http://localhost:3000/api/auth/evil/callback' }],
    ['a redirect_uri that only starts with a registered one', { redirect_uri: `${CLIENTS.kakao.redirectUri}/../../evil` }],
    ['a redirect_uri with an extra query', { redirect_uri: `${CLIENTS.kakao.redirectUri}?next=https://evil.example` }],
    ['a redirect_uri differing in case', { redirect_uri: CLIENTS.kakao.redirectUri.toUpperCase() }],
    ['a missing redirect_uri', { redirect_uri: undefined }],
  ])('shows an error page for %s and never redirects', async (_label, overrides) => {
    const start = await startAuthorization(app, 'kakao', overrides);
    expect(start.status).toBe(400);
    expect(start.headers.location).toBeUndefined();
    expect(start.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(start.html).toContain('등록되지 않은 리디렉션 URI입니다');
    expect(start.html).toContain('redirect_uri_mismatch');
    expect(start.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['a missing client_id', { client_id: undefined }],
    ['the other provider’s client', { client_id: CLIENTS.google.clientId, redirect_uri: CLIENTS.google.redirectUri }],
  ])('shows an error page for %s', async (_label, overrides) => {
    const start = await startAuthorization(app, 'kakao', overrides);
    expect(start.status).toBe(400);
    expect(start.headers.location).toBeUndefined();
    expect(start.html).toContain('등록되지 않은 클라이언트입니다');
  });

  it('shows an error page for a repeated client_id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/google/o/oauth2/v2/auth?client_id=${CLIENTS.google.clientId}&client_id=x&redirect_uri=${encodeURIComponent(CLIENTS.google.redirectUri)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('invalid requests from a trusted client are redirected back with an error', () => {
  it.each([
    ['missing PKCE challenge', { code_challenge: undefined }, 'invalid_request'],
    ['PKCE method plain', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['missing PKCE method', { code_challenge_method: undefined }, 'invalid_request'],
    ['malformed PKCE challenge', { code_challenge: 'short' }, 'invalid_request'],
    ['missing state', { state: undefined }, 'invalid_request'],
    ['scope without openid', { scope: 'profile_nickname' }, 'invalid_scope'],
    ['a scope the provider does not know', { scope: 'openid email' }, 'invalid_scope'],
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['missing response_type', { response_type: undefined }, 'invalid_request'],
    ['prompt=none', { prompt: 'none' }, 'login_required'],
    ['response_mode fragment', { response_mode: 'fragment' }, 'invalid_request'],
  ])('%s', async (_label, fields, error) => {
    const overrides: Record<string, string | undefined> = fields;
    const start = await startAuthorization(app, 'kakao', overrides);
    expect(start.status).toBe(302);
    const url = callback(start.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(CLIENTS.kakao.redirectUri);
    expect(url.searchParams.get('error')).toBe(error);
    expect(url.searchParams.get('error_description')).toBeTruthy();
    expect(url.searchParams.get('iss')).toBe('http://localhost:4001/kakao');
    if (overrides.state !== undefined || !('state' in overrides)) expect(url.searchParams.get('state')).toBe(start.state);
    expect(url.searchParams.has('code')).toBe(false);
  });

  it('accepts a request without a nonce', async () => {
    const start = await startAuthorization(app, 'google', { nonce: undefined });
    expect(start.status).toBe(200);
  });
});

describe('the decision', () => {
  it('redirects with a fresh code and the state after an account is chosen', async () => {
    const start = await startAuthorization(app, 'google');
    const response = await decide(app, 'google', { tx: start.tx ?? '', action: 'select', account: 'google-demo-2001' });
    expect(response.statusCode).toBe(302);
    const url = callback(response.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(CLIENTS.google.redirectUri);
    expect(url.searchParams.get('state')).toBe(start.state);
    expect(url.searchParams.get('iss')).toBe('http://localhost:4001/google');
    // At least 128 random bits (32 bytes of base64url here).
    expect(url.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('uses each transaction once', async () => {
    const start = await startAuthorization(app, 'kakao');
    const first = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: 'kakao-demo-1001' });
    expect(first.statusCode).toBe(302);
    const second = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: 'kakao-demo-1001' });
    expect(second.statusCode).toBe(400);
    expect(second.headers.location).toBeUndefined();
    expect(second.body).toContain('로그인 요청이 만료되었거나 올바르지 않습니다');
  });

  it('rejects an unknown transaction id, and one from the other provider', async () => {
    const unknown = await decide(app, 'kakao', { tx: 'forged', action: 'select', account: 'kakao-demo-1001' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers.location).toBeUndefined();

    const google = await startAuthorization(app, 'google');
    const crossed = await decide(app, 'kakao', { tx: google.tx ?? '', action: 'select', account: 'kakao-demo-1001' });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.headers.location).toBeUndefined();
  });

  it('rejects a decision posted from another site', async () => {
    const start = await startAuthorization(app, 'kakao');
    const response = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: 'kakao-demo-1001' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
  });

  it('rejects an account of the other provider', async () => {
    const start = await startAuthorization(app, 'kakao');
    const response = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: 'google-demo-2001' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('선택한 테스트 계정을 찾을 수 없습니다');
  });

  it('redirects with error=access_denied and the state on cancel', async () => {
    const start = await startAuthorization(app, 'kakao');
    const response = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'cancel' });
    expect(response.statusCode).toBe(302);
    const url = callback(response.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(CLIENTS.kakao.redirectUri);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(start.state);
    expect(url.searchParams.has('code')).toBe(false);
    // The transaction is gone.
    const again = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: 'kakao-demo-1001' });
    expect(again.statusCode).toBe(400);
  });

  it('expires a pending request after 10 minutes', async () => {
    let clock = Date.now();
    const timed = await buildTestServer({ now: () => clock });
    try {
      const start = await startAuthorization(timed, 'google');
      clock += 10 * 60 * 1000 + 1;
      const response = await decide(timed, 'google', { tx: start.tx ?? '', action: 'select', account: 'google-demo-2001' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('만료');
    } finally {
      await timed.close();
    }
  });
});

describe('creating a test account', () => {
  it('creates an account via the form, lists it, and lets the person select it', async () => {
    const start = await startAuthorization(app, 'kakao');
    const created = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'create', email: ' hana.jung@example.com ', nickname: '정하나 <테스트>' });
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain('새 테스트 계정');
    expect(created.body).toContain('hana.jung@example.com');
    expect(created.body).toContain('정하나 &lt;테스트&gt;');
    expect(created.body).not.toContain('정하나 <테스트>');
    // The same transaction is still pending.
    expect(transactionIdOf(created.body)).toBe(start.tx);

    const account = app.oidcDev.accounts.list('kakao').find((candidate) => candidate.email === 'hana.jung@example.com');
    expect(account).toBeDefined();
    expect(account?.sub).toMatch(/^[1-9]\d{9}$/);
    expect(created.body).toContain(`value="${account?.sub}"`);
    expect(app.oidcDev.accounts.list('google').some((candidate) => candidate.email === 'hana.jung@example.com')).toBe(false);

    const selected = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'select', account: account?.sub ?? '' });
    expect(selected.statusCode).toBe(302);
    expect(callback(selected.headers.location).searchParams.get('code')).toBeTruthy();
  });

  it.each([
    [{ email: '', nickname: '홍길동' }, '이메일을 입력하세요.'],
    [{ email: 'not-an-email', nickname: '홍길동' }, '이메일 형식이 올바르지 않습니다.'],
    [{ email: 'a@b', nickname: '홍길동' }, '이메일 형식이 올바르지 않습니다.'],
    [{ email: 'minjun.kim@example.com', nickname: '홍길동' }, '이 이메일을 쓰는 테스트 계정이 이미 있습니다.'],
    [{ email: 'MINJUN.KIM@example.com', nickname: '홍길동' }, '이 이메일을 쓰는 테스트 계정이 이미 있습니다.'],
    [{ email: 'gildong@example.com', nickname: '   ' }, '닉네임을 입력하세요.'],
    [{ email: 'gildong@example.com', nickname: '가'.repeat(41) }, '닉네임은 40자 이하로 입력하세요.'],
    [{ email: 'gildong@example.com', nickname: 'a\u0007b' }, '닉네임에 쓸 수 없는 문자가 있습니다.'],
  ])('rejects %j with a Korean message', async (fields, message) => {
    const start = await startAuthorization(app, 'kakao');
    const before = app.oidcDev.accounts.list('kakao').length;
    const response = await decide(app, 'kakao', { tx: start.tx ?? '', action: 'create', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(message);
    expect(response.body).toContain('aria-invalid="true"');
    expect(app.oidcDev.accounts.list('kakao')).toHaveLength(before);
    // The page keeps working with the same transaction.
    expect(transactionIdOf(response.body)).toBe(start.tx);
  });

  it('labels the field 이름 for Google', async () => {
    const start = await startAuthorization(app, 'google');
    const response = await decide(app, 'google', { tx: start.tx ?? '', action: 'create', email: 'x@example.com', nickname: '' });
    expect(response.body).toContain('이름을 입력하세요.');
  });
});
