import {
  AppError,
  billingCycleSchema,
  cancelSubscriptionRequestSchema,
  myMembershipResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  planChangePreviewSchema,
  planChangeRequestSchema,
  planChangeResponseSchema,
  subscriptionResponseSchema,
  tierCodeSchema,
  type MembershipTierCode,
} from '@spi/core';
import { schema } from '@spi/db';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { cancelSubscription, findLiveSubscription, resumeSubscription } from '../../../../commands/billing/cancel-subscription';
import { changePlan, previewChange } from '../../../../commands/billing/change-plan';
import { billingDeps } from '../../../../commands/billing/billing-deps';
import { loadArticleUnlockAllowance } from '../../../../loaders/billing/load-article-unlocks';
import { loadUserOrder, loadUserOrders } from '../../../../loaders/billing/load-orders';
import { presentOrders } from '../../../../presenters/billing/order';
import { presentSubscriptionFromDb } from '../../../../presenters/billing/subscription';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['membership'];

const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key는 8자 이상이어야 합니다.' })
    .max(128, { error: 'Idempotency-Key는 128자 이하여야 합니다.' })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'Idempotency-Key에는 영문, 숫자, _ . : - 만 쓸 수 있습니다.' })
    .optional(),
});
const previewQuerySchema = z.object({ planCode: tierCodeSchema, cycle: billingCycleSchema });

/** /api/sejong/v1/users/me: the membership in force, its subscription, orders; plan changes and cancelling. */
export default resource('/users/me', async (app) => {
  const now = () => new Date(app.clock());

  app.get(
    '/membership',
    {
      schema: {
        tags,
        summary: '내 멤버십과 구독',
        description: 'membership은 스펙의 멤버십 필드(membershipId, membershipName, appliedCoupon, orders, roles)와 tierCode, subscription은 카드 구독(없으면 null), articleUnlocks는 월 열람 횟수가 정해진 등급의 이번 달(한국 시간) 남은 회원 전용 열람 횟수입니다(무제한 등급·운영진은 null).',
        security,
        response: { 200: myMembershipResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const live = await findLiveSubscription(app.db.db, viewer.userId);
      const [latest] = live
        ? [live]
        : await app.db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, viewer.userId)).orderBy(desc(schema.subscriptions.createdAt)).limit(1);
      return {
        membership: viewer.info.membership,
        subscription: latest ? await presentSubscriptionFromDb(app.db.db, latest) : null,
        articleUnlocks: await loadArticleUnlockAllowance(app.db.db, viewer, app.clock()),
      };
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: '내 주문 내역 (최신순)',
        description: '결제 중·실패한 주문을 포함한 모든 주문. page는 0부터 시작합니다.',
        security,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { items, pagination } = await loadUserOrders(app.db.db, viewer.userId, request.query.page, request.query.size);
      return { orders: items, pagination };
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary: '주문 한 건 (영수증)',
        security,
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const order = await loadUserOrder(app.db.db, viewer.userId, request.params.orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return { order };
    },
  );

  app.get(
    '/subscription/change-preview',
    {
      schema: {
        tags,
        summary: '멤버십 변경 미리보기',
        description: '상위 등급은 지금 일할 계산한 차액을 결제하고 바로 바뀌며(UPGRADE_NOW), 하위 등급·결제 주기 변경은 다음 결제일부터 적용됩니다(CHANGE_AT_PERIOD_END). explanation은 계산 과정을 한국어로 설명합니다.',
        security,
        querystring: previewQuerySchema,
        response: { 200: planChangePreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      return previewChange(app.db.db, { userId: viewer.userId, planCode: request.query.planCode as MembershipTierCode, cycle: request.query.cycle, now: now() });
    },
  );

  app.post(
    '/subscription/change',
    {
      schema: {
        tags,
        summary: '멤버십 변경 (업그레이드는 즉시, 그 외는 다음 결제일부터)',
        description:
          'Idempotency-Key 헤더를 보내면 같은 키의 재시도는 한 번만 결제됩니다(같은 업그레이드는 키 없이도 한 번만 주문됩니다). ' +
          '지금 멤버십과 같은 등급·주기를 보내면 예약된 변경이 취소됩니다.',
        security,
        headers: idempotencyHeadersSchema,
        body: planChangeRequestSchema,
        response: { 200: planChangeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const result = await changePlan(billingDeps(app), {
        userId: viewer.userId,
        planCode: request.body.planCode as MembershipTierCode,
        cycle: request.body.cycle,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        now: now(),
      });
      const [order] = result.order ? await presentOrders(app.db.db, [result.order]) : [];
      return { preview: result.preview, order: order ?? null, subscription: await presentSubscriptionFromDb(app.db.db, result.subscription) };
    },
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags,
        summary: '해지 예약 (이용 기간이 끝나면 종료)',
        description: '이번 이용 기간이 끝날 때까지 그대로 이용하며 다음 결제는 되지 않습니다. 기간이 끝나기 전에 resume으로 되돌릴 수 있습니다.',
        security,
        body: cancelSubscriptionRequestSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const row = await cancelSubscription(app.db.db, app.mailer, { userId: viewer.userId, reason: request.body.reason || undefined, now: now() });
      return { subscription: await presentSubscriptionFromDb(app.db.db, row) };
    },
  );

  app.post(
    '/subscription/resume',
    {
      schema: {
        tags,
        summary: '해지 예약 취소',
        security,
        response: { 200: subscriptionResponseSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const row = await resumeSubscription(app.db.db, { userId: viewer.userId, now: now() });
      return { subscription: await presentSubscriptionFromDb(app.db.db, row) };
    },
  );
});
