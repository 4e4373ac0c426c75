import {
  AppError, ADMIN_INQUIRY_PAGE_SIZE, adminInquiryDetailSchema, adminInquiryListQuerySchema, adminInquiryListResponseSchema, inquiryAnswerInputSchema, inquiryUpdateSchema,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answerInquiry, updateInquiry, type StaffDeps } from '../../../../commands/support/staff-actions';
import { loadAdminInquiryPage, loadInquiry, loadStaff } from '../../../../loaders/support/inquiries';
import { presentAdminInquiryDetail, presentAdminInquirySummary } from '../../../../presenters/support/inquiry';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['admin', 'support'];
const ADMIN_ACCESS = { role: ['ADMIN'] };
/** Any text: an id that cannot be an inquiry's is a 404. */
const inquiryParamsSchema = z.object({ inquiryId: z.string().max(200) });

/**
 * /api/sejong/v1/admin/inquiries: the staff inbox of 1:1 inquiries — tabs by status with counts, an
 * inquiry with the member's files, answers (mailed to the member), assign, close and reopen. ROLE_ADMIN
 * only (401 for a guest, 403 for everyone else), checked before the body is read.
 */
export default resource('/admin/inquiries', async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.requireAccess(request, ADMIN_ACCESS);
  });
  const deps = (): StaffDeps => ({ db: app.db.db, mailer: app.mailer ?? null, log: app.log, now: () => new Date(app.clock()), publicOrigin: app.config.publicOrigin });
  const actor = async (request: FastifyRequest) => ({ userId: (await app.requireUser(request)).userId, ip: request.ip });

  async function detail(inquiryId: string) {
    const [full, staff] = await Promise.all([loadInquiry(app.db.db, inquiryId), loadStaff(app.db.db)]);
    if (!full) throw new AppError('INQUIRY_NOT_FOUND');
    return presentAdminInquiryDetail(full, staff);
  }

  app.get('/', {
    schema: {
      tags,
      summary: '1:1 문의함 (상태 탭, 유형·담당자 필터, 검색, 20개씩)',
      description: 'status 기본값은 OPEN(답변 대기, 오래된 순)이며 다른 탭은 최신순입니다. q는 제목, 내용, 회원 이메일·닉네임, 문의 번호에서 찾습니다. counts는 필터와 관계없이 상태별 전체 문의 수입니다.',
      security,
      querystring: adminInquiryListQuerySchema,
      response: { 200: adminInquiryListResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    reply.header('cache-control', 'private, no-store');
    const { rows, total, counts } = await loadAdminInquiryPage(app.db.db, request.query, viewer.userId);
    const { page } = request.query;
    return {
      items: rows.map(presentAdminInquirySummary),
      pagination: { page, size: ADMIN_INQUIRY_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / ADMIN_INQUIRY_PAGE_SIZE)) },
      counts,
    };
  });

  app.get('/:inquiryId', {
    schema: { tags, summary: '문의 상세 (회원, 답변 작성자, 담당자, 지정할 수 있는 관리자)', security, params: inquiryParamsSchema, response: { 200: adminInquiryDetailSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return detail(request.params.inquiryId);
  });

  app.post('/:inquiryId/answers', {
    schema: {
      tags,
      summary: '답변 등록 (회원에게 메일 발송)',
      description: '답변을 저장하고 상태를 ANSWERED로(close가 true면 CLOSED로) 바꾼 뒤 문의할 때의 이메일로 답변을 보냅니다. 종료된 문의는 409 INQUIRY_CLOSED입니다.',
      security,
      params: inquiryParamsSchema,
      body: inquiryAnswerInputSchema,
      response: { 200: adminInquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await answerInquiry(deps(), await actor(request), request.params.inquiryId, request.body);
    return detail(request.params.inquiryId);
  });

  app.patch('/:inquiryId', {
    schema: {
      tags,
      summary: '담당자 지정, 종료, 다시 열기',
      description: 'assigneeId는 관리자의 사용자 ID(해제는 null)입니다. 관리자가 아닌 사용자는 400 VALIDATION_FAILED입니다. status는 CLOSED(종료) 또는 OPEN(다시 열기)입니다.',
      security,
      params: inquiryParamsSchema,
      body: inquiryUpdateSchema,
      response: { 200: adminInquiryDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    await updateInquiry(deps(), await actor(request), request.params.inquiryId, request.body);
    return detail(request.params.inquiryId);
  });
});
