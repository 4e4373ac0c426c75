import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE, userInfoSchema } from '@spi/core';
import {
  ApiError, api, clearTokens, configureApiClient, onAuthEvent, readAccessToken, redactForLog, refreshSession,
  resetApiClientForTests, resolveErrorHandler, saveAccessToken, setGlobalErrorHandlers, type AuthEvent,
} from './api-client';

function jwt(sub: string, expInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, iat: now, exp: now + expInSeconds })}.signature`;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const user = {
  userId: 'u1', email: 'a@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null,
  provider: 'kakao', subscribeNews: false, useEmail: true, nickname: '김민준',
};

type Call = { url: string; init: RequestInit; headers: Headers };

function installFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return handler(call);
  });
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return calls;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('requests', () => {
  it('sends JSON with credentials and the Bearer token, and parses the response with the schema', async () => {
    const token = jwt('u1', 900);
    saveAccessToken(token);
    const calls = installFetch(() => json(200, user));
    const me = await api.get('/api/sejong/v1/users/me', { schema: userInfoSchema });
    expect(me.nickname).toBe('김민준');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
  });

  it('turns a response that does not match its schema into INVALID_RESPONSE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFetch(() => json(200, { nickname: 1 }));
    await expect(api.get('/x', { schema: userInfoSchema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('resolves undefined for 204', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    installFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/x')).resolves.toBeUndefined();
  });
});

describe('CSRF', () => {
  it('fetches the token once when the spi-csrf cookie is missing and sends it on unsafe methods only', async () => {
    const calls = installFetch((call) => (call.url.endsWith('/api/auth/csrf') ? json(200, { csrfToken: 'csrf-123' }) : json(200, {})));
    await Promise.all([api.post('/a', { x: 1 }), api.put('/b', { y: 2 })]);
    await api.get('/c');
    expect(calls.filter((c) => c.url.endsWith('/api/auth/csrf'))).toHaveLength(1);
    const post = calls.find((c) => c.url === '/a')!;
    expect(post.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(post.init.body).toBe(JSON.stringify({ x: 1 }));
    expect(calls.find((c) => c.url === '/b')!.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(calls.find((c) => c.url === '/c')!.headers.get('x-csrf-token')).toBeNull();
  });

  it('uses the spi-csrf cookie when present', async () => {
    document.cookie = 'spi-csrf=from-cookie; path=/';
    const calls = installFetch(() => json(200, {}));
    await api.post('/a', {});
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('x-csrf-token')).toBe('from-cookie');
  });

  it('retries once with a fresh token after CSRF_TOKEN_INVALID', async () => {
    document.cookie = 'spi-csrf=stale; path=/';
    let attempts = 0;
    const calls = installFetch((call) => {
      if (call.url.endsWith('/api/auth/csrf')) return json(200, { csrfToken: 'fresh' });
      attempts += 1;
      return attempts === 1 ? json(403, { error: { code: 'CSRF_TOKEN_INVALID', message: '보안 토큰' } }) : json(200, { ok: true });
    });
    await expect(api.post('/a', {})).resolves.toEqual({ ok: true });
    expect(calls.at(-1)!.headers.get('x-csrf-token')).toBe('fresh');
  });
});

describe('FormData bodies (multipart)', () => {
  it('sends the FormData as it is: no JSON content-type, the Bearer token and the CSRF header', async () => {
    const token = jwt('u1', 900);
    saveAccessToken(token);
    document.cookie = 'spi-csrf=csrf-1; path=/';
    const calls = installFetch(() => json(201, { mediaId: 'm1' }));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await expect(api.post('/api/seoul/v1/admin/media', form)).resolves.toEqual({ mediaId: 'm1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.headers.get('content-type')).toBeNull();
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
  });

  it('a FormData PUT gets a fresh CSRF token after CSRF_TOKEN_INVALID and the same form again', async () => {
    document.cookie = 'spi-csrf=stale; path=/';
    let attempts = 0;
    const calls = installFetch((call) => {
      if (call.url.endsWith('/api/auth/csrf')) return json(200, { csrfToken: 'fresh' });
      attempts += 1;
      return attempts === 1 ? json(403, { error: { code: 'CSRF_TOKEN_INVALID', message: '보안 토큰' } }) : json(200, { ok: true });
    });
    const form = new FormData();
    form.append('name', '값');
    await expect(api.put('/a', form)).resolves.toEqual({ ok: true });
    const sent = calls.filter((c) => c.url === '/a');
    expect(sent.map((c) => c.headers.get('x-csrf-token'))).toEqual(['stale', 'fresh']);
    expect(sent.every((c) => c.init.body === form && c.headers.get('content-type') === null)).toBe(true);
  });

  it('a 401 on a FormData POST refreshes once and retries with the new token', async () => {
    const old = jwt('u1', 900);
    const renewed = jwt('u1', 1800) + 'x';
    saveAccessToken(old);
    const calls = installFetch((call) => {
      if (call.url.endsWith('/api/auth/csrf')) return json(200, { csrfToken: 'c' });
      if (call.url.endsWith('/api/auth/refresh')) return json(200, { accessToken: renewed });
      return call.headers.get('authorization') === `Bearer ${old}` ? json(401, { error: { code: 'TOKEN_EXPIRED', message: '만료' } }) : json(201, { ok: true });
    });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await expect(api.post('/upload', form)).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf', '/upload', '/api/auth/refresh', '/upload']);
    expect(calls.at(-1)!.headers.get('authorization')).toBe(`Bearer ${renewed}`);
    expect(calls.at(-1)!.init.body).toBe(form);
  });

  it('logs a failed FormData call without its parts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFetch((call) => (call.url.endsWith('/api/auth/csrf') ? json(200, { csrfToken: 'c' }) : json(400, { error: { code: 'BAD_REQUEST', message: '잘못' } })));
    const form = new FormData();
    form.append('password', 'secret');
    await expect(api.post('/upload', form)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(warn).toHaveBeenCalledWith('[api] POST /upload -> 400 BAD_REQUEST', '[form data]');
  });
});

describe('401: one refresh, one retry', () => {
  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    const expired = jwt('u1', -10);
    const fresh = jwt('u1', 900);
    saveAccessToken(expired);
    let refreshes = 0;
    let releaseRefresh!: () => void;
    const gate = new Promise<void>((resolve) => { releaseRefresh = resolve; });
    const calls = installFetch(async (call) => {
      if (call.url.endsWith('/api/auth/refresh')) {
        refreshes += 1;
        await gate;
        return json(200, { accessToken: fresh, data: { token: fresh } });
      }
      return call.headers.get('authorization') === `Bearer ${fresh}`
        ? json(200, { url: call.url })
        : json(401, { error: { code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' } });
    });
    const events: AuthEvent[] = [];
    onAuthEvent((event) => events.push(event));

    const all = Promise.all([api.get('/one'), api.get('/two'), api.get('/three')]);
    await vi.waitFor(() => expect(refreshes).toBe(1));
    releaseRefresh();
    await expect(all).resolves.toEqual([{ url: '/one' }, { url: '/two' }, { url: '/three' }]);

    expect(refreshes).toBe(1);
    expect(readAccessToken()).toBe(fresh);
    expect(events).toEqual([{ type: 'token-refreshed', token: fresh }]);
    const refreshCall = calls.find((c) => c.url.endsWith('/api/auth/refresh'))!;
    expect(refreshCall.init.method).toBe('POST');
    expect(refreshCall.headers.get('x-csrf-token')).toBe('c');
    expect(JSON.parse(String(refreshCall.init.body))).toMatchObject({ userId: 'u1' });
    // Each request: the 401 attempt and one retry.
    for (const path of ['/one', '/two', '/three']) expect(calls.filter((c) => c.url === path)).toHaveLength(2);
  });

  it('does not refresh a second time when the retry is also 401', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    saveAccessToken(jwt('u1', -10));
    let refreshes = 0;
    installFetch((call) => {
      if (call.url.endsWith('/api/auth/refresh')) {
        refreshes += 1;
        const token = jwt('u1', 900);
        return json(200, { accessToken: token, data: { token } });
      }
      return json(401, { error: { code: 'SESSION_REVOKED', message: '로그아웃된 세션입니다.' } });
    });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, code: 'SESSION_REVOKED' });
    expect(refreshes).toBe(1);
  });

  it('clears the tokens and signs the session out when the refresh is refused', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    saveAccessToken(jwt('u1', -10));
    installFetch((call) => (call.url.endsWith('/api/auth/refresh')
      ? json(401, { error: { code: 'REFRESH_TOKEN_INVALID', message: '로그인 세션이 만료되었습니다.' } })
      : json(401, { error: { code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' } })));
    const events: AuthEvent[] = [];
    onAuthEvent((event) => events.push(event));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(readAccessToken()).toBeNull();
    expect(events).toEqual([{ type: 'signed-out', reason: 'refresh-failed' }]);
  });

  it('keeps the tokens when the refresh fails for a transient reason (503)', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    const token = jwt('u1', -10);
    saveAccessToken(token);
    installFetch(() => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: '점검 중' } }));
    await expect(refreshSession()).resolves.toBe(false);
    expect(readAccessToken()).toBe(token);
  });

  it('a guest request (no token) does not try to refresh', async () => {
    const calls = installFetch(() => json(401, { error: { code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' } }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('sends a URL login refresh token in the body', async () => {
    document.cookie = 'spi-csrf=c; path=/';
    const fresh = jwt('u9', 900);
    const calls = installFetch(() => json(200, { accessToken: fresh, data: { token: fresh } }));
    await expect(refreshSession({ refreshToken: 'r'.repeat(43) })).resolves.toBe(true);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ refreshToken: 'r'.repeat(43) });
    expect(readAccessToken()).toBe(fresh);
  });
});

describe('error mapping (spec section 8)', () => {
  it('throws ApiError with the envelope code and Korean message', async () => {
    installFetch(() => json(404, { error: { code: 'LEGACY_USER_NOT_FOUND', message: '입력하신 아이디로 가입된 계정을 찾을 수 없습니다.' } }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'LEGACY_USER_NOT_FOUND', message: '입력하신 아이디로 가입된 계정을 찾을 수 없습니다.' });
  });

  it('maps a response without the envelope by status', async () => {
    installFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it("names a bare status by the call's bareStatusCodes, with the catalogue's message; the envelope still wins", async () => {
    const upload = { bareStatusCodes: { 413: 'EVENT_FILE_TOO_LARGE' } } as const;
    document.cookie = 'spi-csrf=csrf-1; path=/';
    installFetch(() => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }));
    await expect(api.post('/x', new FormData(), upload)).rejects.toMatchObject({ status: 413, code: 'EVENT_FILE_TOO_LARGE', message: ERROR_CATALOGUE.EVENT_FILE_TOO_LARGE.message });
    installFetch(() => json(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: '요청이 너무 큽니다.' } }));
    await expect(api.post('/x', new FormData(), upload)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '요청이 너무 큽니다.' });
    installFetch(() => new Response('<html>415</html>', { status: 415 }));
    await expect(api.post('/x', new FormData(), upload)).rejects.toMatchObject({ status: 415, code: 'BAD_REQUEST' });
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    installFetch(() => { throw new TypeError('Failed to fetch'); });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('runs a specific handler first, then the status default, then the fallback', async () => {
    const order: string[] = [];
    setGlobalErrorHandlers({
      byCode: { RATE_LIMITED: () => order.push('global code') },
      byStatus: { 409: () => order.push('global 409') },
      fallback: () => order.push('global fallback'),
    });
    installFetch((call) => {
      if (call.url === '/rate') return json(429, { error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다.' } });
      if (call.url === '/conflict') return json(409, { error: { code: 'CONFLICT', message: '충돌' } });
      if (call.url === '/local') return json(409, { error: { code: 'SIGNUP_ALREADY_CONFIRMED', message: '이미 가입' } });
      return json(418, { error: { code: 'TEAPOT', message: '?' } });
    });
    await api.get('/rate').catch(() => {});
    await api.get('/conflict').catch(() => {});
    await api.get('/local', { onError: { byCode: { SIGNUP_ALREADY_CONFIRMED: () => order.push('local code') } } }).catch(() => {});
    await api.get('/other').catch(() => {});
    expect(order).toEqual(['global code', 'global 409', 'local code', 'global fallback']);
  });

  it('keeps 400, 403, 404 and 500 defaults quiet', () => {
    for (const status of [400, 403, 404, 500]) {
      const handler = resolveErrorHandler(new ApiError(status, 'X', 'x'));
      expect(() => handler(new ApiError(status, 'X', 'x'))).not.toThrow();
    }
  });

  it('drops payment fields from logged bodies', () => {
    expect(redactForLog({ nickname: 'a', payment: { card: '1234' }, nested: [{ cardNumber: '1', ok: true }] }))
      .toEqual({ nickname: 'a', nested: [{ ok: true }] });
  });
});

describe('tokens', () => {
  it('clearTokens removes the access token cookie', () => {
    saveAccessToken('a.b.c');
    expect(readAccessToken()).toBe('a.b.c');
    clearTokens();
    expect(readAccessToken()).toBeNull();
  });
});
