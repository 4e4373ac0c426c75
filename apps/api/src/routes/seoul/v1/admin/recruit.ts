import { AppError, adminJobListQuerySchema, adminJobListResponseSchema, adminJobResponseSchema, jobInputSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { createJob, deleteJob, updateJob } from '../../../../commands/recruit/save-job';
import { jobIdOf, loadAdminJobPage, loadJob } from '../../../../loaders/recruit/load-jobs';
import { presentAdminJob, presentAdminJobListItem } from '../../../../presenters/recruit/job';
import { errorResponses } from '../../../responses';
import { cmsActor, security } from './shared';

const tags = ['admin-recruit'];
/** Any text: an id that cannot be a posting's is a 404 (JOB_NOT_FOUND). */
const jobParamsSchema = z.object({ jobId: z.string() });

function idOf(raw: string): number {
  const id = jobIdOf(raw);
  if (id === null) throw new AppError('JOB_NOT_FOUND');
  return id;
}

/** /admin/recruit: the editors' screens of 채용 — every posting, drafts included (ADR 020). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock());
  /** Lists, posting pages and search results change. */
  const notify = () => void app.contentChangeNotifier.notify([CONTENT_TAGS.recruit]);

  app.get('/recruit', {
    schema: { tags, summary: '채용 공고 목록 (임시 저장 포함, 최근 수정순)', security, querystring: adminJobListQuerySchema, response: { 200: adminJobListResponseSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => {
    const { rows, total } = await loadAdminJobPage(app.db.db, request.query);
    const at = now();
    const { page, size } = request.query;
    return { data: rows.map((row) => presentAdminJobListItem(row, at)), pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) } };
  });

  app.get('/recruit/:jobId', {
    schema: { tags, summary: '채용 공고 편집용 레코드', security, params: jobParamsSchema, response: { 200: adminJobResponseSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const row = await loadJob(app.db.db, idOf(request.params.jobId));
    if (!row) throw new AppError('JOB_NOT_FOUND');
    return { job: presentAdminJob(row, now()) };
  });

  app.post('/recruit', {
    schema: {
      tags,
      summary: '채용 공고 추가',
      description: '공개(PUBLISHED)로 저장하면 그때가 게시일이 됩니다. 지원 링크는 https 주소, 지원 이메일은 올바른 주소여야 하며 연봉·경력은 최소 ≤ 최대여야 합니다.',
      security,
      body: jobInputSchema,
      response: { 201: adminJobResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const actor = await cmsActor(app, request);
    const row = await createJob(app.db.db, request.body, actor.userId, now());
    notify();
    return reply.code(201).send({ job: presentAdminJob(row, now()) });
  });

  app.put('/recruit/:jobId', {
    schema: {
      tags,
      summary: '채용 공고 수정',
      description: '처음 공개할 때의 게시일은 공개 상태인 동안 유지됩니다. 없는 공고는 404 JOB_NOT_FOUND입니다.',
      security,
      params: jobParamsSchema,
      body: jobInputSchema,
      response: { 200: adminJobResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const id = idOf(request.params.jobId);
    await cmsActor(app, request);
    const row = await updateJob(app.db.db, id, request.body, now());
    notify();
    return { job: presentAdminJob(row, now()) };
  });

  app.delete('/recruit/:jobId', {
    schema: { tags, summary: '채용 공고 삭제', security, params: jobParamsSchema, response: { 200: z.object({ deleted: z.literal(true), id: z.number().int() }), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const id = idOf(request.params.jobId);
    await cmsActor(app, request);
    await deleteJob(app.db.db, id, now());
    notify();
    return { deleted: true as const, id };
  });
};

export default routes;
