import multipart from '@fastify/multipart';
import {
  AppError,
  errorEnvelopeSchema,
  STUDENT_CODE_RESEND_SECONDS,
  STUDENT_DOCUMENT_MAX_BYTES,
  studentCodeRequestSchema,
  studentDocumentFieldsSchema,
  studentEmailRequestSchema,
  studentEmailResponseSchema,
  studentStatusSchema,
} from '@spi/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readStudentDocument, submitStudentDocument } from '../../../../commands/students/document-verification';
import { assertMayStartVerification, confirmStudentCode, sendStudentCode } from '../../../../commands/students/email-verification';
import { studentDeps, studentDocumentStorage } from '../../../../commands/students/student-deps';
import { loadStudentRows, loadStudentStatus } from '../../../../loaders/students/student-verifications';
import { findForbiddenText } from '../../../../plugins/app/route-guards';
import { presentStudentStatus } from '../../../../presenters/students/student-verification';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['student'];
const SCHOOL_FIELD_MAX_BYTES = 400;
const errors410 = { 410: errorEnvelopeSchema };

/** A refused upload may leave its body unread: close the connection rather than keep it on a keep-alive socket. */
async function closeConnectionOnError(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode >= 400) reply.header('connection', 'close');
  return payload;
}

/**
 * /api/sejong/v1/student: the signed-in reader's student verification — status, a code sent to a
 * school address and its confirmation, or a student-ID document for an admin to review. Answers are
 * personal and never stored by caches.
 */
export default resource('/student', async (app) => {
  // Only this resource parses multipart bodies: one file, one text field; the file limit is one byte
  // over the maximum, so an oversized file is seen (and refused) while it streams.
  await app.register(multipart, {
    limits: { fileSize: STUDENT_DOCUMENT_MAX_BYTES + 1, files: 1, fields: 1, fieldSize: SCHOOL_FIELD_MAX_BYTES, parts: 2, headerPairs: 50 },
    throwFileSizeLimit: false,
  });

  // Fails at start when the documents folder would sit inside the public media folder.
  studentDocumentStorage(app.config);

  async function status(userId: string) {
    return presentStudentStatus(await loadStudentStatus(app.db.db, userId, new Date(app.clock())));
  }

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '학생 인증 상태',
        description:
          'status: NONE(미인증), PENDING(학생증 심사 중), VERIFIED(인증 완료, expiresAt까지), REJECTED(반려, rejectedReason), EXPIRED(기간 만료). ' +
          '학교 이메일로 보낸 코드를 기다리는 중이면 codePendingUntil에 코드 유효 시각이 있습니다. 로그인하지 않으면 401입니다.',
        security,
        response: { 200: studentStatusSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return status(viewer.userId);
    },
  );

  app.post(
    '/email',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '학교 이메일로 인증 코드 보내기',
        description: `학교 이메일(ac.kr 또는 설정된 학교 도메인)로 6자리 코드를 보냅니다. 코드는 10분 동안 유효하고, 새 코드는 ${STUDENT_CODE_RESEND_SECONDS}초에 한 번 받을 수 있습니다. 새 코드를 받으면 이전 코드는 쓸 수 없습니다.`,
        security,
        body: studentEmailRequestSchema,
        response: { 200: studentEmailResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return sendStudentCode(studentDeps(app), viewer.userId, request.body);
    },
  );

  app.post(
    '/email/confirm',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '인증 코드 확인',
        description: '맞으면 학생 인증이 완료되고(365일) 상태를 돌려줍니다. 5번 틀리면 코드를 다시 받아야 합니다.',
        security,
        body: studentCodeRequestSchema,
        response: { 200: studentStatusSchema, ...errorResponses(400, 401, 403, 429), ...errors410 },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      const { code } = request.body;
      // The code never reaches a log line: a rejected request logs its body.
      request.body = { code: '[REDACTED]' };
      reply.header('cache-control', 'no-store');
      await confirmStudentCode(studentDeps(app), viewer.userId, code);
      return status(viewer.userId);
    },
  );

  app.post(
    '/document',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      onSend: closeConnectionOnError,
      schema: {
        tags,
        summary: '학생증 올리기 (multipart/form-data)',
        description:
          '필드 `school`(학교 이름)과 파일 `file`. 형식은 파일의 첫 바이트로 판별합니다: JPEG, PNG, WEBP 이미지나 PDF(5MB 이하). ' +
          '관리자가 확인한 뒤 승인하거나 사유와 함께 반려합니다. 올린 파일은 공개 주소로 제공되지 않습니다.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: studentStatusSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', '학생증은 multipart/form-data 형식으로 올려 주세요.');
      const deps = studentDeps(app);
      // Refused states are answered before the file is read.
      assertMayStartVerification(await loadStudentRows(deps.db, viewer.userId), deps.now());
      let school: unknown;
      let file: Awaited<ReturnType<typeof readStudentDocument>> | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname !== 'school') throw new AppError('BAD_REQUEST', '학교 이름은 school 필드에 넣어 주세요.');
          school = part.value;
        } else {
          if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', '학생증 파일은 file 필드에 넣어 주세요.');
          file = await readStudentDocument(part.file);
        }
      }
      if (!file) throw new AppError('BAD_REQUEST', '학생증 파일을 file 필드에 넣어 주세요.');
      if (findForbiddenText(school, 'body.school')) throw new AppError('VALIDATION_FAILED', '허용되지 않는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.', { field: 'body.school' });
      const fields = studentDocumentFieldsSchema.safeParse({ school });
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new AppError('VALIDATION_FAILED', school === undefined ? '학교 이름을 입력해 주세요.' : (issue?.message ?? '학교 이름을 확인해 주세요.'), {
          location: 'body',
          issues: [{ path: 'school', message: issue?.message ?? '학교 이름을 확인해 주세요.' }],
        });
      }
      await submitStudentDocument(deps, viewer.userId, { school: fields.data.school, bytes: file.bytes, mime: file.mime });
      return status(viewer.userId);
    },
  );
});
