import { z } from 'zod';
import { ARTICLE_SECTIONS, ARTICLE_STATUSES, ARTICLE_TYPES, articleDetailSchema, paginationSchema, videoEmbedSchema } from './articles';

/**
 * The editors' CMS API, /api/seoul/v1/admin/* (ROLE_EDITOR or ROLE_ADMIN; unsafe methods need the CSRF
 * pair unless Bearer-authenticated), and the public media route /api/seoul/v1/media/{id}[/{variant}].
 *
 * Articles      GET    /admin/articles?page&size&status&section&query  adminArticleListQuerySchema -> adminArticleListResponseSchema
 *               POST   /admin/articles                  adminArticleUpsertSchema -> 201 adminArticleDetailSchema (DRAFT)
 *               GET    /admin/articles/{articleId}                       -> adminArticleDetailSchema
 *               PUT    /admin/articles/{articleId}      adminArticleUpdateSchema -> adminArticleDetailSchema (a revision per save)
 *               POST   /admin/articles/{articleId}/publish               -> adminArticleDetailSchema (PUBLISHED now)
 *               POST   /admin/articles/{articleId}/schedule  adminArticleScheduleSchema -> adminArticleDetailSchema (SCHEDULED)
 *               POST   /admin/articles/{articleId}/unpublish             -> adminArticleDetailSchema (DRAFT)
 *               POST   /admin/articles/{articleId}/archive               -> adminArticleDetailSchema (ARCHIVED)
 *               DELETE /admin/articles/{articleId}                       -> 204 (ROLE_ADMIN only)
 *               GET    /admin/articles/{articleId}/preview               -> adminArticlePreviewSchema
 *               POST   /admin/articles/preview          adminArticleUpsertSchema -> adminArticlePreviewSchema (unsaved)
 *               GET    /admin/articles/{articleId}/revisions?page&size   -> articleRevisionListResponseSchema
 *               GET    /admin/articles/{articleId}/revisions/{revisionId} -> articleRevisionDetailSchema
 *               POST   /admin/articles/{articleId}/revisions/{revisionId}/restore -> adminArticleDetailSchema
 *               GET    /admin/articles/{articleId}/audit-log?page&size   -> auditLogResponseSchema (contracts/audit)
 * Audit         GET    /admin/audit-log?page&size&targetType             cmsAuditLogQuerySchema -> auditLogResponseSchema
 * Taxonomy      GET|POST /admin/categories, PUT|DELETE /admin/categories/{id}   adminCategoryInputSchema -> adminCategorySchema
 *               GET|POST /admin/series,     PUT|DELETE /admin/series/{id}       adminSeriesInputSchema -> adminSeriesSchema
 *               GET|POST /admin/tags,       PUT|DELETE /admin/tags/{id}         adminTagInputSchema -> adminTagSchema
 *               GET|POST /admin/writers,    PUT|DELETE /admin/writers/{id}      adminWriterInputSchema -> adminWriterSchema
 * Media         GET    /admin/media?page&size&kind&query  -> mediaListResponseSchema
 *               POST   /admin/media   multipart/form-data: optional field `alt` first, then field `file` -> 201 mediaItemSchema
 *               GET    /admin/media/{mediaId}           -> mediaItemSchema
 *               PUT    /admin/media/{mediaId}           mediaAltUpdateSchema -> mediaItemSchema
 *               DELETE /admin/media/{mediaId}           -> 204 (409 MEDIA_IN_USE while an article or writer uses it)
 *               GET    /media/{mediaId}, /media/{mediaId}/{variant}  public bytes, immutable cache
 *
 * Errors: 401 UNAUTHENTICATED, 403 ACCESS_ROLE_REQUIRED, 403 CSRF_TOKEN_INVALID, 400 VALIDATION_FAILED
 * (details.issues[].path names the field), 404 NOT_FOUND, 409 with its own code per failure:
 * ARTICLE_EDIT_CONFLICT (stale save), ARTICLE_ALREADY_PUBLISHED (schedule a published article),
 * REVISION_NOT_RESTORABLE, SLUG_TAKEN, TAG_NAME_TAKEN, CATEGORY_HAS_CHILDREN, CATEGORY_SECTION_LOCKED,
 * TAXONOMY_IN_USE (category, series or writer still has articles), MEDIA_IN_USE, GLOSSARY_TERM_TAKEN;
 * 413 PAYLOAD_TOO_LARGE, 400 BAD_REQUEST (upload of an unsupported file type).
 */

