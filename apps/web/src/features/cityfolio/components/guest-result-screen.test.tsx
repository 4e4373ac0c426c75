import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetSnackbars, useSnackbarStore } from '@/components/ui';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { pendingGuestId, rememberGuestId } from '../lib/guest-id';
import { CLAIMED_MESSAGE } from '../lib/use-member-profile';
import { GUEST_ID, profileResponse } from '../testing/fixtures';
import { GUEST_RESULT_GONE, GuestResultScreen } from './guest-result-screen';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/cityfolio/profile/result' }));
vi.setConfig({ testTimeout: 20_000 });

const RESULT = '/cityfolio/profile/result';
const snackbarMessages = () => useSnackbarStore.getState().snackbars.map((s) => s.message);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  resetSnackbars();
  window.sessionStorage.clear();
});
afterEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('guest result page, as a guest', () => {
  it('shows the stored result with sign-in and sign-up links that come back to this address', async () => {
    window.history.replaceState(null, '', `${RESULT}?investment_profile_guest_id=${GUEST_ID}`);
    const calls = mockApi((method, url) => (method === 'GET' && url === `/api/seoul/v1/cityfolio/profiles/guest/${GUEST_ID}`
      ? json(profileResponse({ guestId: GUEST_ID, expiresAt: '2026-12-26T09:00:00+09:00' }))
      : undefined));
    render(<GuestResultScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('profile-result');
    const back = encodeURIComponent(`${RESULT}?investment_profile_guest_id=${GUEST_ID}`);
    expect(screen.getByRole('link', { name: '로그인하고 결과 저장하기' }).getAttribute('href')).toBe(`/sign-in?redirect=${back}`);
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(`/sign-in?redirect=${back}`);
    expect(screen.getByTestId('guest-save-box').textContent).toContain('2026.12.26까지');
    // A guest keeps the id in the address (it is their way back to the result) and in this tab.
    expect(address()).toBe(`${RESULT}?investment_profile_guest_id=${GUEST_ID}`);
    expect(pendingGuestId()).toBe(GUEST_ID);
    expect(calls).toEqual([`GET /api/seoul/v1/cityfolio/profiles/guest/${GUEST_ID}`]);
  });

  it('an expired or unknown id says so and offers the questionnaire', async () => {
    window.history.replaceState(null, '', `${RESULT}?investment_profile_guest_id=${GUEST_ID}`);
    rememberGuestId(GUEST_ID);
    mockApi(() => json(errorBody('INVESTMENT_PROFILE_NOT_FOUND', '없음'), 404));
    render(<GuestResultScreen />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('guest-result-missing')).textContent).toContain(GUEST_RESULT_GONE);
    expect(pendingGuestId()).toBeNull();
  });
});

describe('guest result page, signed in (after the sign-in or sign-up round trip)', () => {
  it('claims the id, strips only that parameter, confirms with a snackbar and shows the result from /profiles/me', async () => {
    signIn('member-1');
    window.history.replaceState(null, '', `${RESULT}?utm_source=mail&investment_profile_guest_id=${GUEST_ID}#top`);
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    mockApi((method, url, body) => {
      sent.push({ method, url, body });
      if (method === 'POST' && url === '/api/seoul/v1/cityfolio/profiles/claim') return json(profileResponse({ claimedAt: '2026-11-26T10:00:00+09:00' }));
      if (method === 'GET' && url === '/api/seoul/v1/cityfolio/profiles/me') return json(profileResponse());
      return undefined;
    });
    render(<GuestResultScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('profile-saved');
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/seoul/v1/cityfolio/profiles/claim',
      'GET /api/seoul/v1/cityfolio/profiles/me',
    ]);
    expect(sent[0]!.body).toEqual({ guestId: GUEST_ID });
    expect(address()).toBe(`${RESULT}?utm_source=mail#top`);
    expect(snackbarMessages()).toEqual([CLAIMED_MESSAGE]);
    expect(pendingGuestId()).toBeNull();
    expect(screen.queryByTestId('guest-save-box')).toBeNull();
  });

  it('claims the id kept in this tab when the address lost it on the way', async () => {
    signIn('member-1');
    window.history.replaceState(null, '', RESULT);
    rememberGuestId(GUEST_ID);
    const calls = mockApi((method, url) => (url.endsWith('/claim') || url.endsWith('/me') ? json(profileResponse()) : undefined));
    render(<GuestResultScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('profile-saved');
    expect(calls[0]).toBe('POST /api/seoul/v1/cityfolio/profiles/claim');
    expect(snackbarMessages()).toEqual([CLAIMED_MESSAGE]);
  });

  it('a failed claim still strips the parameter, warns, and shows what the account has', async () => {
    signIn('member-1');
    window.history.replaceState(null, '', `${RESULT}?investment_profile_guest_id=${GUEST_ID}`);
    mockApi((method, url) => (url.endsWith('/claim') ? json(errorBody('INVESTMENT_PROFILE_NOT_FOUND', '없음'), 404) : undefined));
    render(<GuestResultScreen />, { wrapper: createWrapper() });
    expect(await screen.findByTestId('guest-result-missing')).toBeTruthy();
    await waitFor(() => expect(address()).toBe(RESULT));
    expect(snackbarMessages()).toHaveLength(1);
    expect(snackbarMessages()[0]).not.toBe(CLAIMED_MESSAGE);
  });
});
