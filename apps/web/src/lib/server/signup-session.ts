import 'server-only';
import { cookies } from 'next/headers';
import { SIGNUP_COOKIE, cookieName, signupSessionResponseSchema, type PROVIDERS } from '@spi/core';
import { serverSecureCookies } from '@/lib/cookie-names';
import { internalApiOrigin } from './api-origin';

export interface PendingSignup {
  userId: string;
  email: string;
  provider: (typeof PROVIDERS)[number];
  suggestedNickname: string;
}

/**
 * The pending sign-up of this browser (GET /api/auth/signup-session with the HttpOnly spi-signup
 * cookie), or null when there is none, it expired, or it was already confirmed.
 */
export async function getPendingSignup(): Promise<{ pending: PendingSignup | null; hadCookie: boolean }> {
  const store = await cookies();
  const cookie = store.get(SIGNUP_COOKIE)?.value;
  if (!cookie) return { pending: null, hadCookie: false };
  const response = await fetch(`${internalApiOrigin()}/api/auth/signup-session`, {
    headers: { accept: 'application/json', cookie: `${cookieName(SIGNUP_COOKIE, serverSecureCookies(process.env))}=${cookie}` },
    cache: 'no-store',
  });
  if (response.status === 401 || response.status === 409) return { pending: null, hadCookie: true };
  if (!response.ok) throw new Error(`signup-session answered ${response.status}`);
  return { pending: signupSessionResponseSchema.parse(await response.json()), hadCookie: true };
}
