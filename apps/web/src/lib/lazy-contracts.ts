'use client';

import type { LazyResponseSchema, ResponseSchema } from './api-client';

/**
 * Response schemas for code in the shared layout (header, session, article reader, scrap buttons), loaded
 * on first use: the contracts build zod schemas when their module loads, so importing them statically
 * would put zod in the first load of every page. Screens of their own (CMS, settings) import schemas
 * directly; their chunks are loaded only there.
 */
const users = () => import('@spi/core/contracts/users');
const articles = () => import('@spi/core/contracts/articles');

function lazy<M, T>(load: () => Promise<M>, pick: (module: M) => ResponseSchema<T>): LazyResponseSchema<T> {
  let cached: Promise<ResponseSchema<T>> | null = null;
  return () => (cached ??= load().then(pick));
}

export const lazySchemas = {
  userInfo: lazy(users, (m) => m.userInfoSchema),
  additionalInfo: lazy(users, (m) => m.additionalInfoSchema),
  findEmails: lazy(users, (m) => m.findEmailsResponseSchema),
  signupConfirm: lazy(users, (m) => m.signupConfirmResponseSchema),
  home: lazy(articles, (m) => m.homeResponseSchema),
  articleDetail: lazy(articles, (m) => m.articleDetailSchema),
  scrapList: lazy(articles, (m) => m.scrapListResponseSchema),
  scrapState: lazy(articles, (m) => m.scrapStateSchema),
  history: lazy(articles, (m) => m.historyResponseSchema),
};
