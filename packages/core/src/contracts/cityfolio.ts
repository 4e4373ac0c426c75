import { z } from 'zod';
import {
  CITYFOLIO_KINDS, CITYFOLIO_PAGE_SIZES, CITYFOLIO_SEARCH_MAX_LENGTH, CITYFOLIO_STATUSES, CITYFOLIO_TITLE_MAX,
  INVESTMENT_PROFILE_GUEST_ID_PATTERN, VIDEO_PROVIDERS, normalizeIsbn13, parseVideoUrl,
} from '../cityfolio/model';
import {
  INVESTMENT_PROFILE_CODES, PROFILE_ASSET_TYPES, PROFILE_EXPERIENCES, PROFILE_GOALS, PROFILE_HORIZONS, PROFILE_REGIONS,
  PROFILE_RISK_REACTIONS,
} from '../cityfolio/profile';
import { EVENT_FORMATS, EVENT_STATUSES } from '../events/model';
import { REIT_SECTORS } from '../reits/model';
import { isIsoDate } from '../reits/dates';
import { articleListItemSchema } from './articles';
import { csvEnum, listPageSchema, listPaginationSchema, pageSizeSchema, searchText } from './market-query';

/**
 * 시티폴리오 API contract (ADR 020, docs/cityfolio.md). Paths under /api/seoul/v1:
 *   GET    /cityfolio                          home: latest items per kind, counts → cityfolioHomeResponseSchema
 *   GET    /cityfolio/items?kind=&tag=&page=&size=   list (cityfolioListQuerySchema) → cityfolioListResponseSchema
 *   GET    /cityfolio/items/:itemId            item page → cityfolioItemResponseSchema (404 CITYFOLIO_ITEM_NOT_FOUND)
 *   POST   /cityfolio/profiles                 answers + consent (optional auth) → investmentProfileResponseSchema (201)
 *   GET    /cityfolio/profiles/guest/:guestId  a guest's stored result (private, no-store) → investmentProfileResponseSchema
 *   POST   /cityfolio/profiles/claim           { guestId } (auth) → investmentProfileResponseSchema
 *   GET    /cityfolio/profiles/me              the member's latest result (auth) → investmentProfileResponseSchema
 *   DELETE /cityfolio/profiles/me              deletes the member's answers (auth) → { deleted }
 *   GET    /admin/cityfolio?kind=&status=&q=&page=&size=   → adminCityfolioListResponseSchema (cms.edit)
 *   GET    /admin/cityfolio/:itemId            → adminCityfolioItemResponseSchema
 *   POST   /admin/cityfolio                    cityfolioItemInputSchema → adminCityfolioItemResponseSchema (201)
 *   PUT    /admin/cityfolio/:itemId            cityfolioItemInputSchema → adminCityfolioItemResponseSchema
 *   DELETE /admin/cityfolio/:itemId            → { deleted: true }
 *   POST   /admin/cityfolio/video-lookup       { url } → videoMetadataResponseSchema
 * Instants are ISO strings with an offset (shown in Asia/Seoul); the list's query string is the page's URL state.
 */

// ---------------------------------------------------------------------------------------------------
// Public items

export const cityfolioListQuerySchema = z.object({
  kind: z.enum(CITYFOLIO_KINDS, { error: '콘텐츠 종류가 올바르지 않습니다.' }).optional(),
  tag: searchText(40),
  page: listPageSchema,
  size: pageSizeSchema(CITYFOLIO_PAGE_SIZES, 12),
});
export type CityfolioListQuery = z.output<typeof cityfolioListQuerySchema>;

export const cityfolioEventInfoSchema = z.object({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  place: z.string(),
  /** An external page of the event ('' when none). */
  url: z.string(),
  /** A seminar of /event (registration happens there). */
  linkedEventId: z.number().int().nullable(),
});

export const cityfolioVideoInfoSchema = z.object({
  provider: z.enum(VIDEO_PROVIDERS),
  providerLabel: z.string(),
  videoId: z.string(),
  watchUrl: z.string(),
  title: z.string(),
  author: z.string(),
  thumbnailUrl: z.string(),
  durationSec: z.number().int().nullable(),
});
export type CityfolioVideoInfo = z.infer<typeof cityfolioVideoInfoSchema>;

export const cityfolioBookInfoSchema = z.object({
  author: z.string(),
  publisher: z.string(),
  publishedOn: z.string().nullable(),
  isbn: z.string(),
  pages: z.number().int().nullable(),
  /** The reviewer's rating 1–5. */
  rating: z.number().int().nullable(),
});

