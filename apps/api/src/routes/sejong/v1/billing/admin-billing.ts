import {
  adminMembersQuerySchema,
  adminMembersResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPlanUpdateSchema,
  AppError,
  orderParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  planParamsSchema,
  planSchema,
  plansResponseSchema,
  refundRequestSchema,
  refundResponseSchema,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { refundOrder, sendRefundNotice } from '../../../../commands/billing/refund-order';
import { PLANS_CACHE_TAG, savePlan } from '../../../../commands/billing/save-plan';
import { recordAudit } from '../../../../commands/record-activity';
import { loadAdminMembers } from '../../../../loaders/billing/load-admin-members';
import { loadAdminOrder, loadAdminOrders } from '../../../../loaders/billing/load-admin-orders';
import { loadOutbox } from '../../../../loaders/billing/load-outbox';
import { loadPlans } from '../../../../loaders/billing/load-plans';
import { presentPlan } from '../../../../presenters/billing/plan';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['admin', 'membership'];

/** The contract's refund answer plus what the admin screen tells the admin (what the refund did, in Korean). */

function refundMessage(result: { amount: number; full: boolean; subscriptionEnded: boolean }, refundable: number): string {
  const won = `${result.amount.toLocaleString('ko-KR')}원`;
  if (result.subscriptionEnded) return `${won}을 환불했습니다. 이번 이용 기간의 결제를 전액 환불해 회원의 구독과 멤버십이 즉시 종료되었습니다.`;
  if (result.full) return `${won}을 환불해 이 주문은 전액 환불되었습니다.`;
  return `${won}을 환불했습니다. 남은 환불 가능 금액은 ${refundable.toLocaleString('ko-KR')}원입니다.`;
}

/** /api/sejong/v1/admin/billing: members, orders and refunds, plans, the mail outbox. ROLE_ADMIN only (401 guest, 403 otherwise). */
export default resource('/admin/billing', async (app) => {
  const requireBillingAdmin = (request: FastifyRequest) => app.requireCan(request, 'billing.admin');

  /** Admin reads of other users' billing records are audited like other admin reads of user records. */
  async function auditRead(request: FastifyRequest, actorId: string, action: string, meta: Record<string, unknown>) {
    await recordAudit(app.db.db, { actorId, action, targetType: 'billing', targetId: null, ip: request.ip, meta: { ...meta, route: request.routeOptions.url } });
  }

  app.get(
    '/members',
    {
      schema: {
        tags,
        summary: '회원과 멤버십 (검색·등급 필터)',
        description: 'q는 이메일·닉네임 일부, tier는 등급 코드(NONE은 멤버십 없는 회원). page는 0부터입니다.',
        security,
        querystring: adminMembersQuerySchema,
        response: { 200: adminMembersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const { items, pagination } = await loadAdminMembers(app.db.db, request.query);
      await auditRead(request, viewer.userId, 'billing.members_read', { q: request.query.q ?? null, tier: request.query.tier ?? null, page: request.query.page, count: items.length });
      return { members: items, pagination };
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: '주문 (검색·상태 필터, 최신순)',
        description: 'q는 주문번호·상품명·주문자 이메일·닉네임 일부. refundable은 환불 가능한 잔액입니다.',
        security,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const { items, pagination } = await loadAdminOrders(app.db.db, request.query);
      await auditRead(request, viewer.userId, 'billing.orders_read', { q: request.query.q ?? null, status: request.query.status ?? null, page: request.query.page, count: items.length });
      return { orders: items, pagination };
    },
  );

  app.post(
    '/orders/:orderId/refunds',
    {
      schema: {
        tags,
        summary: '환불 (전액 또는 부분)',
        description:
          'amount를 생략하면 환불 가능한 잔액 전부를 환불합니다. 이번 이용 기간을 결제한 주문(첫 결제·정기 결제)을 전액 환불하면 구독과 멤버십이 즉시 종료됩니다. ' +
          '결과를 알 수 없을 때(PAYMENT_UNKNOWN) 같은 요청을 다시 보내면 중복 없이 처리됩니다.',
        security,
        params: orderParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const result = await refundOrder(app.db.db, app.paymentGateway, { userId: viewer.userId, ip: request.ip }, {
        orderId: request.params.orderId,
        amount: request.body.amount,
        reason: request.body.reason,
        now: new Date(app.clock()),
      });
      request.log.info({ actorId: viewer.userId, orderId: result.orderId, amount: result.amount, full: result.full, subscriptionEnded: result.subscriptionEnded }, 'order refunded');
      const order = await loadAdminOrder(app.db.db, result.orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      await sendRefundNotice(app.mailer, order, { amount: result.amount, subscriptionEnded: result.subscriptionEnded, reason: request.body.reason });
      return { order, subscriptionEnded: result.subscriptionEnded, message: refundMessage(result, order.refundable) };
    },
  );

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: '멤버십 상품 (판매 중지 포함)',
        security,
        response: { 200: plansResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireBillingAdmin(request);
      return { plans: (await loadPlans(app.db.db)).map(presentPlan) };
    },
  );

  app.put(
    '/plans/:code',
    {
      schema: {
        tags,
        summary: '멤버십 상품 수정',
        description: '바뀐 가격은 새 구독과 구독자의 다음 결제부터 적용됩니다. /memberships/plans 캐시는 바로 갱신됩니다.',
        security,
        params: planParamsSchema,
        body: adminPlanUpdateSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const plan = await savePlan(app.db.db, { userId: viewer.userId, ip: request.ip }, request.params.code, request.body, new Date(app.clock()));
      void app.contentChangeNotifier.notify([PLANS_CACHE_TAG]);
      return plan;
    },
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: '메일 발송함 (최신순)',
        description: 'to는 받는 사람 주소 일부. 개발·테스트에서는 실제로 보내지 않고 여기에만 기록됩니다.',
        security,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await requireBillingAdmin(request);
      const { items, pagination } = await loadOutbox(app.db.db, request.query);
      await auditRead(request, viewer.userId, 'billing.outbox_read', { to: request.query.to ?? null, page: request.query.page, count: items.length });
      return { messages: items, pagination };
    },
  );
});
