'use client';

import { lazySchema } from './lazy-schema';

/**
 * Response schemas for code in the shared layout (header, session, article reader, scrap buttons), loaded
 * on first use: the contracts build zod schemas when their module loads, so importing them statically
 * would put zod in the first load of every page. Screens of their own (CMS, settings) import schemas
 * directly; their chunks are loaded only there.
 */
const users = () => import('@spi/core/contracts/users');
const articles = () => import('@spi/core/contracts/articles');

export const lazySchemas = {
  userInfo: lazySchema(users, (m) => m.userInfoSchema),
  additionalInfo: lazySchema(users, (m) => m.additionalInfoSchema),
  findEmails: lazySchema(users, (m) => m.findEmailsResponseSchema),
  signupConfirm: lazySchema(users, (m) => m.signupConfirmResponseSchema),
  home: lazySchema(articles, (m) => m.homeResponseSchema),
  articleDetail: lazySchema(articles, (m) => m.articleDetailSchema),
  scrapList: lazySchema(articles, (m) => m.scrapListResponseSchema),
  scrapState: lazySchema(articles, (m) => m.scrapStateSchema),
  history: lazySchema(articles, (m) => m.historyResponseSchema),
};
