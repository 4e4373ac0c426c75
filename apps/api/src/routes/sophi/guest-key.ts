import { randomBytes } from 'node:crypto';
import { SOPHI_GUEST_COOKIE, SOPHI_GUEST_KEY_PATTERN } from '@spi/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** A guest browser's key for Sophi's quota, or null (no cookie, or not one we issued the shape of). */
export function guestKeyOf(request: FastifyRequest): string | null {
  const value = request.cookies[SOPHI_GUEST_COOKIE];
  return value && SOPHI_GUEST_KEY_PATTERN.test(value) ? value : null;
}

/**
 * Gives a guest browser its key (HttpOnly, a year, path /api): guests then count per browser, capped per
 * address (SOPHI_GUEST_IP_DAILY_QUOTA). It identifies nobody and carries no rights.
 */
export function ensureGuestKey(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const existing = guestKeyOf(request);
  if (existing) return existing;
  const key = randomBytes(16).toString('base64url');
  reply.setCookie(SOPHI_GUEST_COOKIE, key, { path: '/api', sameSite: 'lax', secure: config.secureCookies, httpOnly: true, maxAge: 365 * 24 * 60 * 60 });
  return key;
}
