import { z } from 'zod';
import { PROVIDERS } from '../user';

export const providerParamsSchema = z.object({ provider: z.enum(PROVIDERS) });

/** A same-site path to return to after sign-in; anything else falls back to '/'. */
export const redirectPathSchema = z
  .string()
  .max(2000)
  .optional()
  .transform((value) => (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/'));

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

export const DEV_GATE_COOKIE = 'spi-dev-gate';
export const SIGNUP_COOKIE = 'spi-signup';
export const OAUTH_BINDING_COOKIE = 'spi-oauth';

/** Korean dev-gate texts of spec section 8. */
export function devGateWrongKeyMessage(failures: number, attempts = 5): string {
  return `잘못된 키입니다. (${failures}/${attempts})`;
}
