import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER, SESSION, readTokenClaims } from '@spi/core';
// Not the whole catalogue: only the messages a response without an envelope can be read as (every page ships this file).
import { HTTP_ERRORS, isErrorEnvelope } from '@spi/core/http-errors';
import type { ErrorCode } from '@spi/core/errors';
import { captureError } from './observability/capture';
import { browserCookieName } from './cookie-names';
import { redactForLog } from './observability/redact';

/**
 * The one fetch wrapper every feature uses (spec sections 7 and 8): JSON in and out (or a FormData body,
 * sent as multipart), credentials included, `Authorization: Bearer <spi-accessToken>`, the CSRF header on
 * unsafe methods, responses parsed by the zod schemas of @spi/core, failures thrown as ApiError after the
 * global handlers ran. A 401 triggers exactly one refresh (concurrent 401s share it) and one retry.
 * `sessionHeaders` and `withSessionRetries` are those rules on their own, for the XHR sender of uploads
 * with progress (lib/multipart.ts).
 */

/** Anything with zod's `parse` (a zod schema from @spi/core). */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

/**
 * A schema loaded when the first response arrives: `() => import('@spi/core/contracts/users').then((m) =>
 * m.userInfoSchema)`. Code in the shared layout uses this form so zod (about 38 kB gzip) stays out of the
 * first load of every page and is fetched only by pages that call such endpoints.
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

/** The two bodies this module reads itself, checked by hand so the client core needs no zod. */
function csrfTokenOf(body: unknown): string {
  const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
  if (typeof token !== 'string') throw new ApiError(200, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  return token;
}

function accessTokenOf(body: unknown): string | null {
  const token = (body as { accessToken?: unknown } | null)?.accessToken;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
export const INVALID_RESPONSE_MESSAGE = '서버 응답을 읽지 못했습니다. 잠시 후 다시 시도해 주세요.';

// ---------------------------------------------------------------------------------------------
// Cookies (the access token and the CSRF token are readable on purpose; the refresh token is HttpOnly)
// ---------------------------------------------------------------------------------------------

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

export function readAccessToken(): string | null {
  return readCookie(browserCookieName(ACCESS_TOKEN_COOKIE)) || null;
}

/** Saves the access token in its cookie for the default cookie lifetime (7 days). */
export function saveAccessToken(token: string): void {
  writeCookie(browserCookieName(ACCESS_TOKEN_COOKIE), token, SESSION.defaultCookieDays * 24 * 60 * 60);
}

/**
 * Removes the tokens the browser can reach. The refresh token is HttpOnly: the API clears it itself
 * whenever it answers a refresh or sign-out with 401/204.
 */
export function clearTokens(): void {
  writeCookie(browserCookieName(ACCESS_TOKEN_COOKIE), '', 0);
}

// ---------------------------------------------------------------------------------------------
// Configuration and auth events
// ---------------------------------------------------------------------------------------------

interface ClientConfig {
  baseUrl: string;
  fetch: typeof fetch;
}

const config: ClientConfig = { baseUrl: '', fetch: (...args) => globalThis.fetch(...args) };

/** Overrides the base URL or fetch (tests). */
export function configureApiClient(overrides: Partial<ClientConfig>): void {
  Object.assign(config, overrides);
}

export type AuthEvent =
  | { type: 'token-refreshed'; token: string }
  | { type: 'signed-out'; reason: 'refresh-failed' | 'sign-out' | 'leave' };

const authListeners = new Set<(event: AuthEvent) => void>();

/** The session listens here: a refresh updates it, a failed refresh makes it a guest. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of [...authListeners]) listener(event);
}

// ---------------------------------------------------------------------------------------------
// Global error handling (spec section 8): a specific handler first, then a status default, then a fallback
// ---------------------------------------------------------------------------------------------

export type ApiErrorHandler = (error: ApiError) => void;

export interface ApiErrorHandlers {
  /** Handlers for an error code (`error.code` of the envelope). */
  byCode?: Partial<Record<string, ApiErrorHandler>>;
  /** Defaults per HTTP status. */
  byStatus?: Partial<Record<number, ApiErrorHandler>>;
  /** Runs when nothing more specific matched. */
  fallback?: ApiErrorHandler;
}

const quiet: ApiErrorHandler = () => {};

/** 400, 403, 404 and 500 defaults do nothing visible (spec section 8); callers show their own messages. */
export const DEFAULT_ERROR_HANDLERS: ApiErrorHandlers = {
  byStatus: { 400: quiet, 403: quiet, 404: quiet, 500: quiet },
  fallback: quiet,
};

let globalHandlers: ApiErrorHandlers = DEFAULT_ERROR_HANDLERS;

/** Replaces the app-wide handlers (merged over the defaults). */
export function setGlobalErrorHandlers(handlers: ApiErrorHandlers): void {
  globalHandlers = {
    byCode: { ...DEFAULT_ERROR_HANDLERS.byCode, ...handlers.byCode },
    byStatus: { ...DEFAULT_ERROR_HANDLERS.byStatus, ...handlers.byStatus },
    fallback: handlers.fallback ?? DEFAULT_ERROR_HANDLERS.fallback,
  };
}

/** Picks the handler for an error: call-site code, global code, call-site status, global status, fallbacks. */
export function resolveErrorHandler(error: ApiError, local: ApiErrorHandlers = {}, global: ApiErrorHandlers = globalHandlers): ApiErrorHandler {
  return (
    local.byCode?.[error.code]
    ?? global.byCode?.[error.code]
    ?? local.byStatus?.[error.status]
    ?? global.byStatus?.[error.status]
    ?? local.fallback
    ?? global.fallback
    ?? quiet
  );
}

/** Logs never carry payment fields or credentials (lib/observability/redact.ts). */
export { redactForLog };

/** Status 500 and above is reported to the error-reporting service (a no-op unless Sentry is configured). */
function reportServerFailure(error: ApiError, method: string, path: string): void {
  if (error.status < 500) return;
  captureError(error, { method, path: path.split('?')[0], status: error.status, code: error.code });
}

// ---------------------------------------------------------------------------------------------
// CSRF token (double submit: the spi-csrf cookie, copied into x-csrf-token)
// ---------------------------------------------------------------------------------------------

let csrfMemory: string | null = null;
let csrfInflight: Promise<string> | null = null;

/** The CSRF token for the double-submit header (cookie first, else fetched once); for non-JSON senders too. */
export async function csrfToken(): Promise<string> {
  const fromCookie = readCookie(browserCookieName(CSRF_COOKIE));
  if (fromCookie) return fromCookie;
  if (csrfMemory) return csrfMemory;
  csrfInflight ??= (async () => {
    try {
      const response = await config.fetch(`${config.baseUrl}/api/auth/csrf`, { credentials: 'include', headers: { accept: 'application/json' } });
      if (!response.ok) throw await toApiError(response);
      csrfMemory = csrfTokenOf(await response.json());
      return csrfMemory;
    } finally {
      csrfInflight = null;
    }
  })();
  return csrfInflight;
}

/** Drops a CSRF token the API refused (CSRF_TOKEN_INVALID), so the next csrfToken() fetches a fresh one. */
export function forgetCsrfToken(): void {
  csrfMemory = null;
  if (readCookie(browserCookieName(CSRF_COOKIE))) writeCookie(browserCookieName(CSRF_COOKIE), '', 0);
}

// ---------------------------------------------------------------------------------------------
// Refresh (single flight)
// ---------------------------------------------------------------------------------------------

let refreshInflight: Promise<boolean> | null = null;
let lastRefreshAt: number | null = null;

/** When the last successful refresh finished (ms), for the background-refresh throttle. */
export function lastRefreshTime(): number | null {
  return lastRefreshAt;
}

export interface RefreshOptions {
  /** A refresh token from a URL login: sent in the body so the API sets the HttpOnly cookie. */
  refreshToken?: string;
}

/**
 * POST /api/auth/refresh once; concurrent callers share the same promise. Success saves the new access
 * token and resolves true. A rejected refresh (400/401) clears the tokens and signs the session out;
 * network errors, 429 and 5xx resolve false and leave the tokens alone.
 */
export function refreshSession(options: RefreshOptions = {}): Promise<boolean> {
  refreshInflight ??= (async () => {
    try {
      const claims = readTokenClaims(readAccessToken());
      const body = {
        ...(claims ? { userId: claims.sub, iat: claims.iat } : {}),
        ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}),
      };
      let response: Response;
      try {
        response = await config.fetch(`${config.baseUrl}/api/auth/refresh`, {
          method: 'POST',
          credentials: 'include',
          headers: { accept: 'application/json', 'content-type': 'application/json', [CSRF_HEADER]: await csrfToken() },
          body: JSON.stringify(body),
        });
      } catch {
        return false;
      }
      if (!response.ok) {
        if (response.status === 400 || response.status === 401) {
          clearTokens();
          emitAuthEvent({ type: 'signed-out', reason: 'refresh-failed' });
        }
        return false;
      }
      const accessToken = accessTokenOf(await response.json().catch(() => null));
      if (!accessToken) return false;
      saveAccessToken(accessToken);
      lastRefreshAt = Date.now();
      emitAuthEvent({ type: 'token-refreshed', token: accessToken });
      return true;
    } finally {
      refreshInflight = null;
    }
  })();
  return refreshInflight;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const SAFE_METHODS = new Set<HttpMethod>(['GET']);

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Serialised as JSON; a FormData is sent as it is (multipart, the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Parses (and types) the response body; a function loads the schema on first use. */
  schema?: ResponseSchema<T> | LazyResponseSchema<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Call-site error handlers, tried before the global ones. */
  onError?: ApiErrorHandlers;
  /** Send the Bearer token (default true). */
  auth?: boolean;
  /**
   * 'blob' returns the body as a Blob (file downloads); 'file' a DownloadedFile (the Blob and the name of
   * Content-Disposition, see apiDownload). Errors are still read as the JSON envelope.
   */
  responseType?: 'json' | 'blob' | 'file';
  /** Throw errors without running any handler, global ones included (the caller shows every failure itself). */
  silent?: boolean;
  /**
   * The browser HTTP cache mode. Public responses allow stale-while-revalidate, so a screen that must see
   * its own write at once (the CMS reading a public list it just changed) asks for 'no-cache'.
   */
  cache?: RequestCache;
  /**
   * The codes of answers that arrive without the API's envelope, by status: a proxy's bare 413 or 415 in front of
   * an upload is 'EVENT_FILE_TOO_LARGE' there, not a generic 'BAD_REQUEST'. Their Korean messages come from the
   * error catalogue, loaded only when such an answer arrives.
   */
  bareStatusCodes?: Partial<Record<number, ErrorCode>>;
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/**
 * The session headers of every call: the Bearer token (unless `auth` is false) and, on unsafe methods,
 * the CSRF double-submit header. Returns the token sent, for the 401 rule.
 */
export async function sessionHeaders(method: HttpMethod, auth = true): Promise<{ headers: Record<string, string>; token: string | null }> {
  const headers: Record<string, string> = {};
  const token = auth ? readAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (!SAFE_METHODS.has(method)) headers[CSRF_HEADER] = await csrfToken();
  return { headers, token };
}

/** One try of a call, as withSessionRetries sees it: the status, the access token it carried, the error code of its body. */
export interface SessionAttempt {
  status: number;
  token: string | null;
  /** The envelope's `error.code` (read lazily, only for a 403). */
  errorCode: () => Promise<string | null>;
}

/**
 * The retry rules of every call: a 403 CSRF_TOKEN_INVALID on an unsafe method drops the token and tries
 * once more with a fresh one; a 401 of a call that carried a token refreshes once (shared with concurrent
 * callers; skipped when another call already replaced the token) and tries once more. `send` builds its
 * headers anew each time (sessionHeaders), so a retry carries the new token.
 */
export async function withSessionRetries<A extends SessionAttempt>(method: HttpMethod, send: () => Promise<A>): Promise<A> {
  let attempt = await send();
  if (attempt.status === 403 && !SAFE_METHODS.has(method) && (await attempt.errorCode()) === 'CSRF_TOKEN_INVALID') {
    forgetCsrfToken();
    attempt = await send();
  }
  if (attempt.status === 401 && attempt.token) {
    const current = readAccessToken();
    const alreadyRefreshed = current !== null && current !== attempt.token;
    if (alreadyRefreshed || (await refreshSession())) attempt = await send();
  }
  return attempt;
}

async function toApiError(response: Response, bareStatusCodes?: ApiRequestOptions<unknown>['bareStatusCodes']): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  const named = bareStatusCodes?.[response.status];
  if (named) {
    const { ERROR_CATALOGUE } = await import('@spi/core/errors');
    return new ApiError(response.status, named, ERROR_CATALOGUE[named].message);
  }
  const code = genericStatusCode(response.status);
  return new ApiError(response.status, code, HTTP_ERRORS[code].message);
}