export const SEOUL_TIME_ZONE = 'Asia/Seoul';
const SEOUL_OFFSET = '+09:00'; // Korea has no daylight saving time.

export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_DESCRIPTION_MAX = 300;
/** Stored HTML limit, in characters (about 300 KB of mostly ASCII markup). */
export const ARTICLE_HTML_MAX_CHARS = 300_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_NAME_MAX = 30;
export const ARTICLE_VIDEOS_MAX = 5;

// ---------------------------------------------------------------------------------------------- media

export const MEDIA_PATH_PREFIX = '/api/seoul/v1/media';
export const MEDIA_VARIANTS = ['thumb', 'small'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
export const MEDIA_KINDS = ['IMAGE', 'AUDIO'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Upload limits by kind; the type is read from the file's first bytes, never from its name or the client. */
export const MEDIA_LIMITS: Record<MediaKind, { maxBytes: number; accepted: readonly string[] }> = {
  IMAGE: { maxBytes: 10 * 1024 * 1024, accepted: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  AUDIO: { maxBytes: 50 * 1024 * 1024, accepted: ['audio/mpeg', 'audio/mp4', 'audio/ogg'] },
};

/** What the server makes of an uploaded image: the original (WebP, longest side ≤ 2400 px) and variants. */
export const IMAGE_RENDITIONS = {
  originalMaxPx: 2400,
  thumb: { width: 1200, height: 675 },
  small: { width: 480 },
} as const;

/** The public URL of a stored file (same origin as the web app through its /api proxy). */
export function mediaPath(mediaId: string, variant?: MediaVariant): string {
  return variant ? `${MEDIA_PATH_PREFIX}/${mediaId}/${variant}` : `${MEDIA_PATH_PREFIX}/${mediaId}`;
}

const mediaIdSchema = z.string().regex(/^[A-Za-z0-9]{8,64}$/, { error: '올바른 미디어 ID가 아닙니다.' });

export const mediaIdParamsSchema = z.object({ mediaId: mediaIdSchema });
export const mediaFileParamsSchema = z.object({ mediaId: mediaIdSchema, variant: z.enum(MEDIA_VARIANTS) });

const userRefSchema = z.object({ userId: z.string(), nickname: z.string().nullable() });

export const mediaItemSchema = z
  .object({
    mediaId: z.string(),
    kind: z.enum(MEDIA_KINDS),
    mime: z.string(),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
    /** The uploaded file's name, for display only (never used as a path). */
    originalName: z.string(),
    url: z.string(),
    variants: z.record(z.string(), z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
    createdAt: z.string(),
    uploadedBy: userRefSchema.nullable(),
  })
  .meta({ id: 'MediaItem' });

export const mediaListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(30),
  kind: z.enum(MEDIA_KINDS).optional(),
  query: z.string().trim().max(100).optional(),
});
export const mediaListResponseSchema = z.object({ data: z.array(mediaItemSchema), pagination: paginationSchema });
export const mediaAltUpdateSchema = z.object({ alt: z.string().trim().max(300, { error: '대체 텍스트는 300자 이하로 입력해 주세요.' }) });

// ------------------------------------------------------------------------------------------- articles

/**
 * A date-time for scheduling: ISO 8601 with an offset ('2025-05-01T09:00:00+09:00', '...Z'), or a
 * local Seoul time without one ('2025-05-01T09:00', as an <input type="datetime-local"> sends it).
 * Parsed to an ISO string in UTC.
 */
export const seoulDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, { error: '날짜와 시간 형식(YYYY-MM-DDTHH:mm)이 아닙니다.' })
  .transform((value, ctx) => {
    const withOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}${SEOUL_OFFSET}`;
    const ms = Date.parse(withOffset);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: '존재하지 않는 날짜와 시간입니다.' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

/** 'YYYY.MM.DD HH:mm' in Asia/Seoul, the display form of scheduled and published times. */
export function formatSeoulDateTime(iso: string | Date): string {
  const seoul = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${seoul.getUTCFullYear()}.${pad(seoul.getUTCMonth() + 1)}.${pad(seoul.getUTCDate())} ${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}`;
}

const tagNameSchema = z
  .string()
  .trim()
  .min(1, { error: '태그를 입력해 주세요.' })
  .max(ARTICLE_TAG_NAME_MAX, { error: `태그는 ${ARTICLE_TAG_NAME_MAX}자 이하로 입력해 주세요.` })
  .regex(/^[^<>"]+$/, { error: '태그에 <, >, " 문자는 쓸 수 없습니다.' });

/** POST /admin/articles and the editable fields of PUT /admin/articles/{id}. */
export const adminArticleUpsertSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(ARTICLE_TITLE_MAX, { error: `제목은 ${ARTICLE_TITLE_MAX}자 이하로 입력해 주세요.` }),
    description: z.string().trim().max(ARTICLE_DESCRIPTION_MAX, { error: `요약은 ${ARTICLE_DESCRIPTION_MAX}자 이하로 입력해 주세요.` }).default(''),
    section: z.enum(ARTICLE_SECTIONS, { error: '섹션을 선택해 주세요.' }),
    type: z.enum(ARTICLE_TYPES, { error: '유형을 선택해 주세요.' }).default('CONTENT'),
    categoryId: z.string({ error: '카테고리를 선택해 주세요.' }).trim().min(1, { error: '카테고리를 선택해 주세요.' }).max(64),
    seriesId: z.string().trim().min(1).max(64).nullable().optional(),
    /** Tag names; unknown ones are created (with a slug) when the article is saved. Case-insensitive duplicates are merged (the first spelling wins). */
    tagNames: z
      .array(tagNameSchema)
      .max(ARTICLE_TAGS_MAX, { error: `태그는 ${ARTICLE_TAGS_MAX}개까지 달 수 있습니다.` })
      .default([])
      .transform((names) => names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i)),
    writerId: z.string({ error: '필자를 선택해 주세요.' }).trim().min(1, { error: '필자를 선택해 주세요.' }).max(64),
    /**
     * The editor's HTML; sanitised on the server (allow-list: h2-h4, p, lists, quotes, tables, figures,
     * images from the media route or https, links, code, hr, and video embeds written as
     * `<div data-embed="youtube|vimeo" data-video-id="..."></div>`). `<!--paywall-->` between two
     * top-level blocks marks where the member-only part starts; only the first marker counts, one inside
     * a block moves after that block. A member-only article saved without a marker gets one after its
     * first two top-level blocks.
     */
    html: z.string().max(ARTICLE_HTML_MAX_CHARS, { error: '본문이 너무 깁니다 (최대 300,000자).' }),
    /** The editor's own document (JSON), stored as it is for reopening the editor; readers never get it. */
    doc: z.unknown().optional(),
    isMemberOnly: z.boolean().default(false),
    isPublic: z.boolean().default(true),
    thumbnailMediaId: mediaIdSchema.nullable().optional(),
    voiceMediaId: mediaIdSchema.nullable().optional(),
    videos: z.array(videoEmbedSchema).max(ARTICLE_VIDEOS_MAX, { error: `영상은 ${ARTICLE_VIDEOS_MAX}개까지 넣을 수 있습니다.` }).default([]),
    /** Minutes to read; computed from the text length when absent. */
    readMinutes: z.number().int().min(1).max(999).nullable().optional(),
  })
  .meta({ id: 'AdminArticleUpsert' });

