import { PAYWALL_MARKER } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { indexArticle } from '../src/search/index-article';

/** A phrase only ever written after the paywall marker: it must never reach a reader without access. */
export const SECRET = '회원전용비밀문구ZQX';

export interface ArticleFixture {
  title: string;
  description?: string;
  /** Public lead HTML (before the marker). */
  lead?: string;
  /** Member-only part (after the marker); defaults to a paragraph holding SECRET for member-only articles. */
  rest?: string;
  isMemberOnly?: boolean;
  isPublic?: boolean;
  status?: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | 'ARCHIVED';
  section?: 'PRO' | 'LIFESTYLE';
  category?: string;
  series?: string;
  tags?: string[];
  writer?: string;
  publishedAt: Date;
  viewCount?: number;
}

/** Writers, a small category tree (SPI Pro > 오피스 | 물류, 라이프), a series and tags. */
export async function buildTaxonomy(handle: DbHandle): Promise<void> {
  const db = handle.db;
  await db.insert(schema.writers).values([
    { id: 'w-kim', slug: 'kim', name: '김기자', title: '기자', bio: '오피스 담당 (샘플)', isSample: true },
    { id: 'w-lee', slug: 'lee', name: '이기자', title: '선임 기자', bio: '물류 담당 (샘플)', isSample: true },
  ]);
  await db.insert(schema.categories).values([
    { id: 'c-pro', slug: 'spi-pro', name: 'SPI Pro', path: 'SPI Pro', section: 'PRO', sortOrder: 0 },
    { id: 'c-office', slug: 'office', name: '오피스', path: 'SPI Pro>오피스', section: 'PRO', parentId: 'c-pro', sortOrder: 1 },
    { id: 'c-logistics', slug: 'logistics', name: '물류', path: 'SPI Pro>물류', section: 'PRO', parentId: 'c-pro', sortOrder: 2 },
    { id: 'c-life', slug: 'life', name: '라이프', path: '라이프', section: 'LIFESTYLE', sortOrder: 3 },
  ]);
  await db.insert(schema.series).values({ id: 's-weekly', slug: 'weekly', name: '주간 오피스', description: '매주' });
  await db.insert(schema.tags).values([
    { id: 't-reits', slug: '리츠', name: '리츠' },
    { id: 't-gbd', slug: 'gbd', name: 'GBD' },
    { id: 't-data', slug: '데이터센터', name: '데이터센터' },
  ]);
}

/** Inserts an article and indexes it with the real indexArticle; returns its id. */
export async function buildArticle(handle: DbHandle, fixture: ArticleFixture): Promise<number> {
  const db = handle.db;
  const memberOnly = fixture.isMemberOnly ?? false;
  const lead = fixture.lead ?? `<p>${fixture.title}에 대한 공개 리드 문단입니다.</p>`;
  const rest = fixture.rest ?? (memberOnly ? `<p>${SECRET} 회원만 읽는 분석과 수치가 이어진다.</p>` : '<p>이어지는 본문입니다.</p>');
  const html = memberOnly ? `${lead}\n${PAYWALL_MARKER}\n${rest}` : `${lead}\n${rest}`;
  const [row] = await db
    .insert(schema.articles)
    .values({
      slug: `a-${Math.random().toString(36).slice(2, 10)}`,
      section: fixture.section ?? 'PRO',
      status: fixture.status ?? 'PUBLISHED',
      title: fixture.title,
      description: fixture.description ?? `${fixture.title} 요약`,
      html,
      isMemberOnly: memberOnly,
      isPublic: fixture.isPublic ?? true,
      categoryId: fixture.category ?? 'c-office',
      seriesId: fixture.series ?? null,
      writerId: fixture.writer ?? 'w-kim',
      publishedAt: fixture.publishedAt,
      viewCount: fixture.viewCount ?? 0,
      readMinutes: 3,
      createdAt: fixture.publishedAt,
      updatedAt: fixture.publishedAt,
    })
    .returning({ id: schema.articles.id });
  const id = row!.id;
  for (const tag of fixture.tags ?? []) await db.insert(schema.articleTags).values({ articleId: id, tagId: tag });
  await indexArticle(db, id);
  return id;
}

export async function viewRows(handle: DbHandle, articleId: number) {
  return handle.db.select().from(schema.articleViews).where(eq(schema.articleViews.articleId, articleId));
}

export const DAY = 86_400_000;
