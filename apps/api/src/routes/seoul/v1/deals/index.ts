import {
  AppError, DEAL_ASSET_TYPE_LABELS, DEAL_EXPORT_MAX_ROWS, DEAL_ID_PATTERN, DEAL_PARTY_TYPE_LABELS, DEAL_REGION_SHORT_LABELS, DEAL_STATUS_LABELS,
  dealAccessOf, dealDecision, dealDetailResponseSchema, dealListQuerySchema, dealListResponseSchema, dealStatisticsQuerySchema,
  dealStatisticsResponseSchema, type DealAccess, type Principal,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { seoulDay } from '../../../../loaders/load-article-access';
import { loadArticlesTagged } from '../../../../loaders/load-articles';
import { loadDealStatistics } from '../../../../loaders/deals/load-deal-statistics';
import { asksForPrices, loadDeal, loadDealLinks, loadDealNote, loadDealPage, loadSimilarDeals, type DealFilters } from '../../../../loaders/deals/load-deals';
import { presentArticleListItem } from '../../../../presenters/article';
import { presentDealDetailResponse, presentDealListItem, presentDealNote, presentDealStatistics } from '../../../../presenters/deals/deal';
import { buildDealWorkbook } from '../../../../presenters/deals/workbook';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const tags = ['deals'];
/** Public reads: the guest answer is shared (tag `deals`); a signed-in viewer's answer is private. */
const LIST_CACHE = { tags: () => [CONTENT_TAGS.deals], guestOnly: true };
const DETAIL_CACHE = { tags: () => [CONTENT_TAGS.deals, CONTENT_TAGS.funds, CONTENT_TAGS.reits, CONTENT_TAGS.articles], guestOnly: true };
const OPTIONAL_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
const REQUIRED_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }];
const RELATED_ARTICLES = 6;
/** Any text: an id that cannot be a deal's is a 404 like an unknown one, never a 400. */
const detailParamsSchema = z.object({ dealId: z.string() });
const SIMILAR_DEALS = 6;

/** 401 for a guest, 403 with the deal code otherwise (ADR 019). */
function deny(principal: Principal, feature: 'prices' | 'statistics'): void {
  const decision = dealDecision(principal, feature);
  if (decision.allowed) return;
  if (decision.reason === 'LOGIN') throw new AppError('UNAUTHENTICATED');
  throw new AppError(feature === 'prices' ? 'DEAL_PRICES_TIER_REQUIRED' : 'DEAL_STATISTICS_TIER_REQUIRED');
}

/** The filters of an export in words, for the workbook's note. */
function describeFilters(q: DealFilters): string {
  const parts: string[] = [];
  if (q.q) parts.push(`검색어 '${q.q}'`);
  if (q.type.length) parts.push(`유형 ${q.type.map((t) => DEAL_ASSET_TYPE_LABELS[t]).join('·')}`);
  if (q.region.length) parts.push(`권역 ${q.region.map((r) => DEAL_REGION_SHORT_LABELS[r]).join('·')}`);
  if (q.status.length) parts.push(`상태 ${q.status.map((s) => DEAL_STATUS_LABELS[s]).join('·')}`);
  if (q.buyerType.length) parts.push(`매수자 ${q.buyerType.map((t) => DEAL_PARTY_TYPE_LABELS[t]).join('·')}`);
  if (q.sellerType.length) parts.push(`매도자 ${q.sellerType.map((t) => DEAL_PARTY_TYPE_LABELS[t]).join('·')}`);
  if (q.from || q.to) parts.push(`거래일 ${q.from ?? ''}~${q.to ?? ''}`);
  if (q.priceMin !== undefined || q.priceMax !== undefined) parts.push(`거래가 ${q.priceMin ?? ''}~${q.priceMax ?? ''}억원`);
  if (q.gfaMin !== undefined || q.gfaMax !== undefined) parts.push(`연면적 ${q.gfaMin ?? ''}~${q.gfaMax ?? ''}㎡`);
  if (q.capMin !== undefined || q.capMax !== undefined) parts.push(`캡레이트 ${q.capMin ?? ''}~${q.capMax ?? ''}%`);
  return parts.join(', ');
}

