import { createHash } from 'node:crypto';
import { publicLeadText, searchVectorLiteral } from '@spi/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, articleTags, categories, media, series, tags, writers } from '../schema';
import type { DemoContext, DemoLoader } from '../seed';
import { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_SERIES, DEMO_TAGS, DEMO_WRITERS } from './articles';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailSvg } from './thumbnails';

const SECTION_NAMES = { PRO: 'SPI Pro', LIFESTYLE: '라이프스타일 & 투자' } as const;

export const demoWriterId = (slug: string) => `writer-${slug}`;
export const demoCategoryId = (slug: string) => `category-${slug}`;
export const demoSeriesId = (slug: string) => `series-${slug}`;
export const demoTagId = (slug: string) => `tag-${slug}`;

/** A tag's URL slug: the name in lower case with spaces and URL-reserved characters as '-' ('P/NAV' → 'p-nav'; Korean kept). */
export function tagSlug(name: string): string {
  return name.normalize('NFC').trim().toLowerCase().replace(/[\s/\\?#%&+]+/g, '-').replace(/^-+|-+$/g, '');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Media ids are alphanumeric (the storage key is `<mediaId>/<rendition>.<ext>`). */
export function demoThumbnailId(articleSlug: string): string {
  return `demo${digest(articleSlug).toString('hex').slice(0, 24)}`;
}

/** A plausible, stable view count per article, so "most read" has an order from the first start. */
function demoViewCount(slug: string, publishedAt: Date): number {
  const ageDays = Math.max(1, (Date.parse('2026-11-21T00:00:00Z') - publishedAt.getTime()) / 86_400_000);
  return 40 + (digest(slug).readUInt16LE(0) % 900) + Math.round(600 / Math.sqrt(ageDays));
}

async function insertTaxonomy(db: Db): Promise<Map<string, string>> {
  await db.insert(writers).values(DEMO_WRITERS.map((w) => ({ id: demoWriterId(w.slug), slug: w.slug, name: w.name, title: w.title, bio: w.bio, isSample: true })));
  const bySlug = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c]));
  const pathOf = (slug: string): string => {
    const c = bySlug.get(slug)!;
    return c.parentSlug ? `${pathOf(c.parentSlug)}>${c.name}` : c.name;
  };
  await db.insert(categories).values(
    DEMO_CATEGORIES.map((c, i) => ({
      id: demoCategoryId(c.slug),
      slug: c.slug,
      name: c.name,
      path: pathOf(c.slug),
      section: c.section,
      parentId: c.parentSlug ? demoCategoryId(c.parentSlug) : null,
      sortOrder: i,
    })),
  );
  await db.insert(series).values(DEMO_SERIES.map((s) => ({ id: demoSeriesId(s.slug), slug: s.slug, name: s.name, description: s.description })));
  const tagIds = new Map<string, string>();
  const names = [...new Set([...DEMO_TAGS, ...DEMO_ARTICLES.flatMap((a) => a.tags)])];
  for (const name of names) tagIds.set(name, demoTagId(tagSlug(name)));
  await db.insert(tags).values(names.map((name) => ({ id: tagIds.get(name)!, slug: tagSlug(name), name })));
  return tagIds;
}

async function insertThumbnail(db: Db, context: DemoContext, article: (typeof DEMO_ARTICLES)[number]): Promise<string> {
  const category = DEMO_CATEGORIES.find((c) => c.slug === article.categorySlug);
  const categoryName = category?.name ?? SECTION_NAMES[article.section];
  const svg = thumbnailSvg({ seed: article.slug, categorySlug: article.categorySlug, categoryName, sectionName: SECTION_NAMES[article.section] });
  const bytes = new TextEncoder().encode(svg);
  const id = demoThumbnailId(article.slug);
  const storageKey = `${id}/original.svg`;
  await context.writeMedia?.(storageKey, bytes, 'image/svg+xml');
  await db.insert(media).values({
    id,
    kind: 'IMAGE',
    mime: 'image/svg+xml',
    bytes: bytes.length,
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    storageKey,
    alt: `${categoryName} 썸네일 (샘플 이미지)`,
    originalName: `${article.slug}.svg`,
  });
  return id;
}

/**
 * The demo articles (packages/db/src/demo/articles): sample writers, the category tree, series and tags,
 * and every article PUBLISHED at its date, oldest first, with a generated thumbnail, a view count and
 * search tokens from the same core tokenizer the API uses (public text only).
 */
export const demoContentLoader: DemoLoader = {
  name: 'content',
  async load(db: Db, context: DemoContext) {
    const tagIds = await insertTaxonomy(db);
    const ordered = [...DEMO_ARTICLES].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.slug.localeCompare(b.slug));
    for (const article of ordered) {
      const publishedAt = new Date(article.publishedAt);
      const thumbnailMediaId = await insertThumbnail(db, context, article);
      const vector = searchVectorLiteral({ title: article.title, description: article.description, lead: publicLeadText(article.html, article.isMemberOnly) });
      const [row] = await db
        .insert(articles)
        .values({
          slug: article.slug,
          section: article.section,
          type: article.type,
          status: 'PUBLISHED',
          title: article.title,
          description: article.description,
          html: article.html,
          isMemberOnly: article.isMemberOnly,
          isPublic: true,
          categoryId: demoCategoryId(article.categorySlug),
          seriesId: article.seriesSlug ? demoSeriesId(article.seriesSlug) : null,
          writerId: demoWriterId(article.writerSlug),
          thumbnailMediaId,
          readMinutes: article.readMinutes,
          publishedAt,
          viewCount: demoViewCount(article.slug, publishedAt),
          searchTokens: sql`${vector}::tsvector`,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: articles.id });
      const tagRows = [...new Set(article.tags)].map((name) => ({ articleId: row!.id, tagId: tagIds.get(name)! }));
      if (tagRows.length) await db.insert(articleTags).values(tagRows);
    }
  },
};