export const cityfolioItemSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CITYFOLIO_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  tags: z.array(z.string()),
  /** '/cityfolio/{id}'. */
  href: z.string(),
  publishedAt: z.string().nullable(),
  isSample: z.boolean(),
  /** Present for the kind of the item only. */
  event: cityfolioEventInfoSchema.nullable(),
  video: cityfolioVideoInfoSchema.nullable(),
  book: cityfolioBookInfoSchema.nullable(),
});
export type CityfolioItemSummary = z.infer<typeof cityfolioItemSummarySchema>;

export const cityfolioListResponseSchema = z.object({
  data: z.array(cityfolioItemSummarySchema),
  pagination: listPaginationSchema,
});
export type CityfolioListResponse = z.infer<typeof cityfolioListResponseSchema>;

export const cityfolioHomeResponseSchema = z.object({
  /** Latest published items per kind (events: upcoming first, soonest first; then past, newest first). */
  sections: z.object({
    EVENT: z.array(cityfolioItemSummarySchema),
    VIDEO: z.array(cityfolioItemSummarySchema),
    BOOK: z.array(cityfolioItemSummarySchema),
  }),
  counts: z.object({ EVENT: z.number().int(), VIDEO: z.number().int(), BOOK: z.number().int() }),
});
export type CityfolioHomeResponse = z.infer<typeof cityfolioHomeResponseSchema>;

export const cityfolioItemParamsSchema = z.object({ itemId: z.string().max(64) });

/** The /event seminar an item links to (public fields only: never the online link). */
export const cityfolioLinkedEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  format: z.enum(EVENT_FORMATS),
  formatLabel: z.string(),
  venueName: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** '/event/{id}'. */
  href: z.string(),
});
export type CityfolioLinkedEvent = z.infer<typeof cityfolioLinkedEventSchema>;

export const cityfolioItemDetailSchema = cityfolioItemSummarySchema.extend({
  /** Plain text; blank lines separate paragraphs (for a book, the review). */
  body: z.string(),
  updatedAt: z.string(),
});
export type CityfolioItemDetail = z.infer<typeof cityfolioItemDetailSchema>;

export const cityfolioItemResponseSchema = z.object({
  item: cityfolioItemDetailSchema,
  linkedEvent: cityfolioLinkedEventSchema.nullable(),
  /** Published items sharing a tag (most shared tags first, then newest), at most 6. */
  related: z.array(cityfolioItemSummarySchema),
});
export type CityfolioItemResponse = z.infer<typeof cityfolioItemResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Investment-profile questionnaire

const single = <const V extends readonly [string, ...string[]]>(values: V, step: string) =>
  z.enum(values, { error: `${step}: 항목을 하나 선택해 주세요.` });
const multiple = <const V extends readonly [string, ...string[]]>(values: V, step: string) =>
  z
    .array(z.enum(values, { error: `${step}: 선택한 항목이 올바르지 않습니다.` }), { error: `${step}: 하나 이상 선택해 주세요.` })
    .min(1, `${step}: 하나 이상 선택해 주세요.`)
    .max(values.length, `${step}: 선택한 항목이 너무 많습니다.`)
    .refine((list) => new Set(list).size === list.length, `${step}: 같은 항목을 두 번 선택할 수 없습니다.`);

export const investmentProfileAnswersSchema = z.object({
  goal: single(PROFILE_GOALS, '투자 목표'),
  horizon: single(PROFILE_HORIZONS, '투자 기간'),
  risk: single(PROFILE_RISK_REACTIONS, '위험 감내'),
  experience: single(PROFILE_EXPERIENCES, '투자 경험'),
  assetTypes: multiple(PROFILE_ASSET_TYPES, '선호 자산'),
  regions: multiple(PROFILE_REGIONS, '선호 지역'),
}, { error: '응답을 모두 입력해 주세요.' });
export type InvestmentProfileAnswersInput = z.infer<typeof investmentProfileAnswersSchema>;

/**
 * POST /cityfolio/profiles. `consent` must be true and `consentVersion` the current CITYFOLIO_CONSENT_VERSION,
 * else 400 INVESTMENT_PROFILE_CONSENT_REQUIRED (checked by the API before the answers).
 */
export const investmentProfileCreateSchema = z.object({
  answers: investmentProfileAnswersSchema,
  consent: z.boolean({ error: '동의 여부가 올바르지 않습니다.' }).optional(),
  consentVersion: z.string().max(40, '동의 버전이 올바르지 않습니다.').optional(),
});
export type InvestmentProfileCreate = z.infer<typeof investmentProfileCreateSchema>;

export const guestIdSchema = z.string().regex(INVESTMENT_PROFILE_GUEST_ID_PATTERN, '진단 결과 ID가 올바르지 않습니다.');
export const investmentProfileGuestParamsSchema = z.object({ guestId: z.string().max(200) });
export const investmentProfileClaimSchema = z.object({ guestId: guestIdSchema });

