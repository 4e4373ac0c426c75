import { DEV_GATE_COOKIE } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { csrfCookies, csrfHeaders } from './factories';
import { buildTestApp, createTestDb, DB_KINDS, LogCapture, setCookies } from './helpers';
import { Browser } from './oidc-flow';

describe.each(DB_KINDS)('dev gate (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const logs = new LogCapture();

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, logs, config: { devGateKey: 'open-sesame-key' } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const status = (browser: Browser, ip = '127.0.0.1') => app.inject({ method: 'GET', url: '/api/auth/dev-gate', cookies: browser.cookies, remoteAddress: ip });
  async function attempt(browser: Browser, key: string, ip = '127.0.0.1') {
    const res = await app.inject({ method: 'POST', url: '/api/auth/dev-gate', cookies: { ...browser.cookies, ...csrfCookies }, headers: csrfHeaders, payload: { key }, remoteAddress: ip });
    browser.absorb(res);
    return res;
  }

  it('is not required without DEV_GATE_KEY', async () => {
    const open = await buildTestApp({ db });
    expect((await open.inject({ method: 'GET', url: '/api/auth/dev-gate' })).json()).toEqual({ required: false, granted: true, attemptsLeft: 5, blocked: false });
    await open.close();
  });

  it('grants a browser-session cookie for the right key, which GET then confirms', async () => {
    const browser = new Browser();
    expect((await status(browser, '10.0.0.1')).json()).toEqual({ required: true, granted: false, attemptsLeft: 5, blocked: false });
    const res = await attempt(browser, 'open-sesame-key', '10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ granted: true });
    const cookie = setCookies(res.headers['set-cookie'])[DEV_GATE_COOKIE]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(cookie).not.toContain('open-sesame-key');
    expect((await status(browser, '10.0.0.1')).json()).toMatchObject({ granted: true });
    expect((await status(new Browser(), '10.0.0.1')).json()).toMatchObject({ granted: false });
    const forged = new Browser();
    forged.cookies[DEV_GATE_COOKIE] = 'forged';
    expect((await status(forged, '10.0.0.1')).json()).toMatchObject({ granted: false });
  });

  it('counts wrong keys (n/5) and blocks after five: 423 with the spec text', async () => {
    const browser = new Browser();
    for (let n = 1; n <= 4; n++) {
      const res = await attempt(browser, `wrong-${n}`, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'DEV_GATE_INVALID_KEY', message: `잘못된 키입니다. (${n}/5)` } });
    }
    const fifth = await attempt(browser, 'wrong-5', '10.0.0.2');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ error: { code: 'DEV_GATE_BLOCKED', message: '5번 모두 실패했습니다. 접근이 차단되었습니다.' } });
    // Blocked now, even with the right key; the status says so.
    expect((await attempt(browser, 'open-sesame-key', '10.0.0.2')).statusCode).toBe(423);
    expect((await status(browser, '10.0.0.2')).json()).toEqual({ required: true, granted: false, attemptsLeft: 0, blocked: true });
    // A fresh browser on the same IP is blocked too (per-IP count); another IP is not.
    expect((await attempt(new Browser(), 'open-sesame-key', '10.0.0.2')).statusCode).toBe(423);
    // The same browser moving to another IP keeps its signed count.
    expect((await attempt(browser, 'open-sesame-key', '10.0.0.3')).statusCode).toBe(423);
    expect((await attempt(new Browser(), 'open-sesame-key', '10.0.0.4')).statusCode).toBe(200);
    expect(logs.text).not.toContain('wrong-1');
    expect(logs.text).not.toContain('open-sesame-key');
  });

  it('needs the CSRF pair (on by default, ADR 013) and is rate limited like the other sign-in routes', async () => {
    const limited = await buildTestApp({ db, config: { devGateKey: 'k' } });
    const noPair = await limited.inject({ method: 'POST', url: '/api/auth/dev-gate', payload: { key: 'k' }, remoteAddress: '10.9.9.9' });
    expect(noPair.json().error.code).toBe('CSRF_TOKEN_INVALID');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await limited.inject({ method: 'POST', url: '/api/auth/dev-gate', cookies: csrfCookies, headers: csrfHeaders, payload: { key: 'k' } })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    await limited.close();
  });
});
