import {
  AppError,
  adminTagInputSchema,
  adminTagListQuerySchema,
  adminTagListResponseSchema,
  adminTagSchema,
  adminWriterInputSchema,
  adminWriterListResponseSchema,
  adminWriterSchema,
  taxonomyIdParamsSchema,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTag, deleteTag, updateTag } from '../../../../commands/cms/save-tag';
import { createWriter, deleteWriter, updateWriter } from '../../../../commands/cms/save-writer';
import { loadTag, loadTagPage, loadWriter, loadWritersWithCounts } from '../../../../loaders/load-cms-taxonomy';
import { presentAdminTag, presentAdminWriter } from '../../../../presenters/admin-taxonomy';
import { errorResponses } from '../../../responses';
import { cmsActor, notifyTaxonomyChange, security } from './shared';

const tags = ['admin-taxonomy'];
const params = taxonomyIdParamsSchema;

/** /admin/tags and /admin/writers. */
const peopleAndTagRoutes: FastifyPluginAsyncZod = async (app) => {
  async function tag(id: string) {
    const found = await loadTag(app.db.db, id);
    if (!found) throw new AppError('NOT_FOUND', '태그를 찾을 수 없습니다.');
    return presentAdminTag(found.row, found.count);
  }
  async function writer(id: string) {
    const found = await loadWriter(app.db.db, id);
    if (!found) throw new AppError('NOT_FOUND', '필자를 찾을 수 없습니다.');
    return presentAdminWriter(found.row, found.count);
  }

  app.get(
    '/tags',
    { schema: { tags, summary: '태그 목록 (이름순, 검색)', security, querystring: adminTagListQuerySchema, response: { 200: adminTagListResponseSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, counts, count } = await loadTagPage(app.db.db, request.query);
      return { data: rows.map((row) => presentAdminTag(row, counts.get(row.id) ?? 0)), pagination: { page, size, count, hasNext: (page + 1) * size < count } };
    },
  );

  app.post(
    '/tags',
    { schema: { tags, summary: '태그 만들기', description: '409: TAG_NAME_TAKEN (대소문자를 가리지 않고 같은 이름), SLUG_TAKEN.', security, body: adminTagInputSchema, response: { 201: adminTagSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await tag(await createTag(app.db.db, request.body, await cmsActor(app, request)))),
  );

  app.put(
    '/tags/:id',
    { schema: { tags, summary: '태그 이름, 슬러그 수정', description: '409: TAG_NAME_TAKEN (대소문자를 가리지 않고 같은 이름), SLUG_TAKEN.', security, params, body: adminTagInputSchema, response: { 200: adminTagSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      await updateTag(app.db.db, request.params.id, request.body, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return tag(request.params.id);
    },
  );

  app.delete(
    '/tags/:id',
    { schema: { tags, summary: '태그 삭제 (달린 기사에서도 빠짐)', security, params, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await deleteTag(app.db.db, request.params.id, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/writers',
    { schema: { tags, summary: '필자 목록 (이름순)', security, response: { 200: adminWriterListResponseSchema, ...errorResponses(401, 403) } } },
    async () => {
      const { rows, counts } = await loadWritersWithCounts(app.db.db);
      return { data: rows.map((row) => presentAdminWriter(row, counts.get(row.id) ?? 0)) };
    },
  );

  app.post(
    '/writers',
    { schema: { tags, summary: '필자 만들기', description: '요청한 슬러그가 이미 쓰이면 409 SLUG_TAKEN입니다.', security, body: adminWriterInputSchema, response: { 201: adminWriterSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await writer(await createWriter(app.db.db, request.body, await cmsActor(app, request)))),
  );

  app.put(
    '/writers/:id',
    { schema: { tags, summary: '필자 프로필 수정', description: '요청한 슬러그가 이미 쓰이면 409 SLUG_TAKEN입니다.', security, params, body: adminWriterInputSchema, response: { 200: adminWriterSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      await updateWriter(app.db.db, request.params.id, request.body, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return writer(request.params.id);
    },
  );

  app.delete(
    '/writers/:id',
    { schema: { tags, summary: '필자 삭제 (기사가 없을 때만)', description: '기사가 있으면 409 TAXONOMY_IN_USE입니다.', security, params, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      await deleteWriter(app.db.db, request.params.id, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return reply.code(204).send(null);
    },
  );
};

export default peopleAndTagRoutes;
