import {
  AppError, dealAccessOf, FUND_ID_PATTERN, FUND_REPORT_TERMS_VERSION, fundAccessOf, fundDecision, fundDetailResponseSchema, fundListQuerySchema,
  fundListResponseSchema, fundParamsSchema, fundReportDownloadBodySchema, fundReportListResponseSchema, fundReportParamsSchema, fundStatisticsResponseSchema,
  type Principal,
} from '@spi/core';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { recordReportDownload } from '../../../../commands/funds/manage-reports';
import { asksForFigures, loadAllReports, loadFundDeals, loadFundNote, loadFundPage, loadFundRecord, loadFundStatistics, loadReport } from '../../../../loaders/funds/load-funds';
import { presentDealListItem } from '../../../../presenters/deals/deal';
import { presentFundDetail, presentFundListItem, presentFundNote, presentFundReport, presentFundStatistics } from '../../../../presenters/funds/fund';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const tags = ['funds'];
/** Guests share one cached answer; a signed-in viewer's answer (figures, reports) is never shared. */
const FUND_CACHE = { tags: () => [CONTENT_TAGS.funds], guestOnly: true };
const RELATED_DEALS = 10;

/** 401 for a guest, 403 FUND_FIGURES_TIER_REQUIRED for a member without funds.view. */
function requireFigures(principal: Principal): void {
  const decision = fundDecision(principal, 'figures');
  if (!decision.allowed) throw new AppError(decision.reason === 'LOGIN' ? 'UNAUTHENTICATED' : 'FUND_FIGURES_TIER_REQUIRED');
}

/** A fund id from a path: anything but a fund code is the same 404 as an unknown fund. */
function fundIdOf(raw: string): string {
  if (!FUND_ID_PATTERN.test(raw)) throw new AppError('FUND_NOT_FOUND');
  return raw;
}

