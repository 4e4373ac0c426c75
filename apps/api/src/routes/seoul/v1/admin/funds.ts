import multipart from '@fastify/multipart';
import {
  AppError, adminFundReportResponseSchema, adminFundResponseSchema, errorEnvelopeSchema, FUND_ID_PATTERN, FUND_REPORT_MAX_BYTES, fundInputSchema, fundParamsSchema,
  fundReportDownloadLogSchema, fundReportParamsSchema, fundReportUploadFieldsSchema, type AdminFundResponse,
} from '@spi/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { loadRecordAudits } from '../../../../commands/audit/record-change';
import { deleteFundReport, readReportUpload, removeReportFiles, uploadFundReport } from '../../../../commands/funds/manage-reports';
import { createFund, deleteFund, updateFund, type FundActor } from '../../../../commands/funds/save-fund';
import { loadDownloadCounts, loadFundRecord, loadReport, loadReportDownloads } from '../../../../loaders/funds/load-funds';
import { presentAdminFund, presentFundReport } from '../../../../presenters/funds/fund';
import { errorResponses } from '../../../responses';
import { closeConnectionOnError, security } from './shared';

const tags = ['admin-funds'];
const FIELD_MAX = 600;

function fundIdOf(raw: string): string {
  if (!FUND_ID_PATTERN.test(raw)) throw new AppError('FUND_NOT_FOUND');
  return raw;
}

async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<FundActor> {
  const viewer = await app.requireUser(request);
  return { userId: viewer.userId };
}

/** Deals link funds (buyer, seller, assets): a fund change touches both datasets' cached pages. */
function notifyFundChange(app: FastifyInstance): void {
  void app.contentChangeNotifier.notify([CONTENT_TAGS.funds, CONTENT_TAGS.deals]);
}

async function adminFund(app: FastifyInstance, fundId: string): Promise<AdminFundResponse> {
  const record = await loadFundRecord(app.db.db, fundId);
  if (!record) throw new AppError('FUND_NOT_FOUND');
  const [downloads, audits] = await Promise.all([
    loadDownloadCounts(app.db.db, record.reports.map((r) => r.id)),
    loadRecordAudits(app.db.db, 'FUND', fundId),
  ]);
  return {
    fund: presentAdminFund(record),
    reports: record.reports.map((r) => ({ ...presentFundReport(r, record.fund.name), downloads: downloads.get(r.id) ?? 0 })),
    audits,
  };
}

/** /admin/funds: editors add, edit and delete single records with an audit trail; fund reports (ADR 019). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart bodies: one report file (one byte over the limit is read, so the
  // upload is refused with FUND_REPORT_TOO_LARGE rather than silently truncated) and three fields.
  await app.register(multipart, { limits: { fileSize: FUND_REPORT_MAX_BYTES + 1, files: 1, fields: 3, fieldSize: FIELD_MAX, parts: 4, headerPairs: 100 } });

  app.get('/funds/:fundId', {
    schema: { tags, summary: '펀드 편집용 레코드, 보고서(다운로드 수), 변경 기록', security, params: fundParamsSchema, response: { 200: adminFundResponseSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => adminFund(app, fundIdOf(request.params.fundId)));

  app.post('/funds', {
    schema: {
      tags,
      summary: '펀드 추가',
      description: '펀드 코드(id)가 곧 ID입니다: 없으면 400, 이미 있으면 409 FUND_ID_TAKEN. 기초자산의 dealId는 있는 딜이어야 합니다 (400 DEAL_REFERENCE_UNKNOWN).',
      security,
      body: fundInputSchema,
      response: { 201: adminFundResponseSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const id = await createFund(app.db.db, request.body, await actorOf(app, request), new Date(app.clock()));
    notifyFundChange(app);
    return reply.code(201).send(await adminFund(app, id));
  });

  app.put('/funds/:fundId', {
    schema: {
      tags,
      summary: '펀드 수정 (기초자산과 투자자는 통째로 바뀝니다)',
      security,
      params: fundParamsSchema,
      body: fundInputSchema,
      response: { 200: adminFundResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const fundId = fundIdOf(request.params.fundId);
    await updateFund(app.db.db, fundId, request.body, await actorOf(app, request), new Date(app.clock()));
    notifyFundChange(app);
    return adminFund(app, fundId);
  });

  app.delete('/funds/:fundId', {
    schema: { tags, summary: '펀드 삭제 (보고서 파일과 다운로드 기록도 함께)', security, params: fundParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const fundId = fundIdOf(request.params.fundId);
    const { storageKeys } = await deleteFund(app.db.db, fundId, await actorOf(app, request), new Date(app.clock()));
    await removeReportFiles(app.reportStorage, storageKeys, request.log);
    notifyFundChange(app);
    return reply.code(204).send(null);
  });

  app.post('/funds/:fundId/reports', {
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '펀드 보고서 올리기 (multipart/form-data)',
      description: '필드 title, kind, periodEnd (파일보다 먼저)와 file 하나. 형식은 내용으로 판별합니다: PDF, XLSX, DOCX만 (그 밖에는 415 FUND_REPORT_INVALID), 30MB 이하 (넘으면 413 FUND_REPORT_TOO_LARGE).',
      security,
      consumes: ['multipart/form-data'],
      params: fundParamsSchema,
      response: { 201: adminFundReportResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const fundId = fundIdOf(request.params.fundId);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 파일을 올려 주세요.');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
    const field = (name: string) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
    };
    const fields = fundReportUploadFieldsSchema.safeParse({ title: field('title'), kind: field('kind'), periodEnd: field('periodEnd') });
    if (!fields.success) {
      throw new AppError('VALIDATION_FAILED', undefined, { location: 'body', issues: fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
    }
    const bytes = await readReportUpload(part.file);
    const actor = await actorOf(app, request);
    const now = new Date(app.clock());
    const reportId = await uploadFundReport(app.db.db, app.reportStorage, { fundId, ...fields.data, fileName: part.filename, bytes }, actor, now, request.log);
    notifyFundChange(app);
    const report = await loadReport(app.db.db, fundId, reportId);
    const record = await loadFundRecord(app.db.db, fundId);
    if (!report || !record) throw new AppError('FUND_REPORT_NOT_FOUND');
    return reply.code(201).send({ report: { ...presentFundReport(report, record.fund.name), downloads: 0 } });
  });

  app.delete('/funds/:fundId/reports/:reportId', {
    schema: { tags, summary: '펀드 보고서 삭제 (파일과 다운로드 기록도 함께)', security, params: fundReportParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const fundId = fundIdOf(request.params.fundId);
    await deleteFundReport(app.db.db, app.reportStorage, fundId, request.params.reportId, await actorOf(app, request), new Date(app.clock()), request.log);
    notifyFundChange(app);
    return reply.code(204).send(null);
  });

  app.get('/funds/:fundId/reports/:reportId/downloads', {
    schema: { tags, summary: '펀드 보고서 다운로드 기록 (최신순)', security, params: fundReportParamsSchema, response: { 200: fundReportDownloadLogSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const fundId = fundIdOf(request.params.fundId);
    const report = await loadReport(app.db.db, fundId, request.params.reportId);
    if (!report) throw new AppError('FUND_REPORT_NOT_FOUND');
    const rows = await loadReportDownloads(app.db.db, report.id);
    return {
      data: rows.map((r) => ({ id: r.id, user: { userId: r.userId, name: r.nickname, email: r.email }, termsVersion: r.termsVersion, createdAt: r.createdAt.toISOString() })),
    };
  });
};

export default routes;