/** PUT body: `baseUpdatedAt` (the updatedAt the editor loaded) turns a concurrent save into 409 ARTICLE_EDIT_CONFLICT. */
export const adminArticleUpdateSchema = adminArticleUpsertSchema.extend({ baseUpdatedAt: z.iso.datetime({ offset: true }).optional() });

export const adminArticleScheduleSchema = z.object({ scheduledAt: seoulDateTimeSchema });

export const adminArticleIdParamsSchema = z.object({ articleId: z.coerce.number().int().positive() });
export const articleRevisionParamsSchema = adminArticleIdParamsSchema.extend({ revisionId: z.string().min(1).max(64) });

export const adminArticleListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ARTICLE_STATUSES).optional(),
  section: z.enum(ARTICLE_SECTIONS).optional(),
  /** Matches the title (case-insensitive substring). */
  query: z.string().trim().max(100).optional(),
});

export const adminArticleListItemSchema = z
  .object({
    articleId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    section: z.enum(ARTICLE_SECTIONS),
    type: z.enum(ARTICLE_TYPES),
    status: z.enum(ARTICLE_STATUSES),
    isMemberOnly: z.boolean(),
    isPublic: z.boolean(),
    categoryId: z.string().nullable(),
    categoryPath: z.string().nullable(),
    seriesName: z.string().nullable(),
    writerName: z.string(),
    thumbnail: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** ISO (UTC); show it with formatSeoulDateTime. */
    scheduledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: userRefSchema.nullable(),
  })
  .meta({ id: 'AdminArticleListItem' });