/** ASCII fallback and RFC 5987 UTF-8 name of an attachment. */
export function attachmentDisposition(fallback: string, fileName: string): string {
  const ascii = fallback.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** /api/seoul/v1/funds: 사모펀드 — list, fund pages, statistics, reports and their recorded downloads (ADR 019). */
export default resource('/funds', async (app) => {
  app.get('/', {
    config: { cache: FUND_CACHE },
    schema: {
      tags,
      summary: '사모펀드 목록: 필터, 정렬, 페이지',
      description: '누구나 목록과 펀드의 기본 정보를 봅니다. AUM(aumWon), AUM 정렬과 AUM 필터는 프리미엄·프리미엄 라이트 멤버십이나 사모펀드 권한이 필요합니다 (비로그인 401, 그 밖의 회원 403 FUND_FIGURES_TIER_REQUIRED).',
      security: [{ bearerAuth: [] }, {}],
      querystring: fundListQuerySchema,
      response: { 200: fundListResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const { principal } = await request.viewer();
    const access = fundAccessOf(principal);
    const { page, size, ...filters } = request.query;
    if (asksForFigures(filters)) requireFigures(principal);
    const result = await loadFundPage(app.db.db, filters, { limit: size, offset: (page - 1) * size });
    return {
      note: presentFundNote(result.note, app.clock()),
      access,
      amcs: result.amcs,
      data: result.rows.map((row) => presentFundListItem(row, result.counts, access)),
      pagination: { page, size, total: result.total, pages: Math.ceil(result.total / size) },
    };
  });

  app.get('/statistics', {
    schema: {
      tags,
      summary: '사모펀드 통계: 운용사·전략별 AUM, 설정연도별 펀드 수와 설정원본',
      description: '프리미엄·프리미엄 라이트 멤버십이나 사모펀드 권한이 필요합니다 (비로그인 401, 그 밖의 회원 403 FUND_FIGURES_TIER_REQUIRED).',
      security: [{ bearerAuth: [] }],
      response: { 200: fundStatisticsResponseSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    const { principal } = await request.viewer();
    requireFigures(principal);
    const [rows, note] = await Promise.all([loadFundStatistics(app.db.db), loadFundNote(app.db.db)]);
    return presentFundStatistics(rows, note, app.clock());
  });

  app.get('/reports', {
    schema: {
      tags,
      summary: '펀드 보고서 목록 (최신순)',
      description: '사모펀드 권한(개인 또는 법인 멤버십의 FUND 역할)이 필요합니다: 비로그인 401, 권한이 없으면 403 ACCESS_MEMBERSHIP_TIER_REQUIRED (해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.).',
      security: [{ bearerAuth: [] }],
      response: { 200: fundReportListResponseSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    await app.requireCan(request, 'funds.reports');
    const rows = await loadAllReports(app.db.db);
    return { data: rows.map(({ report, fundName }) => presentFundReport(report, fundName)) };
  });

  app.get('/:fundId', {
    config: { cache: FUND_CACHE },
    schema: {
      tags,
      summary: '사모펀드 상세: 기본 정보, 기초자산, 투자자, 보고서, 관련 딜',
      description: '수치와 투자자는 funds.view, 보고서 목록은 사모펀드 권한이 있을 때만 채워지고 그 밖에는 null입니다 (access 참고). 관련 딜의 거래가는 딜정보 가격 권한을 따릅니다.',
      security: [{ bearerAuth: [] }, {}],
      params: fundParamsSchema,
      response: { 200: fundDetailResponseSchema, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    const fundId = fundIdOf(request.params.fundId);
    const { principal } = await request.viewer();
    const access = fundAccessOf(principal);
    const [record, note, related] = await Promise.all([
      loadFundRecord(app.db.db, fundId),
      loadFundNote(app.db.db),
      loadFundDeals(app.db.db, fundId, RELATED_DEALS),
    ]);
    if (!record) throw new AppError('FUND_NOT_FOUND');
    const dealAccess = dealAccessOf(principal);
    return {
      note: presentFundNote(note, app.clock()),
      access,
      fund: presentFundDetail(record, access),
      related: { deals: related.map((d) => presentDealListItem(d, dealAccess)) },
    };
  });

  app.post('/:fundId/reports/:reportId/download', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    // Fund authority before the body is looked at (sign-in was checked on request).
    preValidation: async (request) => {
      await app.requireCan(request, 'funds.reports');
    },
    schema: {
      tags,
      summary: '펀드 보고서 내려받기 (보고서 이용 약관 동의 후)',
      description:
        '본문 { acceptTerms: true, termsVersion }. 순서: 비로그인 401 → 사모펀드 권한 없음 403 ACCESS_MEMBERSHIP_TIER_REQUIRED → 약관 미동의 400 FUND_REPORT_TERMS_REQUIRED → 약관 버전 불일치 409 FUND_REPORT_TERMS_OUTDATED → 없는 보고서 404. 다운로드는 회원·보고서·약관 버전과 함께 기록되고 파일이 같은 응답으로 내려갑니다 (Content-Disposition: attachment).',
      security: [{ bearerAuth: [] }],
      params: fundReportParamsSchema,
      body: fundReportDownloadBodySchema,
      response: { ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const body = request.body ?? {};
    if (body.acceptTerms !== true) throw new AppError('FUND_REPORT_TERMS_REQUIRED');
    if (body.termsVersion !== FUND_REPORT_TERMS_VERSION) throw new AppError('FUND_REPORT_TERMS_OUTDATED');
    const { fundId, reportId } = request.params;
    const report = FUND_ID_PATTERN.test(fundId) ? await loadReport(app.db.db, fundId, reportId) : null;
    if (!report) throw new AppError('FUND_REPORT_NOT_FOUND');
    const file = await app.reportStorage.get(report.storageKey);
    if (!file?.stream) {
      request.log.error({ reportId: report.id, storageKey: report.storageKey }, 'fund report file is missing from the report storage');
      throw new AppError('FUND_REPORT_NOT_FOUND');
    }
    await recordReportDownload(app.db.db, { reportId: report.id, userId: viewer.userId, termsVersion: body.termsVersion, at: new Date(app.clock()) });
    const extension = report.storageKey.slice(report.storageKey.lastIndexOf('.') + 1);
    return reply
      .header('content-type', report.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentDisposition(`SPI_${report.fundId}_${report.periodEnd}.${extension}`, report.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream as never);
  });
});