/** /api/seoul/v1/deals: 딜정보 — list with filters, deal pages, statistics and the Excel export (ADR 019). */
export default resource('/deals', async (app) => {
  const viewerAccess = async (request: FastifyRequest): Promise<{ principal: Principal; access: DealAccess }> => {
    const viewer = await request.viewer();
    return { principal: viewer.principal, access: dealAccessOf(viewer.principal) };
  };
  const today = () => seoulDay(app.clock());

  app.get('/', {
    config: { cache: LIST_CACHE },
    schema: {
      tags,
      summary: '딜 목록: 검색, 필터, 정렬, 페이지',
      description: '모든 거래를 보여 주되 거래가는 가격대로만 보입니다. 거래가·평당가·캡레이트와 그 필터·정렬은 라이트 이상 멤버십에서 쓸 수 있습니다 (비로그인 401, 그 밖의 회원 403 DEAL_PRICES_TIER_REQUIRED).',
      security: OPTIONAL_AUTH,
      querystring: dealListQuerySchema,
      response: { 200: dealListResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const { principal, access } = await viewerAccess(request);
    const { page, size, ...filters } = request.query;
    if (asksForPrices(filters)) deny(principal, 'prices');
    const { rows, total, note } = await loadDealPage(app.db.db, filters, { limit: size, offset: (page - 1) * size });
    return {
      note: presentDealNote(note, today()),
      access,
      data: rows.map((d) => presentDealListItem(d, access)),
      pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) },
    };
  });

  app.get('/statistics', {
    schema: {
      tags,
      summary: '딜 통계: 분기별 거래 규모와 건수, 오피스 평당가, 캡레이트, 연도별 대형 거래',
      description: '완료된 거래만 셉니다. 프리미엄, 프리미엄 라이트 멤버십과 운영진만 볼 수 있습니다 (비로그인 401, 그 밖의 회원 403 DEAL_STATISTICS_TIER_REQUIRED).',
      security: REQUIRED_AUTH,
      querystring: dealStatisticsQuerySchema,
      response: { 200: dealStatisticsResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const { principal, access } = await viewerAccess(request);
    deny(principal, 'statistics');
    const [data, note] = await Promise.all([loadDealStatistics(app.db.db, request.query.year), loadDealNote(app.db.db)]);
    reply.header('cache-control', 'private, no-cache');
    return presentDealStatistics(data, presentDealNote(note, today()), access, Number(today().slice(0, 4)));
  });

  app.get('/export', {
    schema: {
      tags,
      summary: '딜 목록 엑셀 내보내기 (.xlsx)',
      description: `목록과 같은 조건(페이지 제외)으로 최대 ${DEAL_EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건을 내보냅니다. 프리미엄, 프리미엄 라이트 멤버십과 운영진만 받을 수 있습니다 (비로그인 401, 그 밖의 회원 403 DEAL_STATISTICS_TIER_REQUIRED).`,
      security: REQUIRED_AUTH,
      querystring: dealListQuerySchema,
      response: { ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const { principal } = await viewerAccess(request);
    deny(principal, 'statistics');
    const { page: _page, size: _size, ...filters } = request.query;
    if (asksForPrices(filters)) deny(principal, 'prices');
    const { rows, total, note } = await loadDealPage(app.db.db, filters, { limit: DEAL_EXPORT_MAX_ROWS, offset: 0 });
    const dataNote = presentDealNote(note, today());
    const bytes = await buildDealWorkbook(rows, { ...dataNote, total, filters: describeFilters(filters) });
    const fileName = `spi-deals-${today().replaceAll('-', '')}.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(bytes as never);
  });

  app.get('/:dealId', {
    config: { cache: DETAIL_CACHE },
    schema: {
      tags,
      summary: '딜 상세: 거래 정보, 연결된 리츠·펀드, 관련 기사, 비슷한 거래',
      description: '없는 ID나 형식이 맞지 않는 ID는 404 DEAL_NOT_FOUND입니다. 거래가·평당가·캡레이트·LTV·대주는 라이트 이상 멤버십에서만 채워집니다.',
      security: OPTIONAL_AUTH,
      params: detailParamsSchema,
      response: { 200: dealDetailResponseSchema, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const { access } = await viewerAccess(request);
    const id = request.params.dealId.toUpperCase();
    const deal = DEAL_ID_PATTERN.test(id) ? await loadDeal(app.db.db, id) : null;
    if (!deal) throw new AppError('DEAL_NOT_FOUND');
    const [links, note, articles, similar] = await Promise.all([
      loadDealLinks(app.db.db, deal),
      loadDealNote(app.db.db),
      loadArticlesTagged(app.db.db, [...new Set([...deal.tags, deal.assetName])], RELATED_ARTICLES, new Date(app.clock())),
      loadSimilarDeals(app.db.db, deal, SIMILAR_DEALS),
    ]);
    return presentDealDetailResponse(deal, links, access, presentDealNote(note, today()), articles.map(presentArticleListItem), similar);
  });
});
