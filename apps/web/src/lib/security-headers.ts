/**
 * Security headers of the web pages (ADR 023). Pure: the options come from the environment at start
 * (`securityOptionsFromEnv`, read once per process by proxy.ts) and from the request (https or not), so
 * a cached page's HTML never changes with them and stays static (ADR 014).
 *
 * Why `script-src 'unsafe-inline'`: the App Router streams its data as inline `self.__next_f.push(...)`
 * scripts whose text differs per page and per render. A nonce would make every page dynamic, and hashes
 * cannot be known before the page is rendered; listing even one hash would make browsers ignore
 * 'unsafe-inline' and block those scripts. Everything else is locked: no plugins, no foreign base or form
 * targets, no framing, scripts and connections only from here and from third parties that are configured.
 */

export interface SecurityHeaderOptions {
  /** The page was requested over https (or SECURE_COOKIES says so): HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** `next dev`: React needs eval for its debugging stacks. */
  development: boolean;
  /** Origins that serve media files besides this one (S3 or a CDN): SPI_MEDIA_ORIGINS. */
  mediaOrigins: readonly string[];
  /** Sentry DSN: its ingest origin may receive events. */
  sentryDsn: string | null;
  ga4: boolean;
  clarity: boolean;
  /** Kakao JavaScript SDK (the share button) when SPI_KAKAO_JS_KEY is set. */
  kakaoSdk: boolean;
  /** Toss Payments browser SDK (PAYMENT_GATEWAY=toss). */
  toss: boolean;
  /** Daum (Kakao) postcode search (ADDRESS_SEARCH=daum). */
  daumPostcode: boolean;
  /** The micro-frontend's base URL (SPI_REMOTE_BASE_URL). */
  remoteBaseUrl: string | null;
}

export const DEFAULT_SECURITY_OPTIONS: SecurityHeaderOptions = {
  https: false,
  development: false,
  mediaOrigins: [],
  sentryDsn: null,
  ga4: false,
  clarity: false,
  kakaoSdk: false,
  toss: false,
  daumPostcode: false,
  remoteBaseUrl: null,
};

/** Video players allowed in article and 시티폴리오 bodies (components/content/video-embed.ts). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** The http(s) origin of a URL, or null when it is not one (a typo in the environment must not widen the policy). */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

type Directives = Record<string, Set<string>>;

function add(directives: Directives, name: string, ...sources: Array<string | null>): void {
  const set = (directives[name] ??= new Set());
  for (const source of sources) if (source) set.add(source);
}

