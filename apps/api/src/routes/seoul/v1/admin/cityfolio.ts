import {
  AppError, adminCityfolioItemResponseSchema, adminCityfolioListQuerySchema, adminCityfolioListResponseSchema, cityfolioItemInputSchema,
  parseVideoUrl, videoLookupRequestSchema, videoMetadataResponseSchema,
} from '@spi/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { createCityfolioItem, deleteCityfolioItem, updateCityfolioItem } from '../../../../commands/cityfolio/save-item';
import { cityfolioIdOf, loadAdminCityfolioPage, loadCityfolioItem } from '../../../../loaders/cityfolio/load-cityfolio';
import { presentAdminCityfolioItem, presentAdminCityfolioListItem, presentVideoInfo } from '../../../../presenters/cityfolio/item';
import { errorResponses } from '../../../responses';
import { cmsActor, security } from './shared';

const tags = ['admin-cityfolio'];
/** Any text: an id that cannot be an item's is a 404 (CITYFOLIO_ITEM_NOT_FOUND). */
const itemParamsSchema = z.object({ itemId: z.string() });

function idOf(raw: string): number {
  const id = cityfolioIdOf(raw);
  if (id === null) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
  return id;
}

/** Lists, item pages, the home and search results of 시티폴리오 change. */
function notifyChange(app: FastifyInstance): void {
  void app.contentChangeNotifier.notify([CONTENT_TAGS.cityfolio]);
}

/** /admin/cityfolio: the editors' screens of 시티폴리오 — events, videos and books (ADR 020). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock());
  async function adminItem(id: number) {
    const row = await loadCityfolioItem(app.db.db, id, { publishedOnly: false });
    if (!row) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
    return { item: presentAdminCityfolioItem(row) };
  }

  app.get('/cityfolio', {
    schema: {
      tags,
      summary: '시티폴리오 콘텐츠 목록 (임시 저장 포함): 종류, 상태, 검색, 페이지',
      security,
      querystring: adminCityfolioListQuerySchema,
      response: { 200: adminCityfolioListResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const { kind, status, q, page, size } = request.query;
    const { rows, total } = await loadAdminCityfolioPage(app.db.db, { kind, status, q }, { limit: size, offset: (page - 1) * size });
    return { data: rows.map(presentAdminCityfolioListItem), pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) } };
  });

  app.post('/cityfolio/video-lookup', {
    schema: {
      tags,
      summary: '영상 주소의 정보 미리보기 (제목, 채널, 썸네일, 길이)',
      description: 'YouTube·Vimeo 주소가 아니면 400 CITYFOLIO_VIDEO_URL_INVALID, 영상 사이트가 답하지 않으면 502 CITYFOLIO_VIDEO_LOOKUP_FAILED입니다. 저장하지 않습니다.',
      security,
      body: videoLookupRequestSchema,
      response: { 200: videoMetadataResponseSchema, ...errorResponses(400, 401, 403, 502) },
    },
  }, async (request) => {
    const link = parseVideoUrl(request.body.url);
    if (!link) throw new AppError('CITYFOLIO_VIDEO_URL_INVALID');
    const meta = await app.videoMetadata.lookup(link.provider, link.videoId);
    return { video: presentVideoInfo(link.provider, link.videoId, meta) };
  });

  app.get('/cityfolio/:itemId', {
    schema: { tags, summary: '시티폴리오 콘텐츠 편집용 레코드', security, params: itemParamsSchema, response: { 200: adminCityfolioItemResponseSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => adminItem(idOf(request.params.itemId)));

  app.post('/cityfolio', {
    schema: {
      tags,
      summary: '시티폴리오 콘텐츠 추가',
      description: '종류별 필수 항목: 이벤트는 시작 일시와 장소 또는 행사 페이지(연결할 이벤트는 있어야 함), 영상은 YouTube·Vimeo 주소(저장할 때 영상 정보를 가져옴), 책은 저자와 출판사(ISBN-13은 검증 숫자 확인, 평점 1~5).',
      security,
      body: cityfolioItemInputSchema,
      response: { 201: adminCityfolioItemResponseSchema, ...errorResponses(400, 401, 403, 502) },
    },
  }, async (request, reply) => {
    const actor = await cmsActor(app, request);
    const id = await createCityfolioItem(app.db.db, request.body, actor.userId, app.videoMetadata, now());
    notifyChange(app);
    return reply.code(201).send(await adminItem(id));
  });

  app.put('/cityfolio/:itemId', {
    schema: {
      tags,
      summary: '시티폴리오 콘텐츠 수정',
      description: '영상 주소가 바뀐 경우에만 영상 정보를 다시 가져옵니다. 처음 공개한 시각은 유지됩니다.',
      security,
      params: itemParamsSchema,
      body: cityfolioItemInputSchema,
      response: { 200: adminCityfolioItemResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
    },
  }, async (request) => {
    const id = idOf(request.params.itemId);
    await cmsActor(app, request);
    await updateCityfolioItem(app.db.db, id, request.body, app.videoMetadata, now());
    notifyChange(app);
    return adminItem(id);
  });

  app.delete('/cityfolio/:itemId', {
    schema: {
      tags,
      summary: '시티폴리오 콘텐츠 삭제',
      security,
      params: itemParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true), id: z.number().int() }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const id = idOf(request.params.itemId);
    await cmsActor(app, request);
    await deleteCityfolioItem(app.db.db, id);
    notifyChange(app);
    return { deleted: true as const, id };
  });
};

export default routes;