export const adminArticleListResponseSchema = z.object({ data: z.array(adminArticleListItemSchema), pagination: paginationSchema });

export const paywallPositionSchema = z.object({
  /** The article is member-only: the part after the marker is cut for readers without access. */
  applies: z.boolean(),
  hasMarker: z.boolean(),
  leadBlockCount: z.number().int(),
  hiddenBlockCount: z.number().int(),
});

/** The saved fields of an article as the editor reopens them (also the snapshot of a revision). */
export const articleSnapshotSchema = z.object({
  title: z.string(),
  description: z.string(),
  section: z.enum(ARTICLE_SECTIONS),
  type: z.enum(ARTICLE_TYPES),
  categoryId: z.string().nullable(),
  seriesId: z.string().nullable(),
  tagNames: z.array(z.string()),
  writerId: z.string(),
  html: z.string(),
  doc: z.unknown().optional(),
  isMemberOnly: z.boolean(),
  isPublic: z.boolean(),
  thumbnailMediaId: z.string().nullable(),
  voiceMediaId: z.string().nullable(),
  videos: z.array(videoEmbedSchema),
  readMinutes: z.number().int(),
});

export const adminArticleDetailSchema = adminArticleListItemSchema
  .extend({
    ...articleSnapshotSchema.shape,
    thumbnailMedia: mediaItemSchema.nullable(),
    voiceMedia: mediaItemSchema.nullable(),
    createdBy: userRefSchema.nullable(),
    paywall: paywallPositionSchema,
    revisionCount: z.number().int(),
    /** Where readers find it once published. */
    readerPath: z.string(),
  })
  .meta({ id: 'AdminArticleDetail' });

/** The article as a reader with full access would get it, plus where the paywall would fall. */
export const adminArticlePreviewSchema = z
  .object({
    status: z.enum(ARTICLE_STATUSES),
    article: articleDetailSchema,
    paywall: paywallPositionSchema,
  })
  .meta({ id: 'AdminArticlePreview' });

export const articleRevisionSummarySchema = z.object({
  revisionId: z.string(),
  articleId: z.number().int(),
  title: z.string(),
  /** 'create', 'update' or 'restore:<revisionId>'. */
  note: z.string(),
  editor: userRefSchema.nullable(),
  createdAt: z.string(),
});
export const articleRevisionListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const articleRevisionListResponseSchema = z.object({ data: z.array(articleRevisionSummarySchema), pagination: paginationSchema });
export const articleRevisionDetailSchema = articleRevisionSummarySchema.extend({ snapshot: articleSnapshotSchema });

// ------------------------------------------------------------------------------------------- taxonomy

const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(60, { error: '슬러그는 60자 이하로 입력해 주세요.' })
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, { error: '슬러그는 소문자, 한글, 숫자와 하이픈(-)만 쓸 수 있습니다.' });

