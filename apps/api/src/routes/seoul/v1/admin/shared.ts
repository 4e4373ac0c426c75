import { AppError, type AdminArticleDetailDto } from '@spi/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { articleChangeTags, TAXONOMY_CHANGE_TAGS } from '../../../../cache/content-tags';
import { loadArticleTagNames } from '../../../../commands/cms/article-tags';
import type { CmsActor } from '../../../../commands/cms/cms-context';
import { countRevisions, loadAdminArticle } from '../../../../loaders/load-admin-articles';
import { loadMediaItems } from '../../../../loaders/load-media';
import { presentAdminArticleDetail } from '../../../../presenters/admin-article';

export const security = [{ bearerAuth: [] }];

/**
 * onSend hook of upload routes: a refused upload is answered before its body was read, so the
 * connection is closed rather than kept with an unread body on a keep-alive socket.
 */
export async function closeConnectionOnError(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode >= 400) reply.header('connection', 'close');
  return payload;
}
/** Every CMS route: ROLE_EDITOR or ROLE_ADMIN (checked in the group's onRequest hook). */
export const EDITOR_ACCESS = { role: ['EDITOR', 'ADMIN'] };
/** Deleting an article: ROLE_ADMIN only. */
export const ADMIN_ACCESS = { role: ['ADMIN'] };

/** The signed-in editor making a change (the group hook already checked the role). */
export async function cmsActor(app: FastifyInstance, request: FastifyRequest): Promise<CmsActor> {
  const viewer = await app.requireUser(request);
  return { userId: viewer.userId, ip: request.ip };
}

export async function articleDetail(app: FastifyInstance, articleId: number): Promise<AdminArticleDetailDto> {
  const db = app.db.db;
  const row = await loadAdminArticle(db, articleId);
  if (!row) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
  const [tagNames, media, revisionCount] = await Promise.all([
    loadArticleTagNames(db, articleId),
    loadMediaItems(db, [row.article.thumbnailMediaId, row.article.voiceMediaId]),
    countRevisions(db, articleId),
  ]);
  return presentAdminArticleDetail(row, { tagNames, media, revisionCount });
}

/** Tells the web app to rebuild the pages an article appears on; never waits for or fails the request. */
export function notifyArticleChange(app: FastifyInstance, articleId: number): void {
  void app.contentChangeNotifier.notify(articleChangeTags(articleId));
}

/** Taxonomy changes touch labels on lists, the home page and article pages. */
export function notifyTaxonomyChange(app: FastifyInstance): void {
  void app.contentChangeNotifier.notify(TAXONOMY_CHANGE_TAGS);
}
