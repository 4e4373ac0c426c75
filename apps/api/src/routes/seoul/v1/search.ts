import { performance } from 'node:perf_hooks';
import { searchQuerySchema, searchResponseSchema } from '@spi/core';
import { seoulDayStart } from '../../../loaders/load-article-access';
import { categoryWithDescendants, loadArticlesWithHtmlByIds } from '../../../loaders/load-articles';
import { presentSearchHit } from '../../../presenters/article-search-hit';
import { createSearchEngine } from '../../../search/engine';
import { loadEntityHits } from '../../../search/load-entities';
import { errorResponses } from '../../responses';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { resource } from '../../route-group';

const DAY_MS = 86_400_000;

/**
 * /api/seoul/v1/search: results grouped by content type with counts, highlighted, filtered by type,
 * category (with its sub-categories) and publish date (Asia/Seoul days, both ends included). REITs,
 * deals, funds, events, job postings and 시티폴리오 items come as `entities`: up to ENTITY_PREVIEW_HITS
 * per type on the first page of "all", one page of `size` on their own tab
 * (type=REITS|DEAL|FUND|EVENT|RECRUIT|CITYFOLIO).
 */
export default resource('/search', async (app) => {
  app.get(
    '/',
    {
      config: { cache: { tags: () => [CONTENT_TAGS.articles, CONTENT_TAGS.taxonomy, CONTENT_TAGS.reits, CONTENT_TAGS.deals, CONTENT_TAGS.funds, CONTENT_TAGS.events, CONTENT_TAGS.recruit, CONTENT_TAGS.cityfolio], ttlMs: 60_000 } },
      schema: {
        tags: ['search'],
        summary: '통합 검색',
        description: '한국어 검색: 2글자 이상 단어는 음절 바이그램, 조사(이/가/은/는 ...)는 떼고 찾습니다. 회원 전용 본문은 검색되지 않습니다.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const started = performance.now();
      const { q, type, category, from, to, page, size } = request.query;
      const now = new Date(app.clock());
      const db = app.db.db;
      const categoryIds = category ? await categoryWithDescendants(db, category) : undefined;
      const result = await createSearchEngine(db).search({
        q,
        type,
        categoryIds,
        from: from ? seoulDayStart(from) : undefined,
        to: to ? new Date(seoulDayStart(to).getTime() + DAY_MS) : undefined,
        page,
        size,
        now,
      });
      const rows = await loadArticlesWithHtmlByIds(db, result.hits.map((h) => h.id), now);
      // Entities (REITs, deals, funds, events, jobs, 시티폴리오): a few per type on the first page of "all",
      // paged on their own tab.
      const entities = await loadEntityHits(db, result.entities, q, now);
      return {
        query: q,
        groups: result.groups,
        data: rows.map((row) => presentSearchHit(row, q)),
        entities,
        pagination: { page, size, count: result.total, hasNext: (page + 1) * size < result.total },
        tookMs: Math.round((performance.now() - started) * 10) / 10,
        countCapped: result.countCapped,
      };
    },
  );
});
