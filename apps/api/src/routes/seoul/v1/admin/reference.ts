import {
  AppError, explainerParamsSchema, explainerSchema, explainerUpdateSchema, glossaryInputSchema, glossaryTermSchema, taxonomyIdParamsSchema,
} from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { createGlossaryTerm, deleteGlossaryTerm, resetExplainer, saveExplainer, updateGlossaryTerm } from '../../../../commands/reits/edit-reference-content';
import { presentGlossaryTerm } from '../../../../loaders/reits/load-glossary';
import { loadExplainers } from '../../../../loaders/reits/load-explainers';
import { errorResponses } from '../../../responses';
import { cmsActor, security } from './shared';

const tags = ['admin-reits'];

function notifyReferenceChange(app: FastifyInstance): void {
  void app.contentChangeNotifier.notify([CONTENT_TAGS.glossary]);
}

/** /admin/metric-explainers and /admin/glossary: the reference texts of 리츠포커스 that editors manage. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function explainer(key: string) {
    return (await loadExplainers(app.db.db)).find((e) => e.key === key)!;
  }
  async function term(id: string) {
    const [row] = await app.db.db.select().from(schema.glossaryTerms).where(eq(schema.glossaryTerms.id, id));
    if (!row) throw new AppError('NOT_FOUND', '용어를 찾을 수 없습니다.');
    return presentGlossaryTerm(row);
  }

  app.put('/metric-explainers/:key', {
    schema: { tags, summary: '지표 설명 수정 (제목, 요약, 해설; 공식은 코드와 함께 관리)', security, params: explainerParamsSchema, body: explainerUpdateSchema, response: { 200: explainerSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => {
    await saveExplainer(app.db.db, request.params.key, request.body, await cmsActor(app, request), new Date(app.clock()));
    notifyReferenceChange(app);
    return explainer(request.params.key);
  });

  app.delete('/metric-explainers/:key', {
    schema: { tags, summary: '지표 설명을 기본 문구로 되돌리기', security, params: explainerParamsSchema, response: { 200: explainerSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => {
    await resetExplainer(app.db.db, request.params.key, await cmsActor(app, request));
    notifyReferenceChange(app);
    return explainer(request.params.key);
  });

  app.post('/glossary', {
    schema: { tags, summary: '용어 추가', description: '같은 용어나 주소용 이름(slug)이 있으면 409 GLOSSARY_TERM_TAKEN입니다.', security, body: glossaryInputSchema, response: { 201: glossaryTermSchema, ...errorResponses(400, 401, 403, 409) } },
  }, async (request, reply) => {
    const id = await createGlossaryTerm(app.db.db, request.body, await cmsActor(app, request), new Date(app.clock()));
    notifyReferenceChange(app);
    return reply.code(201).send(await term(id));
  });

  app.put('/glossary/:id', {
    schema: { tags, summary: '용어 수정', description: '같은 용어나 주소용 이름(slug)이 있으면 409 GLOSSARY_TERM_TAKEN입니다.', security, params: taxonomyIdParamsSchema, body: glossaryInputSchema, response: { 200: glossaryTermSchema, ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request) => {
    await updateGlossaryTerm(app.db.db, request.params.id, request.body, await cmsActor(app, request), new Date(app.clock()));
    notifyReferenceChange(app);
    return term(request.params.id);
  });

  app.delete('/glossary/:id', {
    schema: { tags, summary: '용어 삭제', security, params: taxonomyIdParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    await deleteGlossaryTerm(app.db.db, request.params.id, await cmsActor(app, request));
    notifyReferenceChange(app);
    return { deleted: true as const };
  });
};

export default referenceRoutes;
