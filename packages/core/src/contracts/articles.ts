import { z } from 'zod';
import { CONTENT_TYPE_VALUES } from '../article-policy';

export const ARTICLE_SECTIONS = ['PRO', 'LIFESTYLE'] as const;
export const ARTICLE_TYPES = ['CONTENT', 'MARKETING'] as const;
export const ARTICLE_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] as const;

export const paginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  count: z.number().int(),
  hasNext: z.boolean(),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(12),
});

export const writerRefSchema = z.object({ writerId: z.string(), slug: z.string(), name: z.string(), title: z.string() });

/** Article list item of spec section 3 (plus the computed display label). */
export const articleListItemSchema = z
  .object({
    articleId: z.number().int(),
    author: writerRefSchema,
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    seriesId: z.string().nullable(),
    seriesName: z.string().nullable(),
    label: z.string(),
    section: z.enum(ARTICLE_SECTIONS),
    isMemberOnly: z.boolean(),
    isPublic: z.boolean(),
    published: z.string(),
    thumbnail: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    type: z.enum(ARTICLE_TYPES),
    readMinutes: z.number().int(),
  })
  .meta({ id: 'ArticleListItem' });

export const articleListQuerySchema = pageQuerySchema.extend({
  section: z.enum(ARTICLE_SECTIONS).optional(),
  category: z.string().max(100).optional(),
  series: z.string().max(100).optional(),
  tag: z.string().max(100).optional(),
  writer: z.string().max(100).optional(),
  sort: z.enum(['published', 'popular']).default('published'),
});

export const articleListResponseSchema = z.object({ data: z.array(articleListItemSchema), pagination: paginationSchema });

export const articleAccessSchema = z.discriminatedUnion('access', [
  z.object({ access: z.literal('FULL') }),
  z.object({ access: z.literal('UNLOCK_AVAILABLE'), remaining: z.number().int(), monthlyLimit: z.number().int() }),
  z.object({ access: z.literal('PAYWALL'), reason: z.enum(['LOGIN', 'MEMBERSHIP', 'UNLOCKS_EXHAUSTED']) }),
]);

export const videoEmbedSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string().max(200).optional(),
});

/**
 * GET /api/seoul/v1/articles/{articleId}. `leadHtml` is what everyone sees; `bodyHtml` is the rest and
 * is empty unless `access.access === 'FULL'` (the member-only part never leaves the server otherwise).
 */
export const articleDetailSchema = articleListItemSchema
  .extend({
    leadHtml: z.string(),
    bodyHtml: z.string(),
    access: articleAccessSchema,
    writer: writerRefSchema.extend({ bio: z.string(), avatar: z.string().nullable() }),
    tags: z.array(z.object({ slug: z.string(), name: z.string() })),
    voiceUrl: z.string().nullable(),
    videos: z.array(videoEmbedSchema),
    updatedAt: z.string(),
    scrapped: z.boolean(),
    related: z.array(articleListItemSchema),
  })
  .meta({ id: 'ArticleDetail' });

export const articleIdParamsSchema = z.object({ articleId: z.coerce.number().int().positive() });

/**
 * POST /api/seoul/v1/articles/:articleId/views: `counted` is false when this reader's read of the article
 * was already counted today (Asia/Seoul) or the request came from a crawler.
 */
export const articleViewResponseSchema = z.object({ counted: z.boolean() }).meta({ id: 'ArticleViewResult' });

/** GET /api/seoul/v1/home: newest and most read per section. */
export const homeResponseSchema = z.object({
  sections: z.array(z.object({
    section: z.enum(ARTICLE_SECTIONS),
    title: z.string(),
    latest: z.array(articleListItemSchema),
    popular: z.array(articleListItemSchema),
  })),
  generatedAt: z.string(),
});

export const taxonomyResponseSchema = z.object({
  categories: z.array(z.object({ categoryId: z.string(), slug: z.string(), name: z.string(), path: z.string(), section: z.enum(ARTICLE_SECTIONS), parentId: z.string().nullable() })),
  series: z.array(z.object({ seriesId: z.string(), slug: z.string(), name: z.string(), description: z.string() })),
});

export const writerProfileSchema = writerRefSchema.extend({ bio: z.string(), avatar: z.string().nullable(), articleCount: z.number().int() });
export const tagProfileSchema = z.object({ slug: z.string(), name: z.string(), articleCount: z.number().int() });