export const investmentProfileResultSchema = z.object({
  code: z.enum(INVESTMENT_PROFILE_CODES),
  label: z.string(),
  description: z.string(),
  guidance: z.array(z.string()),
  /** 0–100. */
  score: z.number().int(),
});
export type InvestmentProfileResult = z.infer<typeof investmentProfileResultSchema>;

export const recommendedReitSchema = z.object({
  ticker: z.string(),
  nameKo: z.string(),
  sector: z.enum(REIT_SECTORS),
  sectorLabel: z.string(),
  /** Trailing 12-month dividend yield (fraction), null when unknown. */
  dividendYield: z.number().nullable(),
  /** Debt to total assets (fraction), null when unknown. */
  leverage: z.number().nullable(),
  /** The date of the price the yield is computed from. */
  asOf: z.string(),
  /** Why it is suggested (Korean, one sentence). */
  reason: z.string(),
  /** '/reitsfocus/{ticker}'. */
  href: z.string(),
});
export type RecommendedReit = z.infer<typeof recommendedReitSchema>;

export const investmentProfileRecommendationsSchema = z.object({
  reits: z.array(recommendedReitSchema),
  articles: z.array(articleListItemSchema),
  items: z.array(cityfolioItemSummarySchema),
  /** The date of the REIT prices the figures come from (null without REIT data). */
  reitsAsOf: z.string().nullable(),
});
export type InvestmentProfileRecommendations = z.infer<typeof investmentProfileRecommendationsSchema>;

export const investmentProfileResponseSchema = z.object({
  id: z.string(),
  /** Only for a guest's unclaimed result: the id that goes into the sign-in/sign-up URL. */
  guestId: z.string().nullable(),
  answers: investmentProfileAnswersSchema,
  result: investmentProfileResultSchema,
  recommendations: investmentProfileRecommendationsSchema,
  answeredAt: z.string(),
  /** When a guest result stops being available (null for a member's). */
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type InvestmentProfileResponse = z.infer<typeof investmentProfileResponseSchema>;

export const investmentProfileDeleteResponseSchema = z.object({ deleted: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// Admin

export const adminCityfolioListQuerySchema = z.object({
  kind: csvEnum(CITYFOLIO_KINDS, '콘텐츠 종류'),
  status: csvEnum(CITYFOLIO_STATUSES, '공개 상태'),
  q: searchText(CITYFOLIO_SEARCH_MAX_LENGTH),
  page: listPageSchema,
  size: pageSizeSchema([20, 50, 100], 20),
});
export type AdminCityfolioListQuery = z.output<typeof adminCityfolioListQuerySchema>;

export const adminCityfolioListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CITYFOLIO_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  status: z.enum(CITYFOLIO_STATUSES),
  statusLabel: z.string(),
  tags: z.array(z.string()),
  isSample: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminCityfolioListItem = z.infer<typeof adminCityfolioListItemSchema>;

export const adminCityfolioListResponseSchema = z.object({
  data: z.array(adminCityfolioListItemSchema),
  pagination: listPaginationSchema,
});
export type AdminCityfolioListResponse = z.infer<typeof adminCityfolioListResponseSchema>;

const text = (label: string, max: number, required = false) =>
  required
    ? z.string({ error: `${label}을(를) 입력해 주세요.` }).trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`)
    : z.string({ error: `${label}을(를) 글자로 입력해 주세요.` }).trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: 날짜와 시간을 올바르게 입력해 주세요.` }).nullable();
const webUrl = (label: string) =>
  text(label, 500).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), `${label}: http:// 또는 https://로 시작하는 주소를 입력해 주세요.`);
/** A cover: '' or an https address or a path of this site ('/media/…'). */
const imageRef = (label: string) =>
  text(label, 500).refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), `${label}: https:// 주소나 사이트 경로(/로 시작)를 입력해 주세요.`);

/**
 * One item in (POST and PUT). Fields of other kinds are ignored and stored blank. Per kind:
 * EVENT needs eventStartsAt and a place or a URL (linkedEventId must exist: checked by the API);
 * VIDEO needs a YouTube or Vimeo link (its metadata is looked up when the link changes);
 * BOOK needs author and publisher; rating 1–5 and ISBN-13 (check digit) when given.
 */