export const taxonomyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const adminCategoryInputSchema = z.object({
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }).max(40, { error: '이름은 40자 이하로 입력해 주세요.' }).regex(/^[^>|]+$/, { error: '이름에 > 또는 | 문자는 쓸 수 없습니다.' }),
  /** Generated from the name when absent. */
  slug: slugSchema.optional(),
  section: z.enum(ARTICLE_SECTIONS, { error: '섹션을 선택해 주세요.' }),
  /** A child takes its parent's section. */
  parentId: z.string().min(1).max(64).nullable().optional(),
  sortOrder: z.number().int().min(-10_000).max(10_000).default(0),
});
export const adminCategorySchema = z.object({
  categoryId: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Names from the root, joined by '>' (displayed with '|'). */
  path: z.string(),
  section: z.enum(ARTICLE_SECTIONS),
  parentId: z.string().nullable(),
  sortOrder: z.number().int(),
  articleCount: z.number().int(),
});
/** Sorted as a tree: each parent followed by its children, by sortOrder then name. */
export const adminCategoryListResponseSchema = z.object({ data: z.array(adminCategorySchema) });

export const adminSeriesInputSchema = z.object({
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }).max(60, { error: '이름은 60자 이하로 입력해 주세요.' }),
  slug: slugSchema.optional(),
  description: z.string().trim().max(500, { error: '설명은 500자 이하로 입력해 주세요.' }).default(''),
});
export const adminSeriesSchema = z.object({ seriesId: z.string(), slug: z.string(), name: z.string(), description: z.string(), articleCount: z.number().int() });
export const adminSeriesListResponseSchema = z.object({ data: z.array(adminSeriesSchema) });

export const adminTagInputSchema = z.object({ name: tagNameSchema, slug: slugSchema.optional() });
export const adminTagSchema = z.object({ tagId: z.string(), slug: z.string(), name: z.string(), articleCount: z.number().int() });
export const adminTagListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(100),
  query: z.string().trim().max(30).optional(),
});
export const adminTagListResponseSchema = z.object({ data: z.array(adminTagSchema), pagination: paginationSchema });

export const adminWriterInputSchema = z.object({
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }).max(40, { error: '이름은 40자 이하로 입력해 주세요.' }),
  slug: slugSchema.optional(),
  /** Job title or affiliation shown under the name. */
  title: z.string().trim().max(60, { error: '직함은 60자 이하로 입력해 주세요.' }).default(''),
  bio: z.string().trim().max(1000, { error: '소개는 1,000자 이하로 입력해 주세요.' }).default(''),
  avatarMediaId: mediaIdSchema.nullable().optional(),
});
export const adminWriterSchema = z.object({
  writerId: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatarMediaId: z.string().nullable(),
  avatar: z.string().nullable(),
  isSample: z.boolean(),
  articleCount: z.number().int(),
});
export const adminWriterListResponseSchema = z.object({ data: z.array(adminWriterSchema) });

// ---------------------------------------------------------------------------------------------- audit

export const CMS_AUDIT_TARGETS = ['article', 'category', 'series', 'tag', 'writer', 'media', 'explainer', 'glossary', 'reit-import', 'deal-import', 'fund-import'] as const;
export const cmsAuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  targetType: z.enum(CMS_AUDIT_TARGETS).optional(),
});

export type AdminArticleUpsert = z.infer<typeof adminArticleUpsertSchema>;
export type AdminArticleUpdate = z.infer<typeof adminArticleUpdateSchema>;
export type AdminArticleListItemDto = z.infer<typeof adminArticleListItemSchema>;
export type AdminArticleDetailDto = z.infer<typeof adminArticleDetailSchema>;
export type AdminArticlePreviewDto = z.infer<typeof adminArticlePreviewSchema>;
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;
export type ArticleRevisionSummaryDto = z.infer<typeof articleRevisionSummarySchema>;
export type PaywallPositionDto = z.infer<typeof paywallPositionSchema>;
export type MediaItemDto = z.infer<typeof mediaItemSchema>;
export type AdminCategoryInput = z.infer<typeof adminCategoryInputSchema>;
export type AdminCategoryDto = z.infer<typeof adminCategorySchema>;
export type AdminSeriesInput = z.infer<typeof adminSeriesInputSchema>;
export type AdminSeriesDto = z.infer<typeof adminSeriesSchema>;
export type AdminTagInput = z.infer<typeof adminTagInputSchema>;
export type AdminTagDto = z.infer<typeof adminTagSchema>;
export type AdminWriterInput = z.infer<typeof adminWriterInputSchema>;
export type AdminWriterDto = z.infer<typeof adminWriterSchema>;
