/**
 * Removing what must never leave the browser in logs or error reports (spec section 8): the user's
 * payment fields (at any depth, in arrays too), tokens and passwords.
 */
const REDACTED_KEY = /payment|card|billing|cvc|cvv|password|token|secret|authorization|cookie/i;

/** A copy of a value without payment fields and credentials, for logs and error reports. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[depth]';
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).filter(([key]) => !REDACTED_KEY.test(key)).map(([key, v]) => [key, redactForLog(v, depth + 1)]),
    );
  }
  return value;
}

const SECRET_PARAMS = new Set(['token', 'refreshtoken', 'accesstoken', 'code', 'state']);

/** A URL (absolute or relative) with token-like query parameters removed. */
export function stripSecretParams(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_PARAMS.has(key.toLowerCase())) params.delete(key);
  const rest = params.toString();
  return `${url.slice(0, queryAt)}${rest ? `?${rest}` : ''}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}