/** The generic code of an error status answered without the API's envelope (a proxy's page, a bare status). */
export function genericStatusCode(status: number): keyof typeof HTTP_ERRORS {
  return status === 401 ? 'UNAUTHENTICATED'
    : status === 403 ? 'FORBIDDEN'
    : status === 404 ? 'NOT_FOUND'
    : status === 429 ? 'RATE_LIMITED'
    : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const form = isFormData(options.body) ? options.body : null;

  const send = async (): Promise<SessionAttempt & { response: Response }> => {
    const session = await sessionHeaders(method, options.auth !== false);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    Object.assign(headers, session.headers);
    const { token } = session;
    const response = await config.fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
    return { response, status: response.status, token, errorCode: async () => (await toApiError(response.clone())).code };
  };

  const fail = (error: ApiError): never => {
    const logged = options.body === undefined ? '' : form ? '[form data]' : redactForLog(options.body);
    console.warn(`[api] ${method} ${path} -> ${error.status} ${error.code}`, logged);
    reportServerFailure(error, method, path);
    if (!options.silent) resolveErrorHandler(error, options.onError)(error);
    throw error;
  };

  let attempt: { response: Response };
  try {
    attempt = await withSessionRetries(method, send);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    if (error instanceof ApiError) return fail(error);
    return fail(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
  }

  const { response } = attempt;
  if (!response.ok) return fail(await toApiError(response, options.bareStatusCodes));
  if (response.status === 204) return undefined as T;
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'file') {
    const file: DownloadedFile = { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
    return file as T;
  }
  const text = await response.text();
  if (!text) return undefined as T;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE));
  }
  if (!options.schema) return json as T;
  try {
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    return schema.parse(json);
  } catch (error) {
    console.error(`[api] ${method} ${path}: the response does not match its schema`, error);
    return fail(new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE));
  }
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

