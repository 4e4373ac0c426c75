import { AppError, MEDIA_PATH_PREFIX } from '@spi/core';
import { schema, type Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import { count, eq, like, or } from 'drizzle-orm';
import type { MediaStorage } from '../../adapters/media-storage';
import { inTransaction } from '../transaction';
import { auditCms, type CmsActor } from './cms-context';

const { articles, media, writers } = schema;

/** PUT /admin/media/{id}: the alternative text (the bytes never change, so cached files stay valid). */
export async function updateMediaAlt(db: Db, mediaId: string, alt: string, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select({ alt: media.alt }).from(media).where(eq(media.id, mediaId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '미디어를 찾을 수 없습니다.');
    await tx.update(media).set({ alt }).where(eq(media.id, mediaId));
    await auditCms(tx, actor, 'media.update', 'media', mediaId, { fields: current.alt === alt ? [] : ['alt'] });
  });
}

/** How many articles (as thumbnail, voice file or inside their HTML) and writers use a media item. */
export async function mediaUsage(db: Db, mediaId: string): Promise<{ articles: number; writers: number }> {
  const inHtml = `%${MEDIA_PATH_PREFIX}/${mediaId}%`;
  const [[byArticles], [byWriters]] = await Promise.all([
    db.select({ n: count() }).from(articles).where(or(eq(articles.thumbnailMediaId, mediaId), eq(articles.voiceMediaId, mediaId), like(articles.html, inHtml))),
    db.select({ n: count() }).from(writers).where(eq(writers.avatarMediaId, mediaId)),
  ]);
  return { articles: byArticles?.n ?? 0, writers: byWriters?.n ?? 0 };
}

/**
 * DELETE /admin/media/{id}: 409 MEDIA_IN_USE while anything uses it; otherwise the row goes (with an audit row) and
 * then the files. A file that cannot be removed is logged, never brought back to life.
 */
export async function deleteMedia(db: Db, storage: MediaStorage, mediaId: string, actor: CmsActor, log: FastifyBaseLogger): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(media).where(eq(media.id, mediaId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '미디어를 찾을 수 없습니다.');
    const usage = await mediaUsage(tx, mediaId);
    if (usage.articles > 0 || usage.writers > 0) {
      throw new AppError('MEDIA_IN_USE', `사용 중인 미디어는 삭제할 수 없습니다 (기사 ${usage.articles}건, 필자 ${usage.writers}명).`);
    }
    await tx.delete(media).where(eq(media.id, mediaId));
    await auditCms(tx, actor, 'media.delete', 'media', mediaId, { kind: current.kind, originalName: current.originalName });
    return [current.storageKey, ...Object.values(current.variants ?? {}).map((v) => v.key)];
  });
  for (const key of keys) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove a deleted media file'));
}
