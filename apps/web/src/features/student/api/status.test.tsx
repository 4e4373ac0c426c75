import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createClient, createWrapper, errorBody, json, mockApi, signIn, studentStatus } from '../test-utils';
import { studentKeys, useStudentStatus } from './status';

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
});
afterEach(() => clearCookies());

describe('useStudentStatus (spec sections 4, 6 and 7)', () => {
  it('asks nothing for a guest', async () => {
    const calls = mockApi(() => json(studentStatus()));
    const { result } = renderHook(() => useStudentStatus(), { wrapper: createWrapper() });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('fetches once when signed in and keeps it fresh forever (no refetch on a new mount)', async () => {
    signIn();
    const calls = mockApi(() => json(studentStatus({ status: 'VERIFIED', expiresAt: '2027-11-26T00:00:00Z' })));
    const client = createClient();
    const first = renderHook(() => useStudentStatus(), { wrapper: createWrapper(client) });
    await waitFor(() => expect(first.result.current.data?.status).toBe('VERIFIED'));
    const second = renderHook(() => useStudentStatus(), { wrapper: createWrapper(client) });
    expect(second.result.current.data?.status).toBe('VERIFIED');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual(['GET /api/sejong/v1/student']);
    expect(client.getQueryState(studentKeys.status('user-1'))?.isInvalidated).toBe(false);
  });

  it('resets to empty (null, no error) on an auth-type error: 401 TOKEN_INVALID and UNAUTHENTICATED', async () => {
    for (const code of ['TOKEN_INVALID', 'UNAUTHENTICATED']) {
      resetApiClientForTests();
      signIn();
      // The refresh cannot answer (503: the tokens stay), so the 401 stands.
      mockApi((method, url) => (url === '/api/auth/refresh' ? json(errorBody('INTERNAL_ERROR', 'x'), 503) : json(errorBody(code, '로그인이 필요합니다.'), 401)));
      const { result } = renderHook(() => useStudentStatus(), { wrapper: createWrapper() });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data).toBeNull();
      expect(result.current.isError).toBe(false);
    }
  });

  it('after a refused refresh the session is gone: the query is disabled and holds nothing', async () => {
    signIn();
    mockApi((method, url) => (url === '/api/auth/refresh' ? json(errorBody('REFRESH_TOKEN_INVALID', 'x'), 400) : json(errorBody('TOKEN_EXPIRED', '로그인이 만료되었습니다.'), 401)));
    const { result } = renderHook(() => useStudentStatus(), { wrapper: createWrapper() });
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data ?? null).toBeNull();
    expect(result.current.isError).toBe(false);
  });

  it('does not retry other failures (one request, an error state)', async () => {
    signIn();
    const calls = mockApi(() => json(errorBody('INTERNAL_ERROR', '서버 오류'), 500));
    const client = createClient();
    // The app's default retries 5xx twice; this query opts out (retry: false in its options).
    client.setDefaultOptions({ queries: { retry: 3, retryDelay: 1 } });
    const { result } = renderHook(() => useStudentStatus(), { wrapper: createWrapper(client) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toEqual(['GET /api/sejong/v1/student']);
  });
});
