import { createHmac } from 'node:crypto';
import {
  AppError, addDays, compareQuerySchema, compareResponseSchema, downloadQuerySchema, explainersResponseSchema, indexResponseSchema, isCrawler, isTicker,
  rangeQuerySchema, reitDetailSchema, reitDownloadAccess, reitListQuerySchema, reitListResponseSchema, reitParamsSchema, reitPricesResponseSchema,
  reitSummarySchema, reitViewResponseSchema,
} from '@spi/core';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { recordReitView } from '../../../../commands/reits/record-reit-view';
import { seoulDay } from '../../../../loaders/load-article-access';
import { loadArticlesTagged } from '../../../../loaders/load-articles';
import { loadExplainers } from '../../../../loaders/reits/load-explainers';
import { loadReitViews } from '../../../../loaders/reits/load-reit-views';
import { COMPOSITE_INDEX_NAME, ReitDatasetCache, type ReitDataset, type ReitEntry } from '../../../../loaders/reits/reit-dataset';
import { presentArticleListItem } from '../../../../presenters/article';
import { presentDataNote, presentReitDetail, presentReitListItem } from '../../../../presenters/reits/reit';
import { priceSeries, rangeStart, rebased, totalReturnRebased } from '../../../../presenters/reits/series';
import { presentReitSummary } from '../../../../presenters/reits/summary';
import { buildReitWorkbook } from '../../../../presenters/reits/workbook';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const REIT_CACHE = { tags: () => [CONTENT_TAGS.reits] };
const MOST_VIEWED_DAYS = 7;
const RELATED_ARTICLES = 4;

