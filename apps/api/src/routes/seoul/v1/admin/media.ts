import multipart from '@fastify/multipart';
import {
  AppError,
  errorEnvelopeSchema,
  MEDIA_LIMITS,
  mediaAltUpdateSchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteMedia, updateMediaAlt } from '../../../../commands/cms/manage-media';
import { readUpload, storeMedia } from '../../../../commands/cms/store-media';
import { loadMediaItem, loadMediaPage } from '../../../../loaders/load-media';
import { presentMediaItem } from '../../../../presenters/admin-media';
import { errorResponses } from '../../../responses';
import { closeConnectionOnError, cmsActor, security } from './shared';

const tags = ['admin-media'];
const ALT_MAX = 300;

/** /admin/media: the media library (uploads resized and converted by the server). */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart bodies; the largest kind's limit caps the stream, the per-kind
  // limit is checked while reading (readUpload).
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.AUDIO.maxBytes, files: 1, fields: 1, fieldSize: ALT_MAX * 4, parts: 2, headerPairs: 100 } });

  async function item(mediaId: string) {
    const row = await loadMediaItem(app.db.db, mediaId);
    if (!row) throw new AppError('NOT_FOUND', '미디어를 찾을 수 없습니다.');
    return presentMediaItem(row);
  }

  app.get(
    '/media',
    { schema: { tags, summary: '미디어 목록 (최신순)', security, querystring: mediaListQuerySchema, response: { 200: mediaListResponseSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, count } = await loadMediaPage(app.db.db, request.query);
      return { data: rows.map(presentMediaItem), pagination: { page, size, count, hasNext: (page + 1) * size < count } };
    },
  );

  app.post(
    '/media',
    {
      onSend: closeConnectionOnError,
      schema: {
        tags,
        summary: '미디어 올리기 (multipart/form-data)',
        description:
          '필드 `alt`(선택, 파일보다 먼저)와 `file`. 형식은 파일의 첫 바이트로 판별합니다: 이미지 JPEG, PNG, WebP, GIF (10MB 이하; WebP로 변환, 원본 최대 2400px, thumb 1200x675, small 480px, 메타데이터 제거), 오디오 MP3, M4A, OGG (50MB 이하).',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: mediaItemSchema, 413: errorEnvelopeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 파일을 올려 주세요.');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
      const altField = part.fields.alt;
      const alt = altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value).trim().slice(0, ALT_MAX) : '';
      const bytes = await readUpload(part.file);
      const actor = await cmsActor(app, request);
      const mediaId = await storeMedia(app.db.db, app.mediaStorage, { bytes, filename: part.filename, alt }, actor, request.log);
      return reply.code(201).send(await item(mediaId));
    },
  );

  app.get(
    '/media/:mediaId',
    { schema: { tags, summary: '미디어 정보', security, params: mediaIdParamsSchema, response: { 200: mediaItemSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => item(request.params.mediaId),
  );

  app.put(
    '/media/:mediaId',
    {
      schema: { tags, summary: '대체 텍스트 수정', security, params: mediaIdParamsSchema, body: mediaAltUpdateSchema, response: { 200: mediaItemSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await updateMediaAlt(app.db.db, request.params.mediaId, request.body.alt, await cmsActor(app, request));
      return item(request.params.mediaId);
    },
  );

  app.delete(
    '/media/:mediaId',
    {
      schema: { tags, summary: '미디어 삭제 (쓰이는 곳이 없을 때만)', description: '기사나 필자 프로필이 쓰고 있으면 409 MEDIA_IN_USE입니다.', security, params: mediaIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await deleteMedia(app.db.db, app.mediaStorage, request.params.mediaId, await cmsActor(app, request), request.log);
      return reply.code(204).send(null);
    },
  );
};

export default mediaRoutes;
