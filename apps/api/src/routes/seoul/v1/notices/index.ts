import { activeNoticesResponseSchema } from '@spi/core';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { loadActiveNotices } from '../../../../loaders/operations/notices';
import type { RouteCacheConfig } from '../../../../plugins/app/response-cache';
import { presentNotice } from '../../../../presenters/operations/notices';
import { resource } from '../../../route-group';

/** The response cache's backstop lifetime (5 minutes, as for every cached route). */
const CACHE_TTL_MS = 300_000;

/**
 * Cache config of the active notices (tag `notices`, the same answer for everyone). A notice's start or
 * end changes the answer without an edit, so an answer is kept at most until the `nextChangeAt` it was
 * built with: the handler records it and the lifetime is read when the answer is stored (docs/operations.md).
 */
function noticesCache(app: FastifyInstance, nextChange: { ms: number | null }): RouteCacheConfig {
  return {
    tags: () => [CONTENT_TAGS.notices],
    get ttlMs() {
      if (nextChange.ms === null) return CACHE_TTL_MS;
      // At least 1 ms: the cache reads a lifetime of 0 as 'forever'.
      return Math.max(1, Math.min(CACHE_TTL_MS, nextChange.ms - app.clock()));
    },
  };
}

/** /api/seoul/v1/notices: the main-home notices showing now (ADR 022, contracts/operations.ts). */
export default resource('/notices', async (app) => {
  const nextChange: { ms: number | null } = { ms: null };
  const cache = noticesCache(app, nextChange);

  app.get('/active', {
    config: { cache },
    schema: {
      tags: ['notices'],
      summary: '지금 노출 중인 메인 공지 (시작 시각 ≤ 지금 < 종료 시각, 최근 시작순, 최대 5개)',
      description: '로그인 없이 누구나 같은 답을 받습니다. nextChangeAt은 노출 목록이 다음에 바뀌는 시각(가장 이른 종료 또는 예정된 시작)이며, 캐시는 그 시각을 넘겨 보관하지 않습니다.',
      response: { 200: activeNoticesResponseSchema },
    },
  }, async () => {
    const now = new Date(app.clock());
    const { rows, nextChangeAt } = await loadActiveNotices(app.db.db, now);
    nextChange.ms = nextChangeAt ? nextChangeAt.getTime() : null;
    return { items: rows.map(presentNotice), nextChangeAt: nextChangeAt ? nextChangeAt.toISOString() : null };
  });
});
