import { z } from 'zod';
import { PROVIDERS } from '../user';

export const providerParamsSchema = z.object({ provider: z.enum(PROVIDERS) });

const REDIRECT_BASE = 'https://spi.invalid';

/**
 * A same-site path to return to after sign-in, or '/'. Control characters and backslashes are refused
 * (browsers drop tabs and newlines and read '\\' as '/', which would turn '/\t/evil.example' into
 * '//evil.example'), and the path must resolve to this site.
 */
export function safeRedirectPath(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, REDIRECT_BASE);
    return url.origin === REDIRECT_BASE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** A same-site path to return to after sign-in; anything else falls back to '/'. */
export const redirectPathSchema = z.string().max(2000).optional().transform(safeRedirectPath);

/** GET /api/auth/{provider}/start?redirect=/path */
export const oauthStartQuerySchema = z.object({ redirect: redirectPathSchema });

/** GET /api/auth/{provider}/callback */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  iss: z.string().max(500).optional(),
});

/** POST /api/auth/refresh (spec section 7: userId, iat, possibly refreshToken). */
export const refreshRequestSchema = z
  .object({
    userId: z.string().max(64).optional(),
    iat: z.number().optional(),
    refreshToken: z.string().max(500).optional(),
  })
  .default({});

/** POST /api/sejong/v1/users/{userId}/tokens/refresh (iat, refreshToken; or RefreshToken header). */
export const userTokenRefreshRequestSchema = z
  .object({ iat: z.number().optional(), refreshToken: z.string().max(500).optional() })
  .default({});

/** GET /api/auth/signup-session: the pending sign-up started by a social login. */
export const signupSessionResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  provider: z.enum(PROVIDERS),
  suggestedNickname: z.string(),
});

/** POST /api/auth/dev-gate */
export const devGateRequestSchema = z.object({ key: z.string().min(1).max(200) });
export const devGateResponseSchema = z.object({ granted: z.literal(true) });
export const devGateStatusSchema = z.object({ required: z.boolean(), granted: z.boolean(), attemptsLeft: z.number().int(), blocked: z.boolean() });

export const OAUTH_BINDING_COOKIE = 'spi-oauth';

/** Korean dev-gate texts of spec section 8. */
export function devGateWrongKeyMessage(failures: number, attempts = 5): string {
  return `잘못된 키입니다. (${failures}/${attempts})`;
}

/** Attempts allowed at the dev gate before the browser (and its IP) is blocked (spec section 9). */
export const DEV_GATE_ATTEMPTS = 5;
export const DEV_GATE_BLOCKED_MESSAGE = '5번 모두 실패했습니다. 접근이 차단되었습니다.';
export const DEV_GATE_REQUIRED_MESSAGE = '접근 권한이 필요합니다.';

/** Lifetime of the spi-signup cookie (the pending sign-up after a first social login). */
export const SIGNUP_SESSION_TTL_SECONDS = 30 * 60;

/** Error codes the OAuth callback puts in `/sign-in?error=<code>` (never anything secret). */
export const OAUTH_REDIRECT_ERROR_CODES = ['OAUTH_DENIED', 'OAUTH_STATE_INVALID', 'OAUTH_PROVIDER_ERROR'] as const;
export type OAuthRedirectErrorCode = (typeof OAUTH_REDIRECT_ERROR_CODES)[number];

/** POST /api/sejong/v1/users/{id}/leave: the body shape is not specified; an optional reason is kept in the audit log. */
export const leaveRequestSchema = z
  .object({ reason: z.string().max(500).optional() })
  .optional()
  .default({});