// ---------------------------------------------------------------------------------------------
// File downloads
// ---------------------------------------------------------------------------------------------

/** A downloaded file: the bytes and the server's file name (null when Content-Disposition has none). */
export interface DownloadedFile { blob: Blob; fileName: string | null }

/** The file name of a Content-Disposition header (RFC 6266/5987: filename* first, then filename), or null. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/**
 * A request answered with a file (GET by default, or e.g. a POST with a JSON body): sent like every other
 * call (token, CSRF header with one fresh-token retry, one refresh on 401), answered as the Blob and the
 * Content-Disposition file name. Save it with saveBlob (lib/save-blob).
 */
export function apiDownload(path: string, options: Omit<ApiRequestOptions<DownloadedFile>, 'responseType' | 'schema'> = {}): Promise<DownloadedFile> {
  return apiRequest<DownloadedFile>(path, { ...options, responseType: 'file' });
}

export const api = {
  get: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Resets module state between tests. */
export function resetApiClientForTests(): void {
  refreshInflight = null;
  lastRefreshAt = null;
  csrfMemory = null;
  csrfInflight = null;
  authListeners.clear();
  globalHandlers = DEFAULT_ERROR_HANDLERS;
  config.baseUrl = '';
  config.fetch = (...args) => globalThis.fetch(...args);
}
