import {
  AppError,
  cancelCorporateOrderRequestSchema,
  corporateOrderParamsSchema,
  corporateOrderRequestSchema,
  corporateOrderResponseSchema,
  corporateOrderResultSchema,
  CORPORATION_MANAGER,
  corporationParamsSchema,
  depositRequestSchema,
  type PageAccess,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { billingDeps } from '../../../../commands/billing/billing-deps';
import { cancelCorporateOrderByManager, placeCorporateOrder, requestDepositConfirmation, type CorporateOrderContext } from '../../../../commands/billing/corporate-orders';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['corporations', 'membership'];
/** Page-access rule 3 (spec section 5): only a corporation manager. */
const MANAGER_ACCESS: PageAccess = { role: [CORPORATION_MANAGER] };

/**
 * /api/sejong/v1/corporations/{id}/orders: a corporation manager buys seats (card or bank deposit),
 * asks for the deposit to be confirmed, or cancels a waiting order. Only the manager of that
 * corporation: a guest gets 401 before validation, a member 403 ACCESS_CORPORATION_MANAGER_ONLY, the
 * manager of another corporation (or ROLE_ADMIN, who confirms and cancels at /admin/corporate-orders)
 * 403 FORBIDDEN.
 */
export default resource('/corporations', async (app) => {
  async function requireManagerOf(request: FastifyRequest, corporationId: string) {
    const viewer = await app.requireUser(request);
    await app.requireAccess(request, MANAGER_ACCESS);
    if (viewer.user.corporationId !== corporationId) throw new AppError('FORBIDDEN');
    return viewer;
  }
  const context = (): CorporateOrderContext => ({ deps: billingDeps(app), depositAccount: app.config.corporations.depositAccount });

  app.post(
    '/:id/orders',
    {
      schema: {
        tags,
        summary: '법인 멤버십 좌석 구매 (카드 결제 또는 무통장입금)',
        description:
          '좌석 수는 지금 멤버 수 이상이어야 합니다(SEATS_BELOW_MEMBERS). 법인마다 진행 중인 주문은 하나입니다(DEPOSIT_ORDER_PENDING). ' +
          'DEPOSIT: 입금 계좌·금액·기한(7일째 23:59, 한국 시간)이 담긴 주문을 만들고 관리자에게 메일을 보냅니다. ' +
          'CARD: 주문과 함께 카드 등록(checkout)을 시작합니다. authUrl로 카드를 등록한 뒤 POST /users/me/checkouts/{checkoutId}/confirm이 결제하고 좌석을 활성화합니다.',
        security,
        params: corporationParamsSchema,
        body: corporateOrderRequestSchema,
        response: { 200: corporateOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireManagerOf(request, request.params.id);
      return placeCorporateOrder(context(), { userId: viewer.userId, ip: request.ip }, request.params.id, request.body);
    },
  );

  app.post(
    '/:id/orders/:orderId/deposit-request',
    {
      schema: {
        tags,
        summary: '입금 확인 요청',
        description:
          '입금을 기다리는 무통장입금 주문에 입금자명·입금일·메모를 남겨 확인을 요청합니다. 기한이 지났거나 취소된 주문은 DEPOSIT_ORDER_CLOSED, 이미 확인된 주문은 DEPOSIT_ALREADY_CONFIRMED입니다. ' +
          '다시 요청하면 내용만 바뀌고 처음 요청한 시각은 그대로입니다.',
        security,
        params: corporateOrderParamsSchema,
        body: depositRequestSchema,
        response: { 200: corporateOrderResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireManagerOf(request, request.params.id);
      const order = await requestDepositConfirmation(context(), { userId: viewer.userId, ip: request.ip }, request.params.id, request.params.orderId, request.body);
      return { order };
    },
  );

  app.post(
    '/:id/orders/:orderId/cancel',
    {
      schema: {
        tags,
        summary: '입금 대기 주문 취소',
        description: '입금을 기다리는 무통장입금 주문(또는 아직 결제하지 않은 카드 주문)을 취소합니다. 이미 취소된 주문은 그대로 돌려줍니다.',
        security,
        params: corporateOrderParamsSchema,
        body: cancelCorporateOrderRequestSchema.optional(),
        response: { 200: corporateOrderResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireManagerOf(request, request.params.id);
      const order = await cancelCorporateOrderByManager(context(), { userId: viewer.userId, ip: request.ip }, request.params.id, request.params.orderId, request.body?.reason);
      return { order };
    },
  );
});
