import { AppError, msUntilSeoulMidnight, jobDetailResponseSchema, jobListQuerySchema, jobListResponseSchema } from '@spi/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import type { RouteCacheConfig } from '../../../../plugins/app/response-cache';
import { seoulDay } from '../../../../loaders/load-article-access';
import { jobIdOf, loadJob, loadJobPage } from '../../../../loaders/recruit/load-jobs';
import { presentJobDetail, presentJobListItem } from '../../../../presenters/recruit/job';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const tags = ['recruit'];
const OPTIONAL_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
/** Any text: an id that cannot be a posting's is a 404 like an unknown one, never a 400. */
const detailParamsSchema = z.object({ jobId: z.string() });

/** The response cache's backstop lifetime of a recruit answer (5 minutes, as for every cached route). */
const CACHE_TTL_MS = 300_000;

/**
 * Cache config of the recruit answers (guests only, tag `recruit`). Whether a posting is closed, and its
 * D-day, depend on the Seoul day, so an answer is kept at most until the next midnight in Seoul: the
 * lifetime is read when the answer is stored (docs/recruit.md).
 */
function recruitCache(app: FastifyInstance): RouteCacheConfig {
  return {
    tags: () => [CONTENT_TAGS.recruit],
    guestOnly: true,
    get ttlMs() {
      return Math.min(CACHE_TTL_MS, msUntilSeoulMidnight(new Date(app.clock())));
    },
  };
}

/** /api/seoul/v1/recruit: 채용 — published job postings with filters, and a posting's page (ADR 020). */
export default resource('/recruit', async (app) => {
  const cache = recruitCache(app);
  const now = () => new Date(app.clock());

  app.get('/', {
    config: { cache },
    schema: {
      tags,
      summary: '채용 공고 목록: 검색, 직무·지역·고용 형태·경력 필터, 진행 중/마감, 정렬, 페이지',
      description: '공개된 공고만 보입니다. 마감일이 지난 공고(서울 시각으로 마감일 다음 날부터)는 status=closed 또는 all에서만 보입니다. 경력 필터는 공고의 경력 범위가 구간과 겹치면 맞습니다.',
      security: OPTIONAL_AUTH,
      querystring: jobListQuerySchema,
      response: { 200: jobListResponseSchema, ...errorResponses(400) },
    },
  }, async (request) => {
    const at = now();
    const today = seoulDay(at.getTime());
    const { page, size, ...filters } = request.query;
    const { rows, total } = await loadJobPage(app.db.db, filters, today, { limit: size, offset: (page - 1) * size });
    return {
      data: rows.map((row) => presentJobListItem(row, at)),
      pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) },
      asOf: today,
    };
  });

  app.get('/:jobId', {
    config: { cache },
    schema: {
      tags,
      summary: '채용 공고 상세: 주요 업무, 자격 요건, 우대 사항, 복리후생, 지원 방법',
      description: '마감된 공고도 200으로 답하며 closed가 true입니다. 없는 ID, 형식이 맞지 않는 ID, 공개되지 않은 공고는 404 JOB_NOT_FOUND입니다.',
      security: OPTIONAL_AUTH,
      params: detailParamsSchema,
      response: { 200: jobDetailResponseSchema, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    const id = jobIdOf(request.params.jobId);
    const job = id === null ? null : await loadJob(app.db.db, id);
    if (!job || job.status !== 'PUBLISHED') throw new AppError('JOB_NOT_FOUND');
    const at = now();
    return { job: presentJobDetail(job, at), asOf: seoulDay(at.getTime()) };
  });
});
