import {
  adminStudentVerificationResponseSchema,
  adminStudentVerificationsQuerySchema,
  adminStudentVerificationsResponseSchema,
  AppError,
  rejectStudentRequestSchema,
  studentVerificationParamsSchema,
} from '@spi/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reviewStudentVerification } from '../../../../commands/students/review-verification';
import { studentDeps } from '../../../../commands/students/student-deps';
import { recordAudit } from '../../../../commands/record-activity';
import { loadAdminVerification, loadAdminVerifications } from '../../../../loaders/students/student-verifications';
import { presentAdminVerification } from '../../../../presenters/students/student-verification';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['admin', 'student'];
/** A document opened in the browser runs nothing (images in a sandbox; a PDF needs the viewer, so no sandbox there). */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * /api/sejong/v1/admin/student-verifications: the review queue of student-ID documents, the document
 * itself (streamed to the admin only, audited), approve and reject. ROLE_ADMIN only (401 guest, 403 otherwise).
 */
export default resource('/admin/student-verifications', async (app) => {
  const requireAdmin = (request: FastifyRequest) => app.requireCan(request, 'billing.admin');

  async function one(id: string) {
    const row = await loadAdminVerification(app.db.db, id);
    if (!row) throw new AppError('NOT_FOUND', '학생 인증 요청을 찾을 수 없습니다.');
    return row;
  }

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '학생 인증 목록 (심사 대기열)',
        description: 'status=PENDING은 심사를 기다리는 학생증(오래된 순), 그 밖에는 최신순입니다. page는 0부터입니다. 코드 입력을 기다리는 이메일 인증은 나오지 않습니다.',
        security,
        querystring: adminStudentVerificationsQuerySchema,
        response: { 200: adminStudentVerificationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const { rows, count } = await loadAdminVerifications(app.db.db, request.query);
      await recordAudit(app.db.db, {
        actorId: viewer.userId,
        action: 'student.verifications_read',
        targetType: 'student_verification',
        targetId: null,
        ip: request.ip,
        meta: { status: request.query.status ?? null, page: request.query.page, count: rows.length },
      });
      const now = new Date(app.clock());
      return { verifications: rows.map((row) => presentAdminVerification(row, now)), pagination: { count, page: request.query.page, size: request.query.size } };
    },
  );

  app.get(
    '/:id/document',
    {
      schema: {
        tags,
        summary: '제출된 학생증 파일',
        description: '관리자에게만 제공되며, 열람할 때마다 감사 기록이 남습니다. 캐시에 저장되지 않습니다.',
        security,
        params: studentVerificationParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const viewer = await requireAdmin(request);
      const row = await one(request.params.id);
      if (!row.documentKey || !row.documentMime) throw new AppError('NOT_FOUND', '제출된 학생증 파일이 없습니다.');
      const file = await studentDeps(app).documents.get(row.documentKey);
      if (!file?.stream) {
        request.log.error({ verificationId: row.id }, 'student verification without its stored document');
        throw new AppError('NOT_FOUND', '제출된 학생증 파일을 찾을 수 없습니다.');
      }
      await recordAudit(app.db.db, {
        actorId: viewer.userId,
        action: 'student.document.read',
        targetType: 'student_verification',
        targetId: row.id,
        ip: request.ip,
        meta: { userId: row.userId, mime: row.documentMime, size: file.size },
      });
      return (reply as FastifyReply)
        .header('content-type', row.documentMime)
        .header('content-length', file.size)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', row.documentMime === 'application/pdf' ? PDF_CSP : IMAGE_CSP)
        .send(file.stream);
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags,
        summary: '학생 인증 승인',
        description: '심사 중(PENDING)인 학생증만 승인할 수 있습니다. 인증은 오늘부터 365일 유효하며 학생에게 메일로 알립니다. 이미 심사가 끝났으면 409 STUDENT_VERIFICATION_CLOSED입니다.',
        security,
        params: studentVerificationParamsSchema,
        response: { 200: adminStudentVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      await reviewStudentVerification(studentDeps(app), { userId: viewer.userId, ip: request.ip }, request.params.id, { approve: true });
      return { verification: presentAdminVerification(await one(request.params.id), new Date(app.clock())) };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        summary: '학생 인증 반려',
        description: '심사 중(PENDING)인 학생증만 반려할 수 있습니다. 사유는 학생에게 화면과 메일로 전달됩니다.',
        security,
        params: studentVerificationParamsSchema,
        body: rejectStudentRequestSchema,
        response: { 200: adminStudentVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      await reviewStudentVerification(studentDeps(app), { userId: viewer.userId, ip: request.ip }, request.params.id, { approve: false, reason: request.body.reason });
      return { verification: presentAdminVerification(await one(request.params.id), new Date(app.clock())) };
    },
  );
});
