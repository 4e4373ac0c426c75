import { errorEnvelopeSchema } from '@spi/core';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 423 | 429 | 502;

/** `response` entries for the error statuses a route documents: each is the standard envelope. */
export function errorResponses(...statuses: ErrorStatus[]): Record<ErrorStatus, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<ErrorStatus, typeof errorEnvelopeSchema>;
}

/** Per-IP limit of the sign-in, refresh, sign-up, find-email and dev-gate routes (10 per minute by default). */
export function authRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
