import { AppError, can, checkoutParamsSchema, checkoutRequestSchema, checkoutResponseSchema, confirmCheckoutRequestSchema, confirmCheckoutResponseSchema, errorEnvelopeSchema } from '@spi/core';
import { z } from 'zod';
import { billingDeps } from '../../../../commands/billing/billing-deps';
import { confirmCheckout } from '../../../../commands/billing/confirm-checkout';
import { startCheckout } from '../../../../commands/billing/start-checkout';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
/** Accepted and ignored: the checkout id already makes confirming idempotent (a repeat gets the first answer). */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(300).optional() }).passthrough();
const paymentErrors = { ...errorResponses(400, 401, 403, 404, 409, 502), 402: errorEnvelopeSchema, 410: errorEnvelopeSchema };

/**
 * /api/sejong/v1/users/me/checkouts: card registration for a subscription (or a card change), then
 * its confirmation: billing key, first charge, membership active.
 */
export default resource('/users/me/checkouts', async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['membership'],
        summary: '카드 등록(결제) 시작',
        description: 'SUBSCRIBE: 멤버십 구독을 위한 카드 등록을 시작합니다. CHANGE_CARD: 결제 카드를 바꿉니다. 결제는 confirm에서 이루어집니다.',
        security,
        headers: idempotencyHeaders,
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...paymentErrors },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const decision = can(viewer.principal, 'membership.subscribe');
      if (!decision.allowed) throw new AppError(decision.code, decision.message);
      return startCheckout(billingDeps(app), viewer.userId, request.body);
    },
  );

  app.post(
    '/:checkoutId/confirm',
    {
      schema: {
        tags: ['membership'],
        summary: '카드 등록 확인 및 첫 결제',
        description:
          '카드 등록 창이 successUrl로 돌려준 authKey와 customerKey로 빌링키를 발급하고, 구독이면 첫 결제를 한 뒤 멤버십을 시작합니다. 같은 checkoutId로 여러 번 호출해도 결제는 한 번이며 같은 응답을 돌려줍니다.',
        security,
        headers: idempotencyHeaders,
        params: checkoutParamsSchema,
        body: confirmCheckoutRequestSchema,
        response: { 200: confirmCheckoutResponseSchema, ...paymentErrors },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      return confirmCheckout(billingDeps(app), viewer.userId, request.params.checkoutId, request.body);
    },
  );
});
