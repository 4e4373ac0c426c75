import { describe, expect, it } from 'vitest';
import { SESSION, extractUrlLogin, isTokenValid, readTokenClaims, shouldRefreshInBackground } from './session';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`;

describe('session constants', () => {
  it('match the spec', () => {
    expect(SESSION).toMatchObject({ accessTokenTtlSeconds: 900, refreshMarginSeconds: 300, refreshThrottleSeconds: 60, defaultCookieDays: 7, queryStaleTimeMs: 120000 });
    expect(SESSION.refreshTokenAbsoluteTtlSeconds).toBe(30 * 86400);
  });
});

describe('token validity', () => {
  it('is valid while exp is in the future', () => {
    const now = 1_700_000_000_000;
    expect(isTokenValid({ exp: now / 1000 + 1 }, now)).toBe(true);
    expect(isTokenValid({ exp: now / 1000 }, now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
  it('reads claims and rejects malformed tokens', () => {
    expect(readTokenClaims(jwt({ sub: 'u1', iat: 1, exp: 2 }))).toEqual({ sub: 'u1', iat: 1, exp: 2 });
    expect(readTokenClaims(jwt({ sub: '한글', iat: 1, exp: 2 }))?.sub).toBe('한글');
    expect(readTokenClaims('abc')).toBeNull();
    expect(readTokenClaims('a.b.c')).toBeNull();
    expect(readTokenClaims(jwt({ sub: 'u1' }))).toBeNull();
    expect(readTokenClaims(undefined)).toBeNull();
  });
  it('refreshes in the background within 300 s of expiry, at most once per 60 s', () => {
    const now = 1_700_000_000_000;
    const claims = (left: number) => ({ sub: 'u', iat: 0, exp: now / 1000 + left });
    expect(shouldRefreshInBackground(claims(301), null, now)).toBe(false);
    expect(shouldRefreshInBackground(claims(300), null, now)).toBe(true);
    expect(shouldRefreshInBackground(claims(100), now - 59_999, now)).toBe(false);
    expect(shouldRefreshInBackground(claims(100), now - 60_000, now)).toBe(true);
    expect(shouldRefreshInBackground(null, null, now)).toBe(false);
  });
});

describe('token login from the URL', () => {
  it('takes the tokens and strips the login parameters', () => {
    const r = extractUrlLogin('http://localhost:3000/article?id=7&token=a.b.c&refreshToken=r1&channel=kakao&email=x%40y.z&investment_profile_guest_id=9&redirect=%2Ffund&type=signin#top');
    expect(r.tokens).toEqual({ token: 'a.b.c', refreshToken: 'r1', channel: 'kakao' });
    expect(r.cleanedHref).toBe('/article?id=7#top');
  });
  it('keeps an object-valued type parameter', () => {
    const r = extractUrlLogin('http://localhost:3000/?token=t&refreshToken=r&type=%7B%22a%22%3A1%7D');
    expect(r.cleanedHref).toBe('/?type=%7B%22a%22%3A1%7D');
    expect(r.tokens?.channel).toBeNull();
  });
  it('is skipped on /sign-up and without both tokens', () => {
    expect(extractUrlLogin('http://localhost:3000/sign-up?token=t&refreshToken=r')).toEqual({ tokens: null, cleanedHref: null });
    expect(extractUrlLogin('http://localhost:3000/?token=t')).toEqual({ tokens: null, cleanedHref: null });
  });
});
