import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, emitAuthEvent, readAccessToken, resetApiClientForTests, saveAccessToken } from '@/lib/api-client';
import { useSession } from '../lib/session-context';
import { loadedQueryClient } from '@/lib/query-registry';
import { resetQueryClientForTests } from '@/lib/query-client';
import { useViewer } from '../hooks/use-viewer';
import { resetSessionStartForTests, SessionProvider } from './session-provider';

function jwt(sub: string, expInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, iat: now, exp: now + expInSeconds })}.sig`;
}

const user = {
  userId: 'u1', email: 'a@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null,
  provider: 'kakao', subscribeNews: false, useEmail: true, nickname: '김민준',
};
const info = { isCorporationManager: false, membership: null, roles: ['ROLE_USER'] };

function Probe() {
  const session = useSession();
  const { user, isLoading } = useViewer();
  return (
    <>
      <p data-testid="status">{session.status}:{session.userId ?? '-'}</p>
      <p data-testid="viewer">{isLoading ? 'loading' : (user?.nickname ?? 'nobody')}</p>
    </>
  );
}

let refreshAnswer: () => Response;
const requests: string[] = [];

beforeEach(() => {
  resetApiClientForTests();
  resetSessionStartForTests();
  resetQueryClientForTests();
  requests.length = 0;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.cookie = 'spi-csrf=c; path=/';
  window.history.replaceState(null, '', '/');
  refreshAnswer = () => new Response(JSON.stringify({ error: { code: 'REFRESH_TOKEN_INVALID', message: 'x' } }), { status: 401 });
  configureApiClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.endsWith('/api/auth/refresh')) return refreshAnswer();
      if (url.endsWith('/users/me')) return new Response(JSON.stringify(user), { status: 200 });
      if (url.endsWith('/info')) return new Response(JSON.stringify(info), { status: 200 });
      return new Response(null, { status: 404 });
    }) as typeof fetch,
  });
});
afterEach(() => vi.restoreAllMocks());

const renderProvider = () => render(<SessionProvider><Probe /></SessionProvider>);

describe('SessionProvider', () => {
  it('renders a valid token as authenticated and loads the user', async () => {
    saveAccessToken(jwt('u1', 600));
    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('loading:-');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated:u1'));
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('김민준'));
    expect(requests.filter((r) => r.endsWith('/users/me'))).toHaveLength(1);
    expect(requests.some((r) => r.endsWith('/api/auth/refresh'))).toBe(false);
  });

  it('shows a member refreshed user info after a change elsewhere invalidates it, and forgets it on sign-out', async () => {
    saveAccessToken(jwt('u1', 600));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('김민준'));
    user.nickname = '이서연';
    await act(() => loadedQueryClient()!.invalidateQueries({ queryKey: ['user'] }));
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('이서연'));
    user.nickname = '김민준';
    act(() => emitAuthEvent({ type: 'signed-out', reason: 'sign-out' }));
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('nobody'));
    expect(loadedQueryClient()!.getQueryData(['user', 'me'])).toBeUndefined();
  });

  it('a guest page loads no Query client and asks for no user info', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('nobody'));
    expect(loadedQueryClient()).toBeUndefined();
    expect(requests.some((r) => r.endsWith('/users/me'))).toBe(false);
  });

  it('refreshes an expired token once and becomes authenticated', async () => {
    saveAccessToken(jwt('u1', -5));
    const fresh = jwt('u1', 900);
    refreshAnswer = () => new Response(JSON.stringify({ accessToken: fresh, data: { token: fresh } }), { status: 200 });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated:u1'));
    expect(requests.filter((r) => r.endsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(readAccessToken()).toBe(fresh);
  });

  it('becomes a guest when the refresh fails, with the token removed', async () => {
    saveAccessToken(jwt('u1', -5));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('guest:-'));
    expect(readAccessToken()).toBeNull();
  });

  it('removes a malformed token and renders as guest without calling the API', async () => {
    document.cookie = 'spi-accessToken=garbage; path=/';
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('guest:-'));
    expect(readAccessToken()).toBeNull();
    expect(requests).toEqual([]);
  });

  it('logs in from the URL, strips the parameters and records the sign-in', async () => {
    const fresh = jwt('u7', 900);
    refreshAnswer = () => new Response(JSON.stringify({ accessToken: fresh, data: { token: fresh } }), { status: 200 });
    window.history.replaceState(null, '', `/article?id=3&token=${jwt('u7', 600)}&refreshToken=${'r'.repeat(43)}&channel=google`);
    const layer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated:u7'));
    expect(window.location.pathname + window.location.search).toBe('/article?id=3');
    expect(layer).toContainEqual({ event: 'login', method: 'google' });
  });

  it('background refresh on focus within 300 s of expiry', async () => {
    saveAccessToken(jwt('u1', 120));
    const fresh = jwt('u1', 900);
    refreshAnswer = () => new Response(JSON.stringify({ accessToken: fresh, data: { token: fresh } }), { status: 200 });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated:u1'));
    act(() => { window.dispatchEvent(new Event('focus')); });
    await waitFor(() => expect(readAccessToken()).toBe(fresh));
    // Throttled: a second focus within 60 s does not refresh again.
    saveAccessToken(jwt('u1', 100));
    act(() => { window.dispatchEvent(new Event('focus')); });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r.endsWith('/api/auth/refresh'))).toHaveLength(1);
  });
});
