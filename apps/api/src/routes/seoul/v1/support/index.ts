import { faqListQuerySchema, faqListResponseSchema } from '@spi/core';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { countPublishedFaqs, loadPublishedFaqs } from '../../../../loaders/support/faqs';
import type { RouteCacheConfig } from '../../../../plugins/app/response-cache';
import { presentFaq } from '../../../../presenters/support/faq';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const tags = ['support'];
const OPTIONAL_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];

/** Guests' answers are cached until an admin edits the FAQ (tag `faqs`), at most 5 minutes. */
const cache: RouteCacheConfig = { tags: () => [CONTENT_TAGS.faqs], guestOnly: true, ttlMs: 300_000 };

/** /api/seoul/v1/support: the help centre's published FAQ (ADR 022, contracts/support.ts). */
export default resource('/support', async (app) => {
  app.get('/faqs', {
    config: { cache },
    schema: {
      tags,
      summary: '자주 묻는 질문 (공개된 항목, 카테고리·검색)',
      description: '카테고리 순서(멤버십, 결제, 계정, 데이터)와 정렬 순서대로 돌려줍니다. q는 질문과 답변에서 대소문자 구분 없이 찾으며 %와 _는 글자 그대로입니다. counts는 검색과 관계없이 카테고리별 공개 항목 수입니다.',
      security: OPTIONAL_AUTH,
      querystring: faqListQuerySchema,
      response: { 200: faqListResponseSchema, ...errorResponses(400) },
    },
  }, async (request) => {
    const [rows, counts] = await Promise.all([loadPublishedFaqs(app.db.db, request.query), countPublishedFaqs(app.db.db)]);
    return { items: rows.map(presentFaq), counts };
  });
});
