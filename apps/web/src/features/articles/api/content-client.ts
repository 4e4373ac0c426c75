'use client';

import { API_ROOTS } from '@spi/core';
import type { ArticleDetailDto } from '@spi/core';
import { lazySchemas } from '@/lib/lazy-contracts';
import { api } from '@/lib/api-client';

/** The content API from the browser (through lib/api-client: Bearer token, CSRF, one refresh on 401). */
const V1 = API_ROOTS.seoul;

export const articleKeys = {
  home: ['articles', 'home'] as const,
  reader: (articleId: number, userId: string) => ['articles', 'reader', articleId, userId] as const,
};

export const fetchHomeInBrowser = () => api.get(`${V1}/home`, { schema: lazySchemas.home, auth: false });

/** The article as this signed-in reader may see it (records the read in their history). */
export const fetchArticleForReader = (articleId: number): Promise<ArticleDetailDto> =>
  api.get(`${V1}/articles/${articleId}`, { schema: lazySchemas.articleDetail });

/** Spends one of this month's unlocks on the article (LIGHT memberships) and returns the full article. */
export const unlockArticle = (articleId: number): Promise<ArticleDetailDto> =>
  api.post(`${V1}/articles/${articleId}/unlock`, undefined, { schema: lazySchemas.articleDetail });
