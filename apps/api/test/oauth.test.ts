import { ACCESS_TOKEN_COOKIE, OAUTH_BINDING_COOKIE, REFRESH_TOKEN_COOKIE, SIGNUP_COOKIE, type Provider } from '@spi/core';
import { schema, seedDemoData, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcDevServer } from '../../oidc-dev/src/app';
import type { ApiApp } from '../src/app';
import { bearer, csrfCookies, csrfHeaders } from './factories';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock, LogCapture, setCookies } from './helpers';
import { type Browser, localProviderConfig, runSignIn, startLocalProvider } from './oidc-flow';

const DEMO = [
  { provider: 'kakao' as Provider, sub: 'kakao-demo-1001', userId: 'demo-user-minjun', email: 'minjun.kim@example.com' },
  { provider: 'google' as Provider, sub: 'google-demo-2001', userId: 'demo-user-jiho', email: 'jiho.park@example.com' },
];

describe.each(DB_KINDS)('social login through the local OpenID Connect provider (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let provider: OidcDevServer;
  let baseUrl: string;
  const clock = new FakeClock();
  const logs = new LogCapture();
  /** Every secret value seen during the tests: none may reach a log line. */
  const secrets = new Set<string>(['spi-local-kakao-secret', 'spi-local-google-secret']);

  beforeAll(async () => {
    ({ server: provider, baseUrl } = await startLocalProvider());
    db = await createTestDb(kind);
    await seedDemoData(db.db);
    app = await buildTestApp({ db, clock: clock.now, logs, config: { ...localProviderConfig(baseUrl), authRateLimit: 1000 } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await provider.close();
  });

  function remember(...values: Array<string | null | undefined>) {
    for (const value of values) if (value && value.length >= 16) secrets.add(value);
  }
  function rememberFlow(flow: { callbackUrl: URL; callback: { headers: Record<string, unknown> } }, browser: Browser) {
    remember(flow.callbackUrl.searchParams.get('code'), flow.callbackUrl.searchParams.get('state'));
    for (const value of Object.values(browser.cookies)) remember(value);
  }

  it('start: stores a one-time state bound to the browser and sends it to the provider with PKCE S256 and a nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/kakao/start?redirect=%2Fdeals' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${baseUrl}/kakao/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'spi-local-kakao',
      redirect_uri: 'http://localhost:3000/api/auth/kakao/callback',
      response_type: 'code',
      scope: 'openid profile_nickname account_email',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const binding = setCookies(res.headers['set-cookie'])[OAUTH_BINDING_COOKIE]!;
    expect(binding).toMatch(/HttpOnly/);
    expect(binding).toMatch(/SameSite=Lax/);
    const rows = await db.db.select().from(schema.oauthStates);
    const state = location.searchParams.get('state')!;
    remember(state);
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(rows.some((row) => row.redirectTo === '/deals')).toBe(true);
  });

  it('start: an off-site redirect target falls back to /', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/google/start?redirect=https%3A%2F%2Fevil.example' });
    await app.inject({ method: 'GET', url: '/api/auth/google/start?redirect=%2F%2Fevil.example' });
    await app.inject({ method: 'GET', url: '/api/auth/google/start?redirect=%2F%09%2Fevil.example' });
    await app.inject({ method: 'GET', url: '/api/auth/google/start?redirect=%2F%5Cevil.example' });
    const rows = await db.db.select().from(schema.oauthStates).where(eq(schema.oauthStates.provider, 'google'));
    expect(rows.every((row) => row.redirectTo === '/')).toBe(true);
  });

  it.each(DEMO)('an existing demo user ($provider) lands on the redirect target with session cookies', async ({ provider: name, sub, userId }) => {
    const flow = await runSignIn(app, name, { sub, redirect: '/reits?tab=list' });
    rememberFlow(flow, flow.browser);
    expect(flow.callbackUrl.searchParams.get('iss')).toBe(`${baseUrl}/${name}`);
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe('/reits?tab=list');
    expect(flow.browser.cookies[OAUTH_BINDING_COOKIE]).toBeUndefined();
    const cookies = setCookies(flow.callback.headers['set-cookie']);
    expect(cookies[REFRESH_TOKEN_COOKIE]).toMatch(/HttpOnly/);
    const me = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', headers: bearer(flow.browser.cookies[ACCESS_TOKEN_COOKIE]!) });
    expect(me.json()).toMatchObject({ userId, provider: name });
    const [session] = await db.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
    expect(session).toMatchObject({ channel: name, ip: '127.0.0.1' });
    const events = await db.db.select().from(schema.userEvents).where(and(eq(schema.userEvents.userId, userId), eq(schema.userEvents.type, 'sign_in')));
    expect(events.length).toBeGreaterThan(0);
  });

  it.each(['kakao', 'google'] as Provider[])('a new person (%s) goes to /sign-up, confirms, gets tokens; a second confirm is 409', async (name) => {
    const account = await provider.oidcDev.accounts.create(name, { email: `new.${name}@example.com`, nickname: name === 'kakao' ? '새로운 회원 (카카오)' : 'New Person!' });
    const flow = await runSignIn(app, name, { sub: account.sub, redirect: '/news?page=2' });
    rememberFlow(flow, flow.browser);
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe(`/sign-up?redirect=${encodeURIComponent('/news?page=2')}`);
    expect(setCookies(flow.callback.headers['set-cookie'])[SIGNUP_COOKIE]).toMatch(/HttpOnly/);
    expect(flow.browser.cookies[ACCESS_TOKEN_COOKIE]).toBeUndefined();

    const pending = await app.inject({ method: 'GET', url: '/api/auth/signup-session', cookies: flow.browser.cookies });
    expect(pending.statusCode).toBe(200);
    const { userId, email, provider: via, suggestedNickname } = pending.json();
    expect({ email, via }).toEqual({ email: `new.${name}@example.com`, via: name });
    expect(suggestedNickname).toBe(name === 'kakao' ? '새로운 회원 카카오' : 'New Person');

    const confirm = () =>
      app.inject({
        method: 'POST',
        url: `/api/sejong/v1/users/${userId}/signup_confirm`,
        cookies: { ...flow.browser.cookies, ...csrfCookies },
        headers: { ...csrfHeaders, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KAKAOTALK 10.4.0' },
        payload: { termsAgreed: true, privacyAgreed: true, subscribeNews: true, nickname: suggestedNickname },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.accessToken).toBe(body.data.token);
    expect(body.data.refreshToken).toBeUndefined();
    expect(body.user).toMatchObject({ userId, email, provider: name, nickname: suggestedNickname, subscribeNews: true });
    const cookies = setCookies(confirmed.headers['set-cookie']);
    expect(cookies[ACCESS_TOKEN_COOKIE]).toBeDefined();
    expect(cookies[REFRESH_TOKEN_COOKIE]).toMatch(/HttpOnly/);
    expect(cookies[SIGNUP_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    remember(...Object.values(cookies).map((line) => line.split(';')[0]!.split('=')[1]));

    const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ status: 'ACTIVE', subscribeNews: true });
    expect(user!.termsAgreedAt && user!.privacyAgreedAt && user!.marketingAgreedAt).toBeTruthy();
    const [settings] = await db.db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, userId));
    expect(settings?.newsletter).toBe(true);
    const signUps = await db.db.select().from(schema.userEvents).where(and(eq(schema.userEvents.userId, userId), eq(schema.userEvents.type, 'sign_up')));
    expect(signUps).toHaveLength(1);

    const again = await confirm();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SIGNUP_ALREADY_CONFIRMED');

    // Signing in again later lands directly on the target.
    const second = await runSignIn(app, name, { sub: account.sub, redirect: '/' });
    expect(second.callback.headers.location).toBe('/');
  });

  it('signup_confirm refuses another user id, a missing cookie, and a short nickname (Korean message)', async () => {
    const account = await provider.oidcDev.accounts.create('kakao', { email: 'strict@example.com', nickname: '엄격한 회원' });
    const flow = await runSignIn(app, 'kakao', { sub: account.sub });
    const { userId } = (await app.inject({ method: 'GET', url: '/api/auth/signup-session', cookies: flow.browser.cookies })).json();
    const post = (id: string, cookies: Record<string, string>, nickname = '좋은닉네임') =>
      app.inject({ method: 'POST', url: `/api/sejong/v1/users/${id}/signup_confirm`, cookies: { ...cookies, ...csrfCookies }, headers: csrfHeaders, payload: { termsAgreed: true, privacyAgreed: true, nickname } });
    expect((await post('demo-user-minjun', flow.browser.cookies)).json().error.code).toBe('SIGNUP_SESSION_INVALID');
    expect((await post(userId, {})).statusCode).toBe(401);
    const short = await post(userId, flow.browser.cookies, '김');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.issues[0]).toEqual({ path: 'nickname', message: '닉네임은 2자 이상 20자 이하로 입력해 주세요.' });
    const noTerms = await app.inject({
      method: 'POST',
      url: `/api/sejong/v1/users/${userId}/signup_confirm`,
      cookies: { ...flow.browser.cookies, ...csrfCookies },
      headers: csrfHeaders,
      payload: { termsAgreed: false, privacyAgreed: true, nickname: '좋은닉네임' },
    });
    expect(noTerms.json().error.details.issues[0].message).toBe('서비스 이용약관에 동의해 주세요.');
    const noCsrf = await app.inject({ method: 'POST', url: `/api/sejong/v1/users/${userId}/signup_confirm`, cookies: flow.browser.cookies, payload: { termsAgreed: true, privacyAgreed: true, nickname: '좋은닉네임' } });
    expect(noCsrf.json().error.code).toBe('CSRF_TOKEN_INVALID');
  });

  it('a replayed callback (state already used) is refused', async () => {
    const flow = await runSignIn(app, 'kakao', { sub: 'kakao-demo-1002' });
    rememberFlow(flow, flow.browser);
    expect(flow.callback.headers.location).toBe('/reits?tab=list');
    const replay = await app.inject({ method: 'GET', url: `${flow.callbackUrl.pathname}${flow.callbackUrl.search}`, cookies: { [OAUTH_BINDING_COOKIE]: 'b'.repeat(43) } });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe(`/sign-in?error=OAUTH_STATE_INVALID&redirect=${encodeURIComponent('/')}`);
  });

  it('a callback without the binding cookie, or with another browser\'s, is refused', async () => {
    for (const cookie of [undefined, 'z'.repeat(43)]) {
      const flow = await runSignIn(app, 'google', {
        sub: 'google-demo-2002',
        redirect: '/funds',
        beforeCallback: (_url, browser) => {
          if (cookie) browser.cookies[OAUTH_BINDING_COOKIE] = cookie;
          else delete browser.cookies[OAUTH_BINDING_COOKIE];
        },
      });
      rememberFlow(flow, flow.browser);
      expect(flow.callback.headers.location).toBe(`/sign-in?error=OAUTH_STATE_INVALID&redirect=${encodeURIComponent('/funds')}`);
      expect(flow.browser.cookies[ACCESS_TOKEN_COOKIE]).toBeUndefined();
    }
  });

  it('an expired state (after 10 minutes) is refused', async () => {
    const flow = await runSignIn(app, 'kakao', { sub: 'kakao-demo-1001', beforeCallback: () => clock.advance(10 * 60 * 1000 + 1000) });
    rememberFlow(flow, flow.browser);
    expect(String(flow.callback.headers.location)).toMatch(/^\/sign-in\?error=OAUTH_STATE_INVALID&redirect=/);
  });

  it('the person cancelling at the provider ends on /sign-in?error=OAUTH_DENIED', async () => {
    const flow = await runSignIn(app, 'kakao', { cancel: true, redirect: '/deals' });
    expect(flow.callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(flow.callback.headers.location).toBe(`/sign-in?error=OAUTH_DENIED&redirect=${encodeURIComponent('/deals')}`);
  });

  it('a code the provider rejects ends on /sign-in?error=OAUTH_PROVIDER_ERROR', async () => {
    const flow = await runSignIn(app, 'google', { sub: 'google-demo-2001', beforeCallback: (url) => url.searchParams.set('code', 'forged-code-value-0000000000') });
    rememberFlow(flow, flow.browser);
    expect(String(flow.callback.headers.location)).toMatch(/^\/sign-in\?error=OAUTH_PROVIDER_ERROR&redirect=/);
    expect(logs.entries().some((e) => e.msg === 'social login code exchange failed')).toBe(true);
  });

  it('leaving the account lets the same social account sign up again as a new person', async () => {
    const account = await provider.oidcDev.accounts.create('google', { email: 'again@example.com', nickname: 'Again Person' });
    const first = await runSignIn(app, 'google', { sub: account.sub });
    const { userId } = (await app.inject({ method: 'GET', url: '/api/auth/signup-session', cookies: first.browser.cookies })).json();
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/sejong/v1/users/${userId}/signup_confirm`,
      cookies: { ...first.browser.cookies, ...csrfCookies },
      headers: csrfHeaders,
      payload: { termsAgreed: true, privacyAgreed: true, nickname: 'Again' },
    });
    first.browser.absorb(confirmed);
    const left = await app.inject({ method: 'POST', url: `/api/sejong/v1/users/${userId}/leave`, cookies: { ...first.browser.cookies, ...csrfCookies }, headers: csrfHeaders });
    expect(left.statusCode).toBe(204);
    const second = await runSignIn(app, 'google', { sub: account.sub });
    expect(String(second.callback.headers.location)).toMatch(/^\/sign-up\?/);
    const pending = (await app.inject({ method: 'GET', url: '/api/auth/signup-session', cookies: second.browser.cookies })).json();
    expect(pending.userId).not.toBe(userId);
    expect(pending.email).toBe('again@example.com');
  });

  it('an unreachable provider sends the browser to /sign-in?error=OAUTH_PROVIDER_ERROR', async () => {
    const broken = await buildTestApp({ db, config: localProviderConfig('http://127.0.0.1:9') });
    const res = await broken.inject({ method: 'GET', url: '/api/auth/kakao/start?redirect=%2Fx' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/sign-in?error=OAUTH_PROVIDER_ERROR&redirect=${encodeURIComponent('/x')}`);
    await broken.close();
  });

  it('never wrote a code, state, token, cookie value or client secret to the log', () => {
    expect(logs.lines.length).toBeGreaterThan(20);
    expect(secrets.size).toBeGreaterThan(20);
    // The access line ('request completed') carries the URL, with the code redacted.
    const callbackLine = logs.entries().find((e) => e.msg === 'request completed' && String(e.url ?? '').includes('/callback?'));
    expect(String(callbackLine?.url)).toContain('code=%5BREDACTED%5D');
    for (const secret of secrets) expect(logs.text, `leaked ${secret.slice(0, 6)}...`).not.toContain(secret);
  });
});

describe('sign-in rate limit', () => {
  it('answers the 11th sign-in start from one IP within a minute with 429 RATE_LIMITED', async () => {
    const db = await createTestDb('pglite');
    const app = await buildTestApp({ db, config: localProviderConfig('http://127.0.0.1:9') });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await app.inject({ method: 'GET', url: `/api/auth/${i % 2 ? 'kakao' : 'google'}/start` })).statusCode);
    expect(statuses).toEqual(Array(10).fill(302));
    const last = await app.inject({ method: 'GET', url: '/api/auth/kakao/start' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' } });
    // Another address is not affected.
    expect((await app.inject({ method: 'GET', url: '/api/auth/kakao/start', remoteAddress: '10.0.0.2' })).statusCode).toBe(302);
    await app.close();
    await db.close();
  });
});
