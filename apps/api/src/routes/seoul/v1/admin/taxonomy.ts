import {
  AppError,
  adminCategoryInputSchema,
  adminCategoryListResponseSchema,
  adminCategorySchema,
  adminSeriesInputSchema,
  adminSeriesListResponseSchema,
  adminSeriesSchema,
  taxonomyIdParamsSchema,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCategory, deleteCategory, updateCategory } from '../../../../commands/cms/save-category';
import { createSeries, deleteSeries, updateSeries } from '../../../../commands/cms/save-series';
import { loadCategoriesWithCounts, loadCategory, loadOneSeries, loadSeriesWithCounts } from '../../../../loaders/load-cms-taxonomy';
import { presentAdminCategory, presentAdminSeries, sortCategoryTree } from '../../../../presenters/admin-taxonomy';
import { errorResponses } from '../../../responses';
import { cmsActor, notifyTaxonomyChange, security } from './shared';

const tags = ['admin-taxonomy'];
const params = taxonomyIdParamsSchema;

/** /admin/categories and /admin/series. */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function category(id: string) {
    const found = await loadCategory(app.db.db, id);
    if (!found) throw new AppError('NOT_FOUND', '카테고리를 찾을 수 없습니다.');
    return presentAdminCategory(found.row, found.count);
  }
  async function oneSeries(id: string) {
    const found = await loadOneSeries(app.db.db, id);
    if (!found) throw new AppError('NOT_FOUND', '시리즈를 찾을 수 없습니다.');
    return presentAdminSeries(found.row, found.count);
  }

  app.get(
    '/categories',
    { schema: { tags, summary: '카테고리 트리 (부모 다음에 자식, 정렬 순서)', security, response: { 200: adminCategoryListResponseSchema, ...errorResponses(401, 403) } } },
    async () => {
      const { rows, counts } = await loadCategoriesWithCounts(app.db.db);
      return { data: sortCategoryTree(rows).map((row) => presentAdminCategory(row, counts.get(row.id) ?? 0)) };
    },
  );

  app.post(
    '/categories',
    {
      schema: { tags, summary: '카테고리 만들기', description: '요청한 슬러그가 이미 쓰이면 409 SLUG_TAKEN입니다.', security, body: adminCategoryInputSchema, response: { 201: adminCategorySchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(await category(await createCategory(app.db.db, request.body, await cmsActor(app, request)))),
  );

  app.put(
    '/categories/:id',
    {
      schema: { tags, summary: '카테고리 수정 (이름, 슬러그, 상위, 순서)', description: '409: SLUG_TAKEN (슬러그가 이미 쓰임), CATEGORY_SECTION_LOCKED (기사가 있어 섹션을 바꿀 수 없음).', security, params, body: adminCategoryInputSchema, response: { 200: adminCategorySchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      await updateCategory(app.db.db, request.params.id, request.body, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return category(request.params.id);
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: { tags, summary: '카테고리 삭제 (하위 카테고리와 기사가 없을 때만)', description: '409: CATEGORY_HAS_CHILDREN (하위 카테고리가 있음), TAXONOMY_IN_USE (기사가 있음).', security, params, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await deleteCategory(app.db.db, request.params.id, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/series',
    { schema: { tags, summary: '시리즈 목록 (이름순)', security, response: { 200: adminSeriesListResponseSchema, ...errorResponses(401, 403) } } },
    async () => {
      const { rows, counts } = await loadSeriesWithCounts(app.db.db);
      return { data: rows.map((row) => presentAdminSeries(row, counts.get(row.id) ?? 0)) };
    },
  );

  app.post(
    '/series',
    {
      schema: { tags, summary: '시리즈 만들기', description: '요청한 슬러그가 이미 쓰이면 409 SLUG_TAKEN입니다.', security, body: adminSeriesInputSchema, response: { 201: adminSeriesSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(await oneSeries(await createSeries(app.db.db, request.body, await cmsActor(app, request)))),
  );

  app.put(
    '/series/:id',
    {
      schema: { tags, summary: '시리즈 수정', description: '요청한 슬러그가 이미 쓰이면 409 SLUG_TAKEN입니다.', security, params, body: adminSeriesInputSchema, response: { 200: adminSeriesSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      await updateSeries(app.db.db, request.params.id, request.body, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return oneSeries(request.params.id);
    },
  );

  app.delete(
    '/series/:id',
    {
      schema: { tags, summary: '시리즈 삭제 (기사가 없을 때만)', description: '기사가 있으면 409 TAXONOMY_IN_USE입니다.', security, params, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await deleteSeries(app.db.db, request.params.id, await cmsActor(app, request));
      notifyTaxonomyChange(app);
      return reply.code(204).send(null);
    },
  );
};

export default taxonomyRoutes;