export const cityfolioItemInputSchema = z
  .object({
    kind: z.enum(CITYFOLIO_KINDS, { error: '콘텐츠 종류를 선택해 주세요.' }),
    title: text('제목', CITYFOLIO_TITLE_MAX, true),
    summary: text('요약', 300),
    body: text('본문', 20_000),
    coverUrl: imageRef('표지 이미지'),
    status: z.enum(CITYFOLIO_STATUSES, { error: '공개 상태를 선택해 주세요.' }),
    tags: z.array(z.string().trim().min(1, '빈 태그는 넣을 수 없습니다.').max(40, '태그는 40자 이하로 입력해 주세요.')).max(10, '태그는 10개까지입니다.').default([]),
    eventStartsAt: instant('시작 일시').default(null),
    eventEndsAt: instant('종료 일시').default(null),
    eventPlace: text('장소', 200).default(''),
    eventUrl: webUrl('행사 페이지 주소').default(''),
    linkedEventId: z.number({ error: '연결할 이벤트 번호가 올바르지 않습니다.' }).int('연결할 이벤트 번호가 올바르지 않습니다.').positive('연결할 이벤트 번호가 올바르지 않습니다.').max(2_147_483_647, '연결할 이벤트 번호가 올바르지 않습니다.').nullable().default(null),
    videoUrl: text('영상 주소', 500).default(''),
    bookAuthor: text('저자', 100).default(''),
    bookPublisher: text('출판사', 100).default(''),
    bookPublishedOn: z.string().refine(isIsoDate, '출간일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.').nullable().default(null),
    bookIsbn: text('ISBN', 20).default(''),
    bookPages: z.number({ error: '쪽수: 숫자를 입력해 주세요.' }).int('쪽수는 정수입니다.').min(1, '쪽수는 1 이상이어야 합니다.').max(100_000, '쪽수가 너무 큽니다.').nullable().default(null),
    bookRating: z.number({ error: '평점: 숫자를 입력해 주세요.' }).int('평점은 1에서 5 사이의 정수입니다.').min(1, '평점은 1에서 5 사이의 정수입니다.').max(5, '평점은 1에서 5 사이의 정수입니다.').nullable().default(null),
    isSample: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'EVENT') {
      if (!v.eventStartsAt) issue('eventStartsAt', '시작 일시를 입력해 주세요.');
      if (v.eventStartsAt && v.eventEndsAt && new Date(v.eventEndsAt) < new Date(v.eventStartsAt)) issue('eventEndsAt', '종료 일시는 시작 일시보다 늦어야 합니다.');
      if (!v.eventPlace && !v.eventUrl && v.linkedEventId === null) issue('eventPlace', '장소나 행사 페이지 주소를 입력해 주세요.');
    }
    if (v.kind === 'VIDEO') {
      if (!v.videoUrl) issue('videoUrl', '영상 주소를 입력해 주세요.');
      else if (!parseVideoUrl(v.videoUrl)) issue('videoUrl', 'YouTube 또는 Vimeo 영상 주소를 입력해 주세요.');
    }
    if (v.kind === 'BOOK') {
      if (!v.bookAuthor) issue('bookAuthor', '저자를 입력해 주세요.');
      if (!v.bookPublisher) issue('bookPublisher', '출판사를 입력해 주세요.');
      if (v.bookIsbn && !normalizeIsbn13(v.bookIsbn)) issue('bookIsbn', 'ISBN-13 형식이 올바르지 않습니다 (978 또는 979로 시작하는 13자리, 검증 숫자 포함).');
    }
  });
export type CityfolioItemInput = z.input<typeof cityfolioItemInputSchema>;
export type CityfolioItemValues = z.output<typeof cityfolioItemInputSchema>;

export const adminCityfolioItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CITYFOLIO_KINDS),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  coverUrl: z.string(),
  status: z.enum(CITYFOLIO_STATUSES),
  tags: z.array(z.string()),
  eventStartsAt: z.string().nullable(),
  eventEndsAt: z.string().nullable(),
  eventPlace: z.string(),
  eventUrl: z.string(),
  linkedEventId: z.number().int().nullable(),
  /** The watch address of the stored video ('' for other kinds). */
  videoUrl: z.string(),
  /** The metadata looked up when the link was saved (read-only). */
  video: cityfolioVideoInfoSchema.nullable(),
  videoMetadataAt: z.string().nullable(),
  bookAuthor: z.string(),
  bookPublisher: z.string(),
  bookPublishedOn: z.string().nullable(),
  bookIsbn: z.string(),
  bookPages: z.number().int().nullable(),
  bookRating: z.number().int().nullable(),
  isSample: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** '/cityfolio/{id}'. */
  href: z.string(),
});
export type AdminCityfolioItem = z.infer<typeof adminCityfolioItemSchema>;

export const adminCityfolioItemResponseSchema = z.object({ item: adminCityfolioItemSchema });
export type AdminCityfolioItemResponse = z.infer<typeof adminCityfolioItemResponseSchema>;

export const videoLookupRequestSchema = z.object({ url: text('영상 주소', 500, true) });
export const videoMetadataResponseSchema = z.object({ video: cityfolioVideoInfoSchema });
export type VideoMetadataResponse = z.infer<typeof videoMetadataResponseSchema>;
