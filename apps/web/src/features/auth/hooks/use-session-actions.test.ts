import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LAST_CHECKED_DDAY_KEY, LAST_LOGIN_KEY } from '@spi/core';
import { configureApiClient, onAuthEvent, readAccessToken, resetApiClientForTests, saveAccessToken } from '@/lib/api-client';
import { leaveAccount, signOut } from './use-session-actions';

const calls: string[] = [];

beforeEach(() => {
  resetApiClientForTests();
  calls.length = 0;
  document.cookie = 'spi-csrf=c; path=/';
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(null, { status: 204 });
    }) as typeof fetch,
  });
});
afterEach(() => vi.restoreAllMocks());

describe('sign-out (item 8)', () => {
  it('removes lastCheckedDday and the tokens, calls the API, then hard-navigates to /', async () => {
    localStorage.setItem(LAST_CHECKED_DDAY_KEY, '3');
    saveAccessToken('a.b.c');
    const navigate = vi.fn();
    const events: string[] = [];
    onAuthEvent((event) => events.push(event.type));
    await signOut(navigate);
    expect(localStorage.getItem(LAST_CHECKED_DDAY_KEY)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(calls).toEqual(['POST /api/auth/sign-out']);
    expect(events).toEqual(['signed-out']);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('leave (item 9)', () => {
  it('is a no-op with a console warning when the user id is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = vi.fn();
    await leaveAccount(null, new QueryClient(), navigate);
    expect(warn).toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts leave, clears every cached query and the stored user data, and goes home', async () => {
    const client = new QueryClient();
    client.setQueryData(['user', 'me'], { nickname: 'x' });
    client.setQueryData(['other'], 1);
    localStorage.setItem(LAST_LOGIN_KEY, '{"channel":"kakao","email":"a@b.c"}');
    saveAccessToken('a.b.c');
    const navigate = vi.fn();
    await leaveAccount('user-1', client, navigate);
    expect(calls).toEqual(['POST /api/sejong/v1/users/user-1/leave']);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(LAST_LOGIN_KEY)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
