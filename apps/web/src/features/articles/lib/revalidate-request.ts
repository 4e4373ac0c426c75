import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The API's revalidation call (POST /internal/revalidate, header x-revalidate-secret, body { tags }),
 * checked without Next so it is tested directly.
 */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const MAX_TAGS = 64;
const TAG = /^[A-Za-z0-9:_-]{1,256}$/;

/** Constant-time comparison (both sides hashed first, so their lengths never leak either). */
export function secretMatches(given: string | null, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== null;
}

/** The tags of a request body, or null when the body is not `{ tags: string[] }` with sane tags. */
export function parseRevalidateBody(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { tags?: unknown }).tags)) return null;
  const tags = (body as { tags: unknown[] }).tags;
  if (tags.length === 0 || tags.length > MAX_TAGS) return null;
  if (!tags.every((t): t is string => typeof t === 'string' && TAG.test(t))) return null;
  return [...new Set(tags)];
}
