import { AppError, adminDealResponseSchema, DEAL_ID_PATTERN, dealInputSchema, dealUpdateSchema } from '@spi/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { loadRecordAudits } from '../../../../commands/audit/record-change';
import { createDeal, deleteDeal, updateDeal, type DealWriteResult } from '../../../../commands/deals/save-deal';
import { loadDeal } from '../../../../loaders/deals/load-deals';
import { presentAdminDeal } from '../../../../presenters/deals/deal';
import { errorResponses } from '../../../responses';
import { cmsActor, security } from './shared';

const tags = ['admin-deals'];
/** Any text: an id that cannot be a deal's is a 404 (DEAL_NOT_FOUND). */
const dealParamsSchema = z.object({ dealId: z.string() });

/** Deal pages, lists, statistics and search change; fund pages too when a fund names or holds the deal. */
function notifyDealChange(app: FastifyInstance, result: DealWriteResult): void {
  void app.contentChangeNotifier.notify(result.fundsTouched ? [CONTENT_TAGS.deals, CONTENT_TAGS.funds] : [CONTENT_TAGS.deals]);
}

/** The canonical id of a path, or 404 DEAL_NOT_FOUND for anything that cannot be a deal id. */
function dealIdOf(raw: string): string {
  const id = raw.toUpperCase();
  if (!DEAL_ID_PATTERN.test(id)) throw new AppError('DEAL_NOT_FOUND');
  return id;
}

/** /admin/deals: editors add, edit and delete single records with an audit trail (ADR 019). */
const routes: FastifyPluginAsyncZod = async (app) => {
  async function adminDeal(id: string) {
    const deal = await loadDeal(app.db.db, id);
    if (!deal) throw new AppError('DEAL_NOT_FOUND');
    return presentAdminDeal(deal, await loadRecordAudits(app.db.db, 'DEAL', id));
  }

  app.get('/deals/:dealId', {
    schema: { tags, summary: '딜 편집용 레코드와 변경 이력', security, params: dealParamsSchema, response: { 200: adminDealResponseSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => adminDeal(dealIdOf(request.params.dealId)));

  app.post('/deals', {
    schema: {
      tags,
      summary: '딜 추가',
      description: 'ID를 비우면 거래일의 연도로 D-YYYY-NNNN을 만듭니다. 이미 있는 ID는 409 DEAL_ID_TAKEN, 없는 리츠 티커·펀드 코드는 400 DEAL_REFERENCE_UNKNOWN입니다.',
      security,
      body: dealInputSchema,
      response: { 201: adminDealResponseSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const actor = await cmsActor(app, request);
    const result = await createDeal(app.db.db, request.body, actor.userId, new Date(app.clock()));
    notifyDealChange(app, result);
    return reply.code(201).send(await adminDeal(result.id));
  });

  app.put('/deals/:dealId', {
    schema: {
      tags,
      summary: '딜 수정',
      description: '바뀐 항목만 변경 이력에 남습니다. 없는 딜은 404 DEAL_NOT_FOUND입니다.',
      security,
      params: dealParamsSchema,
      body: dealUpdateSchema,
      response: { 200: adminDealResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const id = dealIdOf(request.params.dealId);
    const actor = await cmsActor(app, request);
    const result = await updateDeal(app.db.db, id, request.body, actor.userId, new Date(app.clock()));
    notifyDealChange(app, result);
    return adminDeal(id);
  });

  app.delete('/deals/:dealId', {
    schema: { tags, summary: '딜 삭제 (변경 이력에 모든 항목이 남습니다)', security, params: dealParamsSchema, response: { 200: z.object({ deleted: z.literal(true), id: z.string() }), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const id = dealIdOf(request.params.dealId);
    const actor = await cmsActor(app, request);
    const result = await deleteDeal(app.db.db, id, actor.userId, new Date(app.clock()));
    notifyDealChange(app, result);
    return { deleted: true as const, id };
  });
};

export default routes;
