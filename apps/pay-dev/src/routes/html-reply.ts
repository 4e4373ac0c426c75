import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { contentSecurityPolicy, renderErrorPage } from '../html';

export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of a URL, for form-action (Chrome checks the redirect after a form post against it). */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function sendHtml(reply: FastifyReply, status: number, html: string, nonce: string, formTargets: string[] = []): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, formTargets))
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'same-origin')
    .send(html);
}

export function sendErrorPage(reply: FastifyReply, status: number, page: { heading: string; message: string; code?: string }): FastifyReply {
  const nonce = cspNonce();
  return sendHtml(reply, status, renderErrorPage({ ...page, cspNonce: nonce }), nonce);
}
