import { AppError, mediaFileParamsSchema, mediaIdParamsSchema, type MediaVariant } from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RangeRequest } from '../../../adapters/media-storage';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

/** Files never change under an id (a new upload gets a new random id), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Opened directly (not as <img>), a file can run nothing: no scripts, no plugins, a unique origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** One `bytes=` range; several ranges or another unit are answered with the whole file. */
export function parseRange(header: string | undefined): RangeRequest | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  return { start: match[1] === '' ? undefined : Number(match[1]), end: match[2] === '' ? undefined : Number(match[2]) };
}

/**
 * GET /api/seoul/v1/media/{id} and /{id}/{variant}: uploaded files, public (ids are random and
 * unguessable; editors decide what to publish), with the stored type, nosniff, an immutable cache
 * lifetime and single-range support (seeking in voice files). A variant an item does not have (an
 * audio file's thumb) is answered with the original.
 */
export default resource('/media', async (app) => {
  async function serve(request: FastifyRequest, reply: FastifyReply, mediaId: string, variant?: MediaVariant) {
    const [row] = await app.db.db
      .select({ storageKey: schema.media.storageKey, variants: schema.media.variants })
      .from(schema.media)
      .where(eq(schema.media.id, mediaId));
    if (!row) throw new AppError('NOT_FOUND', '파일을 찾을 수 없습니다.');
    const key = (variant && row.variants?.[variant]?.key) || row.storageKey;
    const etag = `"${mediaId}-${variant ?? 'original'}"`;
    reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('etag', etag).header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = parseRange(request.headers.range);
    const file = await app.mediaStorage.get(key, range ?? undefined);
    if (!file) {
      request.log.error({ mediaId, key }, 'media row without a stored file');
      throw new AppError('NOT_FOUND', '파일을 찾을 수 없습니다.');
    }
    reply.header('content-type', file.mime).header('content-disposition', 'inline').header('content-security-policy', FILE_CSP);
    if (!file.stream) return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    if (file.range) {
      reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`).header('content-length', file.range.end - file.range.start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(file.stream);
  }

  app.get(
    '/:mediaId',
    { schema: { tags: ['media'], summary: '올린 파일 (원본 또는 변환된 원본)', params: mediaIdParamsSchema, response: errorResponses(400, 404) } },
    (request, reply) => serve(request, reply, request.params.mediaId),
  );

  app.get(
    '/:mediaId/:variant',
    { schema: { tags: ['media'], summary: '이미지 변형 (thumb 1200x675, small 480px)', params: mediaFileParamsSchema, response: errorResponses(400, 404) } },
    (request, reply) => serve(request, reply, request.params.mediaId, request.params.variant),
  );
});
