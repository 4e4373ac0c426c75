import { describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, resolveSession, startSession, type SessionEffects } from './session-machine';

const NOW = Date.UTC(2026, 0, 10, 3, 0, 0);

function jwt(sub: string, expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, iat: expSeconds - 900, exp: expSeconds })}.sig`;
}

const valid = jwt('user-1', NOW / 1000 + 600);
const expired = jwt('user-1', NOW / 1000 - 10);
const renewed = jwt('user-1', NOW / 1000 + 900);

function effects(initial: { token: string | null; href?: string; refresh?: (store: { token: string | null }) => boolean }) {
  const store = { token: initial.token, href: initial.href ?? 'https://spi.example/article?id=1' };
  const fx = {
    readToken: vi.fn(() => store.token),
    saveToken: vi.fn((token: string) => { store.token = token; }),
    clearTokens: vi.fn(() => { store.token = null; }),
    refresh: vi.fn(async () => (initial.refresh ? initial.refresh(store) : false)),
    currentHref: vi.fn(() => store.href),
    replaceHref: vi.fn((href: string) => { store.href = `https://spi.example${href}`; }),
    track: vi.fn(),
    now: () => NOW,
  } satisfies SessionEffects;
  return { fx, store };
}

describe('session state machine (spec section 4, items 1-4)', () => {
  it('1. a valid stored token renders as authenticated without any call', async () => {
    const { fx } = effects({ token: valid });
    const state = await resolveSession(fx);
    expect(state).toMatchObject({ status: 'authenticated', userId: 'user-1' });
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it('2. an expired token refreshes once, then re-checks the new token', async () => {
    const { fx } = effects({ token: expired, refresh: (store) => { store.token = renewed; return true; } });
    const state = await resolveSession(fx);
    expect(state).toMatchObject({ status: 'authenticated', userId: 'user-1', claims: { exp: NOW / 1000 + 900 } });
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('2. a failed refresh removes both tokens and renders as guest', async () => {
    const { fx, store } = effects({ token: expired, refresh: () => false });
    expect(await resolveSession(fx)).toEqual(GUEST_SESSION);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
    expect(fx.clearTokens).toHaveBeenCalled();
    expect(store.token).toBeNull();
  });

  it('2. a refresh that still leaves an expired token is not retried', async () => {
    const { fx } = effects({ token: expired, refresh: () => true });
    expect(await resolveSession(fx)).toEqual(GUEST_SESSION);
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it('3. a malformed token is removed and counts as logged out', async () => {
    const { fx, store } = effects({ token: 'not-a-jwt' });
    expect(await resolveSession(fx)).toEqual(GUEST_SESSION);
    expect(fx.clearTokens).toHaveBeenCalled();
    expect(fx.refresh).not.toHaveBeenCalled();
    expect(store.token).toBeNull();
  });

  it('3. a missing token is a guest', async () => {
    const { fx } = effects({ token: null });
    expect(await resolveSession(fx)).toEqual(GUEST_SESSION);
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it('4. token login from the URL: saves, exchanges the refresh token, strips the parameters, tracks the sign-in', async () => {
    const href = `https://spi.example/article?id=7&token=${valid}&refreshToken=r123&channel=kakao&email=a%40b.c&investment_profile_guest_id=g1&redirect=%2Fx&type=news`;
    const { fx, store } = effects({ token: null, href, refresh: () => true });
    const state = await startSession(fx);
    expect(fx.saveToken).toHaveBeenCalledWith(valid);
    expect(fx.refresh).toHaveBeenCalledWith({ refreshToken: 'r123' });
    expect(fx.replaceHref).toHaveBeenCalledWith('/article?id=7');
    expect(store.href).toBe('https://spi.example/article?id=7');
    expect(fx.track).toHaveBeenCalledWith('login', { method: 'kakao' });
    expect(state).toMatchObject({ status: 'authenticated', userId: 'user-1' });
  });

  it('4. keeps an object-like type parameter', async () => {
    const type = encodeURIComponent('{"a":1}');
    const { fx } = effects({ token: null, href: `https://spi.example/?token=${valid}&refreshToken=r&type=${type}`, refresh: () => true });
    await startSession(fx);
    expect(fx.replaceHref).toHaveBeenCalledWith(`/?type=${encodeURIComponent('{"a":1}').replace(/%20/g, '+')}`);
  });

  it('4. no token login on /sign-up', async () => {
    const { fx } = effects({ token: null, href: `https://spi.example/sign-up?token=${valid}&refreshToken=r` });
    expect(await startSession(fx)).toEqual(GUEST_SESSION);
    expect(fx.saveToken).not.toHaveBeenCalled();
    expect(fx.replaceHref).not.toHaveBeenCalled();
    expect(fx.track).not.toHaveBeenCalled();
  });
});