/** /api/seoul/v1/reits: 리츠포커스 — the screener list, the market summary, REIT pages, prices, compare and download. */
export default resource('/reits', async (app) => {
  const datasets = new ReitDatasetCache(app.responseCache);
  const dataset = (): Promise<ReitDataset> => datasets.get(app.db.db, app.clock(), seoulDay(app.clock()));
  const entryOf = (ds: ReitDataset, raw: string): ReitEntry => {
    const ticker = raw.toUpperCase();
    const entry = isTicker(ticker) ? ds.byTicker.get(ticker) : undefined;
    if (!entry) throw new AppError('REIT_NOT_FOUND');
    return entry;
  };

  app.get('/', {
    config: { cache: REIT_CACHE },
    schema: { tags: ['reits'], summary: '리츠 목록 (스크리너): 시세와 모든 지표', querystring: reitListQuerySchema, response: { 200: reitListResponseSchema, ...errorResponses(400) } },
  }, async (request) => {
    const ds = await dataset();
    const entries = request.query.sector ? ds.entries.filter((e) => e.row.sector === request.query.sector) : ds.entries;
    return { note: presentDataNote(ds), data: entries.map(presentReitListItem) };
  });

  app.get('/summary', {
    // 주목도 follows page views, which change without a notification: a 60 s lifetime.
    config: { cache: { tags: () => [CONTENT_TAGS.reits, CONTENT_TAGS.articles], ttlMs: 60_000 } },
    schema: { tags: ['reits'], summary: '리츠포커스 홈: 시장 요약, 종합지수, 배당 일정, 등락 상위, 주목도, 섹터, 최신 리츠 기사', response: { 200: reitSummarySchema } },
  }, async () => {
    const ds = await dataset();
    const now = app.clock();
    const today = seoulDay(now);
    const [views, articles] = await Promise.all([
      loadReitViews(app.db.db, addDays(today, -MOST_VIEWED_DAYS + 1)),
      loadArticlesTagged(app.db.db, ['리츠'], 6, new Date(now)),
    ]);
    return presentReitSummary(ds, today, views, articles.map(presentArticleListItem));
  });

  app.get('/index', {
    config: { cache: REIT_CACHE },
    schema: { tags: ['reits'], summary: 'K-리츠 종합지수 (시가총액 가중 총수익, 기간 시작 = 100)', querystring: rangeQuerySchema, response: { 200: indexResponseSchema, ...errorResponses(400) } },
  }, async (request) => {
    const ds = await dataset();
    return { note: presentDataNote(ds), name: COMPOSITE_INDEX_NAME, range: request.query.range, points: rebased(ds.index, rangeStart(ds.asOf, request.query.range)) };
  });

  app.get('/explainers', {
    config: { cache: { tags: () => [CONTENT_TAGS.glossary] } },
    schema: { tags: ['reits'], summary: '지표 설명 패널의 내용 (공식, 요약, 해설)', response: { 200: explainersResponseSchema } },
  }, async () => ({ data: await loadExplainers(app.db.db) }));

  app.get('/compare', {
    config: { cache: REIT_CACHE },
    schema: { tags: ['reits'], summary: '리츠 비교 (최대 4개): 지표와 총수익률 (기간 시작 = 100)', querystring: compareQuerySchema, response: { 200: compareResponseSchema, ...errorResponses(400, 404) } },
  }, async (request) => {
    const ds = await dataset();
    const entries = request.query.tickers.map((t) => entryOf(ds, t));
    const { range } = request.query;
    return {
      note: presentDataNote(ds),
      items: entries.map(presentReitListItem),
      series: entries.map((e) => ({ ticker: e.row.ticker, points: totalReturnRebased(e, ds.asOf, range) })),
      index: rebased(ds.index, rangeStart(ds.asOf, range)),
    };
  });

  app.get('/:ticker', {
    config: { cache: { tags: () => [CONTENT_TAGS.reits, CONTENT_TAGS.articles] } },
    schema: { tags: ['reits'], summary: '리츠 상세: 지표와 피어 평균, 배당, 재무, 자산과 임대차, 차입금, 보수, 관련 기사', params: reitParamsSchema, response: { 200: reitDetailSchema, ...errorResponses(404) } },
  }, async (request) => {
    const ds = await dataset();
    const entry = entryOf(ds, request.params.ticker);
    const tags = [entry.row.nameKo, '리츠'];
    const related = await loadArticlesTagged(app.db.db, tags, RELATED_ARTICLES, new Date(app.clock()));
    return presentReitDetail(ds, entry, related.map(presentArticleListItem));
  });

  app.get('/:ticker/prices', {
    config: { cache: REIT_CACHE },
    schema: { tags: ['reits'], summary: '일별 시세와 총수익·종합지수 (기간 시작 = 100)', params: reitParamsSchema, querystring: rangeQuerySchema, response: { 200: reitPricesResponseSchema, ...errorResponses(400, 404) } },
  }, async (request) => {
    const ds = await dataset();
    const entry = entryOf(ds, request.params.ticker);
    return { note: presentDataNote(ds), ticker: entry.row.ticker, range: request.query.range, points: priceSeries(entry, ds.index, ds.asOf, request.query.range) };
  });

  app.get('/:ticker/download', {
    schema: {
      tags: ['reits'],
      summary: '리츠 데이터 다운로드 (.xlsx)',
      description: '프리미엄, 프리미엄 라이트, 라이트 플러스 멤버십과 운영진만 받을 수 있습니다 (ADR 015). 비로그인은 401, 그 밖의 회원은 403 REIT_DOWNLOAD_TIER_REQUIRED.',
      security: [{ bearerAuth: [] }],
      params: reitParamsSchema,
      querystring: downloadQuerySchema,
      response: { ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = await request.viewer();
    const access = reitDownloadAccess(viewer);
    if (!access.allowed) throw new AppError(access.reason === 'LOGIN' ? 'UNAUTHENTICATED' : 'REIT_DOWNLOAD_TIER_REQUIRED');
    const ds = await dataset();
    const entry = entryOf(ds, request.params.ticker);
    const bytes = await buildReitWorkbook(ds, entry, request.query.sections, request.query.range);
    const fileName = `SPI_${entry.row.ticker}_${ds.asOf}.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`${entry.row.nameKo}_${ds.asOf}.xlsx`)}`)
      .header('cache-control', 'private, no-store')
      .send(bytes as never);
  });

  app.post('/:ticker/views', {
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags: ['reits'],
      summary: '리츠 페이지 조회 기록 (주목도)',
      description: '독자마다 리츠별로 하루(Asia/Seoul)에 한 번만 셉니다. 검색 로봇은 세지 않습니다.',
      security: [{ bearerAuth: [] }, {}],
      params: reitParamsSchema,
      response: { 200: reitViewResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request) => {
    const viewer = await request.viewer();
    const ds = await dataset();
    const entry = entryOf(ds, request.params.ticker);
    const userAgent = request.headers['user-agent'];
    if (isCrawler(userAgent)) return { counted: false };
    const now = app.clock();
    const day = seoulDay(now);
    const viewerKey = viewer.userId ? `u:${viewer.userId}` : `g:${createHmac('sha256', app.config.jwtSecret).update(`${day}|${request.ip}|${userAgent ?? ''}`).digest('base64url').slice(0, 22)}`;
    return { counted: await recordReitView(app.db.db, { ticker: entry.row.ticker, viewerKey, day, at: new Date(now) }) };
  });
});


