import { describe, expect, it } from 'vitest';
import { cookieName, logicalCookies } from '@spi/core';
import {
  contentSecurityPolicy, DEFAULT_SECURITY_OPTIONS, isHttpsRequest, originOf, securityHeaders, securityOptionsFromEnv,
  STATIC_SECURITY_HEADERS, type SecurityHeaderOptions,
} from './security-headers';
import { serverSecureCookies } from './cookie-names';

const directives = (csp: string) => new Map(csp.split('; ').map((part) => {
  const [name, ...sources] = part.split(' ');
  return [name!, sources] as const;
}));

const options = (extra: Partial<SecurityHeaderOptions> = {}): SecurityHeaderOptions => ({ ...DEFAULT_SECURITY_OPTIONS, ...extra });

describe('contentSecurityPolicy', () => {
  it('locks everything but what the pages need when nothing is configured', () => {
    const d = directives(contentSecurityPolicy(options()));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('frame-src')).toEqual(["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']);
    expect(d.has('upgrade-insecure-requests')).toBe(false);
    // No hash or nonce: either would make browsers ignore 'unsafe-inline' and block Next's flight scripts.
    expect(contentSecurityPolicy(options())).not.toMatch(/'(sha256-|nonce-|strict-dynamic)/);
    expect(contentSecurityPolicy(options())).not.toContain('unsafe-eval');
  });

  it('allows eval only under next dev and upgrades requests only on https', () => {
    expect(directives(contentSecurityPolicy(options({ development: true }))).get('script-src')).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(options({ https: true }))).toMatch(/; upgrade-insecure-requests$/);
  });

  it('adds each third party only when it is configured', () => {
    const none = contentSecurityPolicy(options());
    for (const host of ['googletagmanager', 'clarity', 'kakaocdn', 'tosspayments', 'daumcdn', 'sentry']) expect(none).not.toContain(host);

    const d = directives(contentSecurityPolicy(options({
      ga4: true, clarity: true, kakaoSdk: true, toss: true, daumPostcode: true,
      sentryDsn: 'https://key@o123.ingest.sentry.io/456',
      remoteBaseUrl: 'https://widgets.example.com/remote/v1/',
      mediaOrigins: ['https://media.example.com'],
    })));
    expect(d.get('script-src')).toEqual(expect.arrayContaining([
      'https://www.googletagmanager.com', 'https://www.clarity.ms', 'https://t1.kakaocdn.net', 'https://js.tosspayments.com',
      'https://t1.daumcdn.net', 'https://widgets.example.com',
    ]));
    expect(d.get('connect-src')).toEqual(expect.arrayContaining(['https://o123.ingest.sentry.io', 'https://*.google-analytics.com', 'https://*.tosspayments.com', 'https://widgets.example.com']));
    expect(d.get('frame-src')).toEqual(expect.arrayContaining(['https://*.tosspayments.com', 'https://postcode.map.daum.net']));
    expect(d.get('media-src')).toContain('https://media.example.com');
    expect(d.get('img-src')).toContain('https://media.example.com');
  });

  it('never lets a malformed setting widen the policy', () => {
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf("https://a.example.com/x'; script-src *")).toBe('https://a.example.com');
    const csp = contentSecurityPolicy(options({ remoteBaseUrl: '*', sentryDsn: 'data:text/html,x' }));
    expect(directives(csp).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends the CSP and the headers the API sends; HSTS only on https', () => {
    const plain = new Map(securityHeaders(options()));
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('x-frame-options')).toBe('DENY');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('permissions-policy')).toContain('camera=()');
    expect(plain.get('cross-origin-opener-policy')).toBeDefined();
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(new Map(securityHeaders(options({ https: true }))).get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(STATIC_SECURITY_HEADERS.map(([name]) => name)).not.toContain('content-security-policy');
  });
});

describe('settings from the environment', () => {
  it('reads the third parties the product loads by configuration', () => {
    expect(securityOptionsFromEnv({})).toMatchObject({ ga4: false, clarity: false, kakaoSdk: false, toss: false, daumPostcode: false, sentryDsn: null, remoteBaseUrl: null, mediaOrigins: [] });
    expect(securityOptionsFromEnv({
      SPI_GA4_ID: 'G-1', SPI_CLARITY_ID: 'c', SPI_KAKAO_JS_KEY: 'k', PAYMENT_GATEWAY: 'toss', ADDRESS_SEARCH: 'daum',
      SPI_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1', SPI_REMOTE_BASE_URL: 'https://r.example.com/', SPI_MEDIA_ORIGINS: 'https://m.example.com/x, bad',
      NODE_ENV: 'development',
    })).toEqual({
      development: true, mediaOrigins: ['https://m.example.com'], sentryDsn: 'https://k@o1.ingest.sentry.io/1', ga4: true, clarity: true,
      kakaoSdk: true, toss: true, daumPostcode: true, remoteBaseUrl: 'https://r.example.com/',
    });
  });

  it('decides https by SECURE_COOKIES, else the forwarded scheme, else the URL', () => {
    expect(isHttpsRequest(true, null, 'http://127.0.0.1:3000/')).toBe(true);
    expect(isHttpsRequest(false, 'https', 'https://x/')).toBe(false);
    expect(isHttpsRequest(null, 'https, http', 'http://127.0.0.1:3000/')).toBe(true);
    expect(isHttpsRequest(null, null, 'http://localhost:3000/')).toBe(false);
  });

  it('uses Secure (__Host-) cookie names by SECURE_COOKIES, else by the public address', () => {
    expect(serverSecureCookies({})).toBe(false);
    expect(serverSecureCookies({ SPI_SITE_URL: 'https://www.example.com' })).toBe(true);
    expect(serverSecureCookies({ SPI_SITE_URL: 'https://www.example.com', SECURE_COOKIES: 'false' })).toBe(false);
    expect(serverSecureCookies({ SECURE_COOKIES: 'on' })).toBe(true);
  });
});

describe('cookie names (core)', () => {
  it('prefixes the session, CSRF, sign-up and dev-gate cookies only when Secure', () => {
    expect(cookieName('spi-accessToken', true)).toBe('__Host-spi-accessToken');
    expect(cookieName('spi-refreshToken', true)).toBe('__Host-spi-refreshToken');
    expect(cookieName('spi-csrf', true)).toBe('__Host-spi-csrf');
    expect(cookieName('spi-signup', true)).toBe('__Host-spi-signup');
    expect(cookieName('spi-dev-gate', true)).toBe('__Host-spi-dev-gate');
    expect(cookieName('spi-accessToken', false)).toBe('spi-accessToken');
    // Narrower paths cannot carry the prefix.
    expect(cookieName('spi-oauth', true)).toBe('spi-oauth');
    expect(cookieName('spi-sophi-guest', true)).toBe('spi-sophi-guest');
  });

  it('shows servers plain names, and with Secure cookies only the prefixed variants count', () => {
    const sent = [
      { name: 'spi-accessToken', value: 'tossed' },
      { name: '__Host-spi-accessToken', value: 'real' },
      { name: 'theme', value: 'dark' },
      { name: '__Host-other', value: 'x' },
    ];
    expect(logicalCookies(sent, true)).toEqual([{ name: 'spi-accessToken', value: 'real' }, { name: 'theme', value: 'dark' }]);
    expect(logicalCookies(sent, false)).toEqual([{ name: 'spi-accessToken', value: 'tossed' }, { name: 'theme', value: 'dark' }]);
  });
});
