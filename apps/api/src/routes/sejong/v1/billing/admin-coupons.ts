import { AppError, couponBatchCreateSchema, couponBatchesResponseSchema, couponBatchParamsSchema, couponBatchResponseSchema, formatCouponCode, ROLES, type CouponBatchDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { formatSeoulDateTime, seoulDay } from '../../../../commands/billing/coupon-time';
import { createCouponBatch, voidCouponBatch, type CouponBatchRow } from '../../../../commands/billing/create-coupon-batch';
import { recordAudit } from '../../../../commands/record-activity';
import { tierOf } from '../../../../presenters/membership';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const ADMIN_ACCESS = { role: [ROLES.admin] };
const BATCH_LIST_LIMIT = 200;

const CODE_STATUS_LABEL = { AVAILABLE: '사용 가능', REDEEMED: '사용됨', VOID: '무효' } as const;

function presentCouponBatch(row: CouponBatchRow, redeemed: number): CouponBatchDto {
  return {
    batchId: row.id,
    name: row.name,
    tierCode: tierOf(row),
    benefitDays: row.benefitDays,
    count: row.codeCount,
    redeemed,
    redeemBy: seoulDay(row.redeemBy),
    onePerUser: row.onePerUser,
    createdAt: row.createdAt.toISOString(),
  };
}

const redeemedCount = sql<number>`(select count(*)::int from ${schema.couponCodes} where ${schema.couponCodes.batchId} = ${schema.couponBatches.id} and ${schema.couponCodes.status} = 'REDEEMED')`;

async function loadBatch(db: Db, batchId: string): Promise<CouponBatchDto> {
  const [row] = await db.select({ batch: schema.couponBatches, redeemed: redeemedCount }).from(schema.couponBatches).where(eq(schema.couponBatches.id, batchId));
  if (!row) throw new AppError('NOT_FOUND', '쿠폰 묶음을 찾을 수 없습니다.');
  return presentCouponBatch(row.batch, Number(row.redeemed));
}

/** One CSV cell: quoted when it holds a comma, quote or line break. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** /api/sejong/v1/admin/billing/coupon-batches: ROLE_ADMIN only (401 for a guest, 403 ACCESS_ROLE_REQUIRED otherwise). */
export default resource('/admin/billing/coupon-batches', async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: '쿠폰 묶음 목록 (최신순, 사용 수 포함)',
        security,
        response: { 200: couponBatchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await app.requireAccess(request, ADMIN_ACCESS);
      const rows = await app.db.db
        .select({ batch: schema.couponBatches, redeemed: redeemedCount })
        .from(schema.couponBatches)
        .orderBy(desc(schema.couponBatches.createdAt), asc(schema.couponBatches.id))
        .limit(BATCH_LIST_LIMIT);
      return { batches: rows.map((r) => presentCouponBatch(r.batch, Number(r.redeemed))) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: '쿠폰 묶음 만들기',
        description: '코드는 헷갈리는 글자(0/O, 1/I/L)를 뺀 31자 중 12자리로, 암호학적 난수로 만듭니다. redeemBy는 한국 시간 기준 그날 23:59:59까지입니다.',
        security,
        body: couponBatchCreateSchema,
        response: { 201: couponBatchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireAccess(request, ADMIN_ACCESS);
      const row = await createCouponBatch(app.db.db, request.body, { userId: viewer.userId!, ip: request.ip }, new Date(app.clock()));
      return reply.code(201).send({ batch: presentCouponBatch(row, 0) });
    },
  );

  app.get(
    '/:batchId/codes.csv',
    {
      schema: {
        tags: ['admin'],
        summary: '쿠폰 코드 내려받기 (CSV, UTF-8 BOM)',
        description: '열: 쿠폰 코드(XXXX-XXXX-XXXX), 상태, 사용 일시(한국 시간). 내려받기는 감사 기록에 남습니다.',
        security,
        params: couponBatchParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireAccess(request, ADMIN_ACCESS);
      const batch = await loadBatch(app.db.db, request.params.batchId);
      const codes = await app.db.db
        .select({ code: schema.couponCodes.code, status: schema.couponCodes.status, redeemedAt: schema.couponCodes.redeemedAt })
        .from(schema.couponCodes)
        .where(eq(schema.couponCodes.batchId, batch.batchId))
        .orderBy(asc(schema.couponCodes.code));
      const lines = ['쿠폰 코드,상태,사용 일시', ...codes.map((c) => [formatCouponCode(c.code), CODE_STATUS_LABEL[c.status], c.redeemedAt ? formatSeoulDateTime(c.redeemedAt) : ''].map(csvCell).join(','))];
      await recordAudit(app.db.db, {
        actorId: viewer.userId,
        action: 'coupon_batch.export',
        targetType: 'coupon_batch',
        targetId: batch.batchId,
        ip: request.ip,
        meta: { method: request.method, route: request.routeOptions.url, rows: codes.length },
      });
      const fileName = `coupons_${batch.batchId.slice(0, 8)}_${seoulDay(new Date(app.clock()))}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`${batch.name}_${fileName}`)}`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n` as never);
    },
  );

  app.post(
    '/:batchId/void',
    {
      schema: {
        tags: ['admin'],
        summary: '쿠폰 묶음의 미사용 코드 무효화',
        description: '아직 사용되지 않은 코드만 무효가 됩니다. 이미 적용된 쿠폰 혜택은 그대로 유지됩니다.',
        security,
        params: couponBatchParamsSchema,
        response: { 200: couponBatchResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireAccess(request, ADMIN_ACCESS);
      await voidCouponBatch(app.db.db, request.params.batchId, { userId: viewer.userId!, ip: request.ip });
      return { batch: await loadBatch(app.db.db, request.params.batchId) };
    },
  );
});
