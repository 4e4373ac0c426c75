import {
  adminCorporateOrderResponseSchema,
  adminCorporateOrdersQuerySchema,
  adminCorporateOrdersResponseSchema,
  adminOrderParamsSchema,
  AppError,
  cancelCorporateOrderRequestSchema,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { billingDeps } from '../../../../commands/billing/billing-deps';
import { cancelCorporateOrderByAdmin, confirmCorporateDeposit } from '../../../../commands/billing/corporate-deposits';
import { recordAudit } from '../../../../commands/record-activity';
import { loadAdminCorporateOrder, loadAdminCorporateOrders } from '../../../../loaders/corporations/load-corporate-orders';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['admin', 'corporations'];

/**
 * /api/sejong/v1/admin/corporate-orders: corporate orders for staff — the deposits to confirm (which
 * activates the seats) or cancel. ROLE_ADMIN only (can 'billing.admin'): 401 guest, 403 otherwise.
 * Every action and every list read is audited.
 */
export default resource('/admin/corporate-orders', async (app) => {
  const requireBillingAdmin = (request: FastifyRequest) => app.requireCan(request, 'billing.admin');
  const depositAccount = () => app.config.corporations.depositAccount;

  async function answer(orderId: string) {
    const order = await loadAdminCorporateOrder(app.db.db, orderId, depositAccount());
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return { order };
  }

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '법인 주문 (입금 대기·입금 확인 요청·결제 완료·취소·기한 지남)',
        description: 'status: AWAITING_DEPOSIT(입금 확인 요청 전 입금 대기), DEPOSIT_REQUESTED(입금 확인 요청), PAID, CANCELLED, EXPIRED. 생략하면 모든 법인 주문입니다. page는 0부터, 최신순입니다.',
        security,
        querystring: adminCorporateOrdersQuerySchema,
        response: { 200: adminCorporateOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const result = await loadAdminCorporateOrders(app.db.db, request.query, depositAccount());
      await recordAudit(app.db.db, {
        actorId: viewer.userId,
        action: 'billing.corporate_orders_read',
        targetType: 'billing',
        targetId: null,
        ip: request.ip,
        meta: { status: request.query.status ?? null, page: request.query.page, count: result.orders.length, route: request.routeOptions.url },
      });
      return result;
    },
  );

  app.post(
    '/:orderId/confirm-deposit',
    {
      schema: {
        tags,
        summary: '입금 확인 (법인 멤버십 활성화)',
        description:
          '입금을 기다리는 무통장입금 주문을 결제 완료로 바꾸고, 같은 트랜잭션에서 법인의 모든 멤버에게 멤버십을 적용합니다. ' +
          '두 번(또는 동시에) 확인하면 한 번만 적용되고 나머지는 409 DEPOSIT_ALREADY_CONFIRMED, 취소되거나 기한이 지난 주문은 409 DEPOSIT_ORDER_CLOSED입니다.',
        security,
        params: adminOrderParamsSchema,
        response: { 200: adminCorporateOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      await confirmCorporateDeposit(billingDeps(app), { userId: viewer.userId, ip: request.ip }, request.params.orderId);
      return answer(request.params.orderId);
    },
  );

  app.post(
    '/:orderId/cancel',
    {
      schema: {
        tags,
        summary: '법인 주문 취소',
        description: '입금을 기다리는 주문(또는 아직 결제하지 않은 카드 주문)을 사유와 함께 취소하고 법인 관리자에게 알립니다. 이미 결제된 주문은 DEPOSIT_ALREADY_CONFIRMED, 기한이 지난 주문은 DEPOSIT_ORDER_CLOSED입니다.',
        security,
        params: adminOrderParamsSchema,
        body: cancelCorporateOrderRequestSchema.optional(),
        response: { 200: adminCorporateOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      await cancelCorporateOrderByAdmin(billingDeps(app), { userId: viewer.userId, ip: request.ip }, request.params.orderId, request.body?.reason);
      return answer(request.params.orderId);
    },
  );
});
