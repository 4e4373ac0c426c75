import {
  AppError, CITYFOLIO_HOME_PER_KIND, cityfolioHomeResponseSchema, cityfolioItemResponseSchema, cityfolioListQuerySchema, cityfolioListResponseSchema,
  INVESTMENT_PROFILE_GUEST_TTL_DAYS, investmentProfileClaimSchema, investmentProfileCreateSchema, investmentProfileDeleteResponseSchema,
  investmentProfileResponseSchema, scoreInvestmentProfile, type InvestmentProfileResponse,
} from '@spi/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import {
  answersOf, checkConsent, claimGuestProfile, createInvestmentProfile, deleteMemberProfiles, loadGuestProfile, loadLatestProfile,
  type InvestmentProfileRow,
} from '../../../../commands/cityfolio/profiles';
import { seoulDay } from '../../../../loaders/load-article-access';
import {
  cityfolioIdOf, loadCityfolioHome, loadCityfolioItem, loadCityfolioPage, loadItemsSharingTags, loadLinkedEvent,
} from '../../../../loaders/cityfolio/load-cityfolio';
import { loadRecommendations } from '../../../../loaders/cityfolio/recommendations';
import { ReitDatasetCache } from '../../../../loaders/reits/reit-dataset';
import { presentCityfolioDetail, presentCityfolioSummary, presentLinkedEvent } from '../../../../presenters/cityfolio/item';
import { presentInvestmentProfile, profileCodeOf } from '../../../../presenters/cityfolio/profile';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const tags = ['cityfolio'];
/** Public reads: one cached guest answer (tag `cityfolio`; item pages also show a linked seminar). */
const LIST_CACHE = { tags: () => [CONTENT_TAGS.cityfolio], guestOnly: true };
const DETAIL_CACHE = { tags: () => [CONTENT_TAGS.cityfolio, CONTENT_TAGS.events], guestOnly: true };
const OPTIONAL_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
const REQUIRED_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }];
const RELATED_ITEMS = 6;
/** Questionnaire answers per client address (guests and members alike): a person answers a few times at most. */
export const PROFILE_POST_LIMIT = { max: 20, timeWindow: '10 minutes' };
/** Any text: an id that cannot be an item's is a 404 like an unknown one. */
const itemParamsSchema = z.object({ itemId: z.string() });
const guestParamsSchema = z.object({ guestId: z.string() });