/** Scraps of any content type (spec content type enumeration). */
export const contentTypeSchema = z.enum(CONTENT_TYPE_VALUES);
export const scrapParamsSchema = z.object({ contentType: contentTypeSchema, contentId: z.string().min(1).max(64) });
export const scrapListQuerySchema = pageQuerySchema.extend({ contentType: contentTypeSchema.optional() });
/** A saved item of any content type as a card: title, one line under it, its address and figures. */
export const contentCardSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
  /** Short figures or facts ('4,210원', '−1.93%', '예상 배당률 6.65%'). */
  meta: z.array(z.string()),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const scrapItemSchema = z.object({
  contentType: contentTypeSchema,
  contentId: z.string(),
  createdAt: z.string(),
  /** CONTENT only: the article as a list item (null when it is no longer readable). */
  article: articleListItemSchema.nullable(),
  /** Every type: its card (null when the item no longer exists). */
  card: contentCardSchema.nullable(),
});
export const scrapListResponseSchema = z.object({
  data: z.array(scrapItemSchema),
  pagination: paginationSchema,
  counts: z.record(z.string(), z.number().int()),
});
export const scrapStateSchema = z.object({ contentType: contentTypeSchema, contentId: z.string(), scrapped: z.boolean() });

/** GET /api/seoul/v1/user_article_histories/{userId}/articles?page&size&sort=created,desc */
export const historyQuerySchema = pageQuerySchema.extend({ sort: z.literal('created,desc').default('created,desc') });
export const historyResponseSchema = z.object({
  /** Keyed by day (YYYY-MM-DD, Asia/Seoul), newest first; each group holds the articles opened that day. */
  data: z.record(z.string(), z.array(articleListItemSchema.extend({ viewedAt: z.string() }))),
  pagination: z.object({ page: z.number().int(), size: z.number().int(), count: z.number().int() }),
});

/** GET /api/seoul/v1/search */
export const searchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1, { error: '검색어를 입력해 주세요.' }).max(100, { error: '검색어는 100자 이하로 입력해 주세요.' }),
  type: contentTypeSchema.optional(),
  category: z.string().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const searchHitSchema = z.object({
  contentType: contentTypeSchema,
  articleId: z.number().int(),
  /** Title and snippet with matches wrapped in <mark>; everything else HTML-escaped. */
  titleHtml: z.string(),
  snippetHtml: z.string(),
  label: z.string(),
  published: z.string(),
  isMemberOnly: z.boolean(),
  thumbnail: z.string().nullable(),
});
/**
 * Search counts stop at this many matches (as OpenSearch's default track_total_hits does): counting a
 * word found in most articles would cost more than the rest of the search. A capped count is at least
 * this many ('10,000+').
 */
export const SEARCH_COUNT_CAP = 10_000;

/** A matching item of another content type (a REIT), with its highlighted name and snippet. */
export const searchEntitySchema = z.object({
  contentType: contentTypeSchema,
  id: z.string(),
  titleHtml: z.string(),
  subtitle: z.string(),
  snippetHtml: z.string(),
  href: z.string(),
});
export type SearchEntityDto = z.infer<typeof searchEntitySchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  groups: z.array(z.object({ contentType: contentTypeSchema, count: z.number().int() })),
  data: z.array(searchHitSchema),
  /** REITs (and later other types) matching the query: on the first page of "all" and on their own tab. */
  entities: z.array(searchEntitySchema).default([]),
  pagination: paginationSchema,
  tookMs: z.number(),
  /** True when a count reached SEARCH_COUNT_CAP: there are at least that many matches. */
  countCapped: z.boolean().optional(),
});

export type ArticleListItemDto = z.infer<typeof articleListItemSchema>;
export type ArticleDetailDto = z.infer<typeof articleDetailSchema>;
export type SearchResponseDto = z.infer<typeof searchResponseSchema>;

/** GET /api/seoul/v1/writers/{slug} and /tags/{slug}. */
export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

/**
 * GET /api/seoul/v1/feeds/articles?limit: public, published, listed articles, newest first, for RSS and
 * the sitemap. `leadText` is the plain text of the lead only (a member-only body never appears here).
 */
export const feedQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) });
export const feedArticleSchema = z
  .object({
    articleId: z.number().int(),
    title: z.string(),
    description: z.string(),
    published: z.string(),
    updated: z.string(),
    label: z.string(),
    section: z.enum(ARTICLE_SECTIONS),
    isMemberOnly: z.boolean(),
    leadText: z.string(),
    thumbnail: z.string().nullable(),
    authorName: z.string(),
  })
  .meta({ id: 'FeedArticle' });
export const feedResponseSchema = z.object({ data: z.array(feedArticleSchema), generatedAt: z.string() });

export type ArticleAccessDto = z.infer<typeof articleAccessSchema>;
export type FeedArticleDto = z.infer<typeof feedArticleSchema>;
export type SearchHitDto = z.infer<typeof searchHitSchema>;
