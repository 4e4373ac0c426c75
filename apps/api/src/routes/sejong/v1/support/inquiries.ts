import multipart from '@fastify/multipart';
import {
  AppError, errorEnvelopeSchema, INQUIRY_LIMITS, inquiryDetailSchema, inquiryFieldsSchema, inquiryListQuerySchema, inquiryListResponseSchema, INQUIRY_PAGE_SIZE,
} from '@spi/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createInquiry, type NewAttachment } from '../../../../commands/support/create-inquiry';
import { supportStorage } from '../../../../commands/support/support-storage';
import { attachmentDisposition, readInquiryAttachment } from '../../../../content/inquiry-attachment';
import { loadAttachment, loadInquiry, loadMyInquiryPage } from '../../../../loaders/support/inquiries';
import { findForbiddenText } from '../../../../plugins/app/route-guards';
import { presentInquiryDetail, presentInquirySummary } from '../../../../presenters/support/inquiry';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['support'];
const FIELD_NAMES = new Set(['category', 'title', 'body', 'clientKey']);
/** Any text: an id that cannot be an inquiry's is a 404 like someone else's. */
const inquiryParamsSchema = z.object({ inquiryId: z.string().max(200) });
const attachmentParamsSchema = z.object({ inquiryId: z.string().max(200), attachmentId: z.string().max(200) });
/** Opened directly, a file runs nothing (images in a sandbox; a PDF needs the viewer). */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A refused upload may leave its body unread: close the connection rather than keep it on a keep-alive socket. */
async function closeConnectionOnError(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode >= 400) reply.header('connection', 'close');
  return payload;
}

function fieldsError(raw: Record<string, unknown>): AppError {
  const parsed = inquiryFieldsSchema.safeParse(raw);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? '입력 내용을 확인해 주세요.', { location: 'body', issues });
}

/**
 * /api/sejong/v1/inquiries: a signed-in member's 1:1 inquiries — send one with attachments, the list of
 * mine, one of mine, and its attachment files. Someone else's inquiry is a 404, never a 403.
 */
export default resource('/inquiries', async (app) => {
  // Only this resource parses multipart bodies. The per-file limit is one byte over the maximum, so an
  // oversized file is seen (and refused) while it streams; one file (and one field) over the maximum count
  // is let through to be refused with its own message.
  await app.register(multipart, {
    limits: {
      fileSize: INQUIRY_LIMITS.attachmentBytesMax + 1,
      files: INQUIRY_LIMITS.attachmentsMax + 1,
      fields: FIELD_NAMES.size + 1,
      fieldSize: INQUIRY_LIMITS.bodyMax * 4 + 16,
      parts: FIELD_NAMES.size + INQUIRY_LIMITS.attachmentsMax + 2,
      headerPairs: 50,
    },
    throwFileSizeLimit: false,
  });
  const storage = supportStorage(app.config);
  const now = () => new Date(app.clock());

  async function mine(userId: string, inquiryId: string) {
    const full = await loadInquiry(app.db.db, inquiryId);
    if (!full || full.inquiry.userId !== userId) throw new AppError('INQUIRY_NOT_FOUND');
    return full;
  }

  app.post('/', {
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '1:1 문의 보내기 (multipart/form-data)',
      description:
        '필드 category, title, body, clientKey와 파일 `files`(최대 5개). 파일 형식은 첫 바이트로 판별합니다: PNG, JPEG, GIF, WEBP 이미지나 PDF, 한 개당 10MB 이하. ' +
        '같은 clientKey로 다시 보내면 새 문의를 만들지 않고 처음 문의를 200으로 돌려줍니다. 로그인하지 않으면 본문과 관계없이 401입니다.',
      security,
      consumes: ['multipart/form-data'],
      response: { 200: inquiryDetailSchema, 201: inquiryDetailSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    reply.header('cache-control', 'no-store');
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', '문의는 multipart/form-data 형식으로 보내 주세요.');
    const raw: Record<string, unknown> = {};
    const files: NewAttachment[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!FIELD_NAMES.has(part.fieldname)) throw new AppError('BAD_REQUEST', `알 수 없는 필드입니다: ${part.fieldname.slice(0, 40)}`);
        raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'files') throw new AppError('BAD_REQUEST', '첨부 파일은 files 필드에 넣어 주세요.');
      if (files.length >= INQUIRY_LIMITS.attachmentsMax) throw new AppError('INQUIRY_TOO_MANY_ATTACHMENTS');
      const upload = await readInquiryAttachment(part.file);
      files.push({ ...upload, filename: part.filename });
    }
    const forbidden = findForbiddenText(raw, 'body');
    if (forbidden) throw new AppError('VALIDATION_FAILED', '허용되지 않는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.', { field: forbidden });
    const fields = inquiryFieldsSchema.safeParse(raw);
    if (!fields.success) throw fieldsError(raw);
    const { inquiry, created } = await createInquiry({ db: app.db.db, storage, now }, { userId: viewer.userId, email: viewer.user.email }, fields.data, files);
    const full = await mine(viewer.userId, inquiry.id);
    return reply.code(created ? 201 : 200).send(presentInquiryDetail(full));
  });

  app.get('/', {
    schema: {
      tags,
      summary: '내 1:1 문의 목록 (최신순, 10개씩)',
      security,
      querystring: inquiryListQuerySchema,
      response: { 200: inquiryListResponseSchema, ...errorResponses(400, 401) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    reply.header('cache-control', 'private, no-store');
    const { page } = request.query;
    const { rows, total } = await loadMyInquiryPage(app.db.db, viewer.userId, page);
    return { items: rows.map(presentInquirySummary), pagination: { page, size: INQUIRY_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE)) } };
  });

  app.get('/:inquiryId', {
    schema: {
      tags,
      summary: '내 1:1 문의 상세 (답변, 첨부 파일)',
      description: '다른 회원의 문의나 없는 문의는 404 INQUIRY_NOT_FOUND입니다. 답변 작성자는 "고객센터"로 표시됩니다.',
      security,
      params: inquiryParamsSchema,
      response: { 200: inquiryDetailSchema, ...errorResponses(400, 401, 404) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return presentInquiryDetail(await mine(viewer.userId, request.params.inquiryId));
  });

  app.get('/:inquiryId/attachments/:attachmentId', {
    schema: {
      tags,
      summary: '문의 첨부 파일 내려받기',
      description: '문의한 회원과 관리자만 받을 수 있습니다(그 밖에는 404). 캐시에 저장되지 않습니다.',
      security,
      params: attachmentParamsSchema,
      response: errorResponses(400, 401, 404),
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const { inquiryId, attachmentId } = request.params;
    const full = await loadInquiry(app.db.db, inquiryId);
    if (!full || (full.inquiry.userId !== viewer.userId && !viewer.isAdmin)) throw new AppError('INQUIRY_NOT_FOUND');
    const attachment = await loadAttachment(app.db.db, inquiryId, attachmentId);
    if (!attachment) throw new AppError('INQUIRY_ATTACHMENT_NOT_FOUND');
    const file = await storage.get(attachment.storageKey);
    if (!file?.stream) {
      request.log.error({ inquiryId, attachmentId }, 'inquiry attachment without its stored file');
      throw new AppError('INQUIRY_ATTACHMENT_NOT_FOUND');
    }
    return (reply as FastifyReply)
      .header('content-type', attachment.mime)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(attachment.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', attachment.mime === 'application/pdf' ? PDF_CSP : IMAGE_CSP)
      .send(file.stream);
  });
});