/** The Content-Security-Policy header value for the options. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const d: Directives = {};
  add(d, 'default-src', "'self'");
  add(d, 'script-src', "'self'", "'unsafe-inline'", options.development ? "'unsafe-eval'" : null);
  // React and our components set style attributes; CSS modules are files.
  add(d, 'style-src', "'self'", "'unsafe-inline'");
  // Article bodies may show images from any https host (the sanitizer allows https img only).
  add(d, 'img-src', "'self'", 'data:', 'blob:', 'https:');
  add(d, 'font-src', "'self'", 'data:');
  add(d, 'media-src', "'self'", 'blob:', ...options.mediaOrigins);
  // 'self' covers same-origin ws:/wss: (the Sophi websocket under /api/sophi/ws) in CSP Level 3.
  add(d, 'connect-src', "'self'");
  // blob: is the CMS's preview of a submitted student-ID PDF.
  add(d, 'frame-src', "'self'", 'blob:', ...VIDEO_FRAMES);
  add(d, 'worker-src', "'self'", 'blob:');
  add(d, 'manifest-src', "'self'");
  add(d, 'object-src', "'none'");
  add(d, 'base-uri', "'self'");
  // Sign-in leaves through links and redirects, never through a form to the provider.
  add(d, 'form-action', "'self'");
  add(d, 'frame-ancestors', "'none'");

  for (const origin of options.mediaOrigins) add(d, 'img-src', origin);
  const sentry = originOf(options.sentryDsn);
  if (sentry) add(d, 'connect-src', sentry);
  if (options.ga4) {
    add(d, 'script-src', 'https://www.googletagmanager.com');
    add(d, 'connect-src', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
  }
  if (options.clarity) {
    add(d, 'script-src', 'https://www.clarity.ms', 'https://*.clarity.ms');
    add(d, 'connect-src', 'https://*.clarity.ms', 'https://c.bing.com');
  }
  if (options.kakaoSdk) {
    add(d, 'script-src', 'https://t1.kakaocdn.net');
    add(d, 'connect-src', 'https://kapi.kakao.com');
  }
  if (options.toss) {
    add(d, 'script-src', 'https://js.tosspayments.com');
    add(d, 'connect-src', 'https://*.tosspayments.com');
    add(d, 'frame-src', 'https://*.tosspayments.com');
  }
  if (options.daumPostcode) {
    add(d, 'script-src', 'https://t1.daumcdn.net', 'https://*.daumcdn.net');
    add(d, 'frame-src', 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com');
  }
  const remote = originOf(options.remoteBaseUrl);
  if (remote) {
    add(d, 'script-src', remote);
    add(d, 'style-src', remote);
    add(d, 'connect-src', remote);
  }

  const parts = Object.entries(d).map(([name, sources]) => `${name} ${[...sources].join(' ')}`);
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * Headers every page response carries. The same set as the API's helmet configuration (apps/api/src/
 * plugins/external/helmet.ts) where it applies to HTML, plus the page CSP.
 */
export function securityHeaders(options: SecurityHeaderOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['content-security-policy', contentSecurityPolicy(options)],
    ...STATIC_SECURITY_HEADERS,
  ];
  if (options.https) headers.push(['strict-transport-security', 'max-age=15552000; includeSubDomains']);
  return headers;
}

/**
 * Headers that depend on nothing: next.config.ts sends them on every response (also files and 404s the
 * proxy does not see). Camera and microphone stay off; payment stays on for the Toss window.
 */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin-allow-popups'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), interest-cohort=()'],
  ['origin-agent-cluster', '?1'],
  ['x-dns-prefetch-control', 'off'],
];

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Explicit SECURE_COOKIES (the API's setting) when set, else null: decide by the request. */
export function secureSettingFromEnv(env: Readonly<Record<string, string | undefined>>): boolean | null {
  const value = text(env.SECURE_COOKIES)?.toLowerCase();
  if (value === undefined || value === null) return null;
  return ['true', '1', 'yes', 'on'].includes(value);
}

/** The environment part of the options (read once at start); `https` is decided per request. */
export function securityOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): Omit<SecurityHeaderOptions, 'https'> {
  return {
    development: env.NODE_ENV === 'development',
    mediaOrigins: (env.SPI_MEDIA_ORIGINS ?? '').split(',').map(originOf).filter((o): o is string => o !== null),
    sentryDsn: text(env.SPI_SENTRY_DSN),
    ga4: Boolean(text(env.SPI_GA4_ID)),
    clarity: Boolean(text(env.SPI_CLARITY_ID)),
    kakaoSdk: Boolean(text(env.SPI_KAKAO_JS_KEY)),
    toss: env.PAYMENT_GATEWAY === 'toss',
    daumPostcode: env.ADDRESS_SEARCH === 'daum',
    remoteBaseUrl: text(env.SPI_REMOTE_BASE_URL),
  };
}

/**
 * Whether a request reached us over https: SECURE_COOKIES when set (one setting for cookies and headers),
 * else the load balancer's x-forwarded-proto, else the URL's own scheme.
 */
export function isHttpsRequest(secureSetting: boolean | null, forwardedProto: string | null, url: string): boolean {
  if (secureSetting !== null) return secureSetting;
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto === 'https';
  return url.startsWith('https:');
}
