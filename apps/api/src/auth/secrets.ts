import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters): refresh tokens, OAuth binding values. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a refresh token, an OAuth state or a binding value is ever stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('base64url');
}

/** Compares two strings in time independent of where they differ (lengths are not secret here). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
