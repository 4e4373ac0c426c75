import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeaderAfterRefresh, mustShowDevGate, needsServerRefresh, refreshOnServer, resetProxyStateForTests } from './proxy-session';

function jwt(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', iat: expSeconds - 900, exp: expSeconds })}.sig`;
}
const now = Date.now();
const client = { userAgent: 'Chrome', forwardedFor: '203.0.113.9' };

beforeEach(() => resetProxyStateForTests());

describe('server refresh in the proxy', () => {
  it('is needed only with a refresh cookie and a missing, malformed or expired access token', () => {
    expect(needsServerRefresh(undefined, undefined)).toBe(false);
    expect(needsServerRefresh(jwt(now / 1000 + 600), 'r')).toBe(false);
    expect(needsServerRefresh(undefined, 'r')).toBe(true);
    expect(needsServerRefresh('garbage', 'r')).toBe(true);
    expect(needsServerRefresh(jwt(now / 1000 - 1), 'r')).toBe(true);
  });

  it('forwards the refresh cookie with a CSRF pair, shares one call per token, and returns the cookies', async () => {
    const fresh = jwt(now / 1000 + 900);
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ accessToken: fresh, data: { token: fresh } }), {
      status: 200,
      headers: [
        ['set-cookie', `spi-accessToken=${fresh}; Path=/; SameSite=Lax`],
        ['set-cookie', 'spi-refreshToken=NEW; Path=/; HttpOnly; SameSite=Lax'],
      ],
    }));
    const [a, b] = await Promise.all([
      refreshOnServer('http://api', 'OLD', client, fetchMock as unknown as typeof fetch),
      refreshOnServer('http://api', 'OLD', client, fetchMock as unknown as typeof fetch),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a).toMatchObject({ kind: 'refreshed', accessToken: fresh, refreshToken: 'NEW' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api/api/auth/refresh');
    const headers = init!.headers as Record<string, string>;
    const csrf = headers['x-csrf-token'];
    expect(headers.cookie).toBe(`spi-refreshToken=OLD; spi-csrf=${csrf}`);
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(a.kind === 'refreshed' && a.setCookies).toHaveLength(2);

    const header = cookieHeaderAfterRefresh([{ name: 'theme', value: 'dark' }, { name: 'spi-refreshToken', value: 'OLD' }], a);
    expect(header).toBe(`theme=dark; spi-refreshToken=NEW; spi-accessToken=${fresh}`);
  });

  it('with Secure cookies, sends and reads the __Host- names (ADR 023); the render keeps the plain ones', async () => {
    const fresh = jwt(now / 1000 + 900);
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ accessToken: fresh, data: { token: fresh } }), {
      status: 200,
      headers: [
        ['set-cookie', `__Host-spi-accessToken=${fresh}; Path=/; Secure; SameSite=Lax`],
        ['set-cookie', '__Host-spi-refreshToken=NEW2; Path=/; Secure; HttpOnly; SameSite=Lax'],
      ],
    }));
    const result = await refreshOnServer('http://api', 'OLD2', client, fetchMock as unknown as typeof fetch, true);
    expect(result).toMatchObject({ kind: 'refreshed', refreshToken: 'NEW2' });
    const cookie = (fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).cookie!;
    expect(cookie).toMatch(/^__Host-spi-refreshToken=OLD2; __Host-spi-csrf=[\w-]{43}$/);
    expect(cookieHeaderAfterRefresh([{ name: 'theme', value: 'dark' }], result)).toBe(`theme=dark; spi-accessToken=${fresh}; spi-refreshToken=NEW2`);
  });

  it('a refused refresh removes both cookies from the render; a transient failure changes nothing', async () => {
    const refused = await refreshOnServer('http://api', 'BAD', client, (async () => new Response('{}', {
      status: 401, headers: [['set-cookie', 'spi-accessToken=; Max-Age=0'], ['set-cookie', 'spi-refreshToken=; Max-Age=0']],
    })) as unknown as typeof fetch);
    expect(refused.kind).toBe('rejected');
    expect(cookieHeaderAfterRefresh([{ name: 'spi-accessToken', value: 'x' }, { name: 'spi-refreshToken', value: 'BAD' }, { name: 'a', value: '1' }], refused)).toBe('a=1');
    const down = await refreshOnServer('http://api', 'OTHER', client, (async () => new Response('', { status: 503 })) as unknown as typeof fetch);
    expect(down).toEqual({ kind: 'none' });
  });
});

describe('development gate in the proxy', () => {
  const status = (body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('lets everything through when the API needs no key, asking at most every 30 s', async () => {
    const fetchMock = status({ required: false, granted: true, attemptsLeft: 5, blocked: false });
    expect(await mustShowDevGate('http://api', undefined, client, fetchMock as unknown as typeof fetch, 1000)).toBe(false);
    expect(await mustShowDevGate('http://api', undefined, client, fetchMock as unknown as typeof fetch, 2000)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gates a browser without an accepted key and remembers a grant', async () => {
    const denied = status({ required: true, granted: false, attemptsLeft: 5, blocked: false });
    expect(await mustShowDevGate('http://api', undefined, client, denied as unknown as typeof fetch, 1000)).toBe(true);
    // Known to be required: no cookie means the gate, without asking again.
    expect(await mustShowDevGate('http://api', undefined, client, denied as unknown as typeof fetch, 2000)).toBe(true);
    expect(denied).toHaveBeenCalledTimes(1);
    const granted = status({ required: true, granted: true, attemptsLeft: 5, blocked: false });
    expect(await mustShowDevGate('http://api', 'grant', client, granted as unknown as typeof fetch, 3000)).toBe(false);
    expect(await mustShowDevGate('http://api', 'grant', client, granted as unknown as typeof fetch, 4000)).toBe(false);
    expect(granted).toHaveBeenCalledTimes(1);
    const calls = granted.mock.calls as unknown as Array<[string, RequestInit]>;
    expect((calls[0]![1].headers as Record<string, string>).cookie).toBe('spi-dev-gate=grant');
  });
});
