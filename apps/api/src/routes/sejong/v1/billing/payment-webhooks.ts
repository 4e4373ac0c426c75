import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GatewayError } from '../../../../adapters/payment-gateway';
import { applyPaymentEvent } from '../../../../commands/billing/apply-payment-event';
import { billingDeps } from '../../../../commands/billing/billing-deps';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

/** How far webhook-timestamp may be from now (Standard Webhooks' recommendation). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * Standard Webhooks: `webhook-signature` holds `v1,<base64 HMAC-SHA256("{id}.{timestamp}.{body}")>`
 * entries (space separated) keyed by the `whsec_<base64>` secret; the timestamp must be within 5 minutes.
 */
export function verifyStandardWebhook(secret: string, rawBody: string, headers: { id?: string; timestamp?: string; signature?: string }, nowSeconds: number): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`, 'utf8').digest();
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const eventSchema = z.object({ eventType: z.string().min(1).max(100), data: z.record(z.string(), z.unknown()) });

/**
 * POST /api/sejong/v1/payments/webhook: the gateway's webhooks. No user: the request is authenticated
 * by its Standard Webhooks signature (apps/pay-dev, and any provider that signs), checked over the raw
 * bytes received — so this resource parses JSON bodies as text itself (scoped to this resource only).
 * The real Toss Payments API does not sign its webhooks: with PAYMENT_GATEWAY=toss and no
 * TOSS_WEBHOOK_SECRET, an unsigned body is accepted but never trusted — every PAYMENT_STATUS_CHANGED is
 * confirmed by fetching the payment from the gateway with the secret key, so a forged body can at most
 * cause a lookup. Deliveries are deduplicated by webhook-id (or, unsigned, by the body's hash).
 */
export default resource('/payments', async (app) => {
  app.addContentTypeParser(['application/json', 'application/webhook+json'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      // A server-to-server call from the payment gateway: no cookie, no CSRF pair; the signature is the check.
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: '결제사 웹훅 (Standard Webhooks 서명)',
        response: { 200: z.object({ ok: z.literal(true), result: z.enum(['duplicate', 'applied', 'ignored']) }), ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const secret = app.config.payments.webhookSecret;
      let webhookId: string;
      if (secret) {
        const id = header(request, 'webhook-id');
        const ok = verifyStandardWebhook(secret, raw, { id, timestamp: header(request, 'webhook-timestamp'), signature: header(request, 'webhook-signature') }, Math.floor(app.clock() / 1000));
        if (!ok || !id) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        webhookId = id.slice(0, 200);
      } else {
        webhookId = `sha256:${createHash('sha256').update(raw, 'utf8').digest('base64url')}`;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw new AppError('VALIDATION_FAILED', '웹훅 본문의 형식이 올바르지 않습니다.');
      let result: Awaited<ReturnType<typeof applyPaymentEvent>>;
      try {
        result = await applyPaymentEvent(billingDeps(app), webhookId, event.data);
      } catch (error) {
        // The gateway could not be asked: 502, and the gateway delivers the webhook again later.
        if (error instanceof GatewayError) throw new AppError('PAYMENT_GATEWAY_ERROR');
        throw error;
      }
      request.log.info({ webhookId, eventType: event.data.eventType, result }, 'payment webhook');
      return { ok: true as const, result };
    },
  );
});