/** /api/seoul/v1/cityfolio: 시티폴리오 — events, videos and books, and the investment-profile questionnaire (ADR 020). */
export default resource('/cityfolio', async (app) => {
  const now = () => new Date(app.clock());
  const datasets = new ReitDatasetCache(app.responseCache);

  async function respond(row: InvestmentProfileRow): Promise<InvestmentProfileResponse> {
    const answers = answersOf(row);
    const dataset = await datasets.get(app.db.db, app.clock(), seoulDay(app.clock())).catch(() => null);
    const recommendations = await loadRecommendations(app.db.db, answers, profileCodeOf(row), scoreInvestmentProfile(answers).sectors, dataset, now());
    return presentInvestmentProfile(row, recommendations);
  }
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get('/', {
    config: { cache: LIST_CACHE },
    schema: {
      tags,
      summary: '시티폴리오 홈: 종류별 최신 콘텐츠와 개수',
      description: `공개된 이벤트·영상·책을 종류별로 ${CITYFOLIO_HOME_PER_KIND}개씩 보여 줍니다. 이벤트는 다가오는 일정이 먼저(가까운 순), 지난 일정은 최근 순입니다.`,
      security: OPTIONAL_AUTH,
      response: { 200: cityfolioHomeResponseSchema, ...errorResponses(401) },
    },
  }, async () => {
    const { sections, counts } = await loadCityfolioHome(app.db.db, CITYFOLIO_HOME_PER_KIND, now());
    return {
      sections: { EVENT: sections.EVENT.map(presentCityfolioSummary), VIDEO: sections.VIDEO.map(presentCityfolioSummary), BOOK: sections.BOOK.map(presentCityfolioSummary) },
      counts,
    };
  });

  app.get('/items', {
    config: { cache: LIST_CACHE },
    schema: {
      tags,
      summary: '시티폴리오 목록: 종류, 태그, 페이지',
      description: '공개된 콘텐츠만 보입니다. kind=EVENT는 다가오는 일정이 먼저이고, 그 밖에는 최신 공개 순입니다.',
      security: OPTIONAL_AUTH,
      querystring: cityfolioListQuerySchema,
      response: { 200: cityfolioListResponseSchema, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const { kind, tag, page, size } = request.query;
    const { rows, total } = await loadCityfolioPage(app.db.db, { kind, tag }, { limit: size, offset: (page - 1) * size }, now());
    return { data: rows.map(presentCityfolioSummary), pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) } };
  });

  app.get('/items/:itemId', {
    config: { cache: DETAIL_CACHE },
    schema: {
      tags,
      summary: '시티폴리오 콘텐츠 상세: 본문, 연결된 이벤트, 같은 태그의 콘텐츠',
      description: '없는 ID, 형식이 맞지 않는 ID, 임시 저장된 콘텐츠는 404 CITYFOLIO_ITEM_NOT_FOUND입니다. 연결된 이벤트는 공개 정보만 담습니다(온라인 링크 없음).',
      security: OPTIONAL_AUTH,
      params: itemParamsSchema,
      response: { 200: cityfolioItemResponseSchema, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const id = cityfolioIdOf(request.params.itemId);
    const row = id === null ? null : await loadCityfolioItem(app.db.db, id, { publishedOnly: true });
    if (!row) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
    const [linked, related] = await Promise.all([
      loadLinkedEvent(app.db.db, row.kind === 'EVENT' ? row.linkedEventId : null),
      loadItemsSharingTags(app.db.db, row.tags, RELATED_ITEMS, row.id),
    ]);
    return { item: presentCityfolioDetail(row), linkedEvent: presentLinkedEvent(linked), related: related.map(presentCityfolioSummary) };
  });

  app.post('/profiles', {
    config: { rateLimit: PROFILE_POST_LIMIT },
    schema: {
      tags,
      summary: '투자 성향 진단 결과 저장 (동의 후, 비회원도 가능)',
      description:
        `본문 { answers, consent: true, consentVersion }. 동의하지 않았거나 동의 문구 버전이 다르면 400 INVESTMENT_PROFILE_CONSENT_REQUIRED입니다. 로그인한 회원의 결과는 계정에, 비회원의 결과는 guestId(추측할 수 없는 임의 값) 아래에 ${INVESTMENT_PROFILE_GUEST_TTL_DAYS}일 동안 저장됩니다. 응답에 결과와 추천(리츠, 기사, 시티폴리오)이 함께 옵니다.`,
      security: OPTIONAL_AUTH,
      body: investmentProfileCreateSchema,
      response: { 201: investmentProfileResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
  }, async (request, reply) => {
    const viewer = await request.viewer();
    checkConsent(request.body.consent, request.body.consentVersion);
    const row = await createInvestmentProfile(app.db.db, request.body.answers, viewer.userId ?? null, now());
    noStore(reply);
    return reply.code(201).send(await respond(row));
  });

  app.get('/profiles/guest/:guestId', {
    schema: {
      tags,
      summary: '비회원 투자 성향 진단 결과 (guestId로)',
      description: `guestId가 곧 열쇠입니다. 모르는 ID, ${INVESTMENT_PROFILE_GUEST_TTL_DAYS}일이 지난 결과, 이미 계정에 연결된 결과는 404 INVESTMENT_PROFILE_NOT_FOUND입니다. 응답은 저장되지 않습니다(private, no-store).`,
      security: OPTIONAL_AUTH,
      params: guestParamsSchema,
      response: { 200: investmentProfileResponseSchema, ...errorResponses(400, 401, 404) },
    },
  }, async (request, reply) => {
    noStore(reply);
    const row = await loadGuestProfile(app.db.db, request.params.guestId, now());
    return respond(row);
  });

  app.post('/profiles/claim', {
    schema: {
      tags,
      summary: '비회원 진단 결과를 내 계정에 연결',
      description: '로그인 후 호출합니다. 연결하면 비회원 주소로는 더 이상 열리지 않습니다. 같은 회원이 다시 연결하면 같은 결과(200), 다른 회원에게 연결된 결과는 409 INVESTMENT_PROFILE_ALREADY_CLAIMED, 모르거나 만료된 결과는 404입니다.',
      security: REQUIRED_AUTH,
      body: investmentProfileClaimSchema,
      response: { 200: investmentProfileResponseSchema, ...errorResponses(400, 401, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const row = await claimGuestProfile(app.db.db, request.body.guestId, viewer.userId, now());
    noStore(reply);
    return respond(row);
  });

  app.get('/profiles/me', {
    schema: {
      tags,
      summary: '내 투자 성향 진단 결과 (가장 최근)',
      description: '결과가 없으면 404 INVESTMENT_PROFILE_NOT_FOUND입니다.',
      security: REQUIRED_AUTH,
      response: { 200: investmentProfileResponseSchema, ...errorResponses(401, 404) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    noStore(reply);
    return respond(await loadLatestProfile(app.db.db, viewer.userId));
  });

  app.delete('/profiles/me', {
    schema: {
      tags,
      summary: '내 투자 성향 응답 삭제 (동의 철회)',
      description: '계정에 저장된 모든 진단 응답을 지웁니다. 지운 개수를 돌려줍니다(없으면 0).',
      security: REQUIRED_AUTH,
      response: { 200: investmentProfileDeleteResponseSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    noStore(reply);
    return { deleted: await deleteMemberProfiles(app.db.db, viewer.userId) };
  });
});
