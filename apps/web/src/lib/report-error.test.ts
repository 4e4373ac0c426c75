import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests, saveAccessToken } from './api-client';
import { sendErrorReport } from './report-error';

type Call = { url: string; init: RequestInit };

function stubFetch(meStatus: number) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/api/sejong/v1/users/me')) {
      return meStatus === 200
        ? new Response(JSON.stringify({ userId: 'u1', email: 'kim@example.com' }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: '권한이 없습니다.' } }), { status: meStatus, headers: { 'content-type': 'application/json' } });
    }
    if (url.endsWith('/api/auth/refresh')) return new Response(null, { status: 401 });
    if (url.endsWith('/api/auth/csrf')) return new Response(JSON.stringify({ csrfToken: 'c' }), { status: 200 });
    return new Response(JSON.stringify({ received: true, reportId: 'r1' }), { status: 202 });
  }));
  return calls;
}

const slackBody = (calls: Call[]) => {
  const call = calls.find((c) => c.url === '/api/slack');
  expect(call, 'the report was sent').toBeDefined();
  return JSON.parse(String(call!.init.body)) as Record<string, unknown>;
};

beforeEach(() => {
  resetApiClientForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  saveAccessToken('header.payload.sig');
});
afterEach(() => {
  document.cookie = 'spi-accessToken=; path=/; max-age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error report user lookup (spec section 8)', () => {
  it('sends the report without user data when the lookup answers 403', async () => {
    const calls = stubFetch(403);
    await sendErrorReport('ERR-1', 'TypeError: boom');
    expect(calls.some((c) => c.url.endsWith('/api/sejong/v1/users/me'))).toBe(true);
    expect(slackBody(calls)).toMatchObject({ user: null, errMsg: '[ERR-1] TypeError: boom', path: '/' });
  });

  it('sends the report without user data when the lookup answers 401', async () => {
    const calls = stubFetch(401);
    await sendErrorReport('ERR-2', 'boom');
    expect(slackBody(calls).user).toBeNull();
  });

  it('fills the user when the lookup succeeds', async () => {
    const calls = stubFetch(200);
    await sendErrorReport('ERR-3', 'boom');
    expect(slackBody(calls).user).toBe('kim@example.com (u1)');
  });

  it('skips the lookup for a guest', async () => {
    document.cookie = 'spi-accessToken=; path=/; max-age=0';
    const calls = stubFetch(200);
    await sendErrorReport('ERR-4', 'boom');
    expect(calls.some((c) => c.url.includes('/users/me'))).toBe(false);
    expect(slackBody(calls).user).toBeNull();
  });
});
