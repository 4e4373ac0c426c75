import type { ArticleSnapshot } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { taxonomySlug } from '../commands/cms/slugs';
import type { ArticleReaderRow } from './load-articles';

const { categories, media, series, tags, writers } = schema;

/**
 * The reader row an unsaved draft would have, so the preview runs it through the readers' own
 * presenter. The snapshot was prepared (sanitised, references checked) but nothing was written.
 */
export async function unsavedReaderRow(db: Db, snapshot: ArticleSnapshot, now: Date): Promise<ArticleReaderRow> {
  const [[category], [seriesRow], [writer], [thumbnail], tagRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.id, snapshot.categoryId ?? '')),
    db.select().from(series).where(eq(series.id, snapshot.seriesId ?? '')),
    db.select().from(writers).where(eq(writers.id, snapshot.writerId)),
    db.select({ variants: media.variants }).from(media).where(eq(media.id, snapshot.thumbnailMediaId ?? '')),
    snapshot.tagNames.length
      ? db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags).where(inArray(sql`lower(${tags.name})`, snapshot.tagNames.map((n) => n.toLowerCase())))
      : Promise.resolve([]),
  ]);
  const known = new Map(tagRows.map((t) => [t.name.toLowerCase(), t]));
  return {
    id: 0,
    slug: 'preview',
    section: snapshot.section,
    type: snapshot.type,
    status: 'DRAFT',
    title: snapshot.title,
    description: snapshot.description,
    isMemberOnly: snapshot.isMemberOnly,
    isPublic: snapshot.isPublic,
    publishedAt: null,
    updatedAt: now,
    readMinutes: snapshot.readMinutes,
    viewCount: 0,
    categoryId: snapshot.categoryId,
    categoryName: category?.name ?? null,
    categoryPath: category?.path ?? null,
    seriesId: snapshot.seriesId,
    seriesName: seriesRow?.name ?? null,
    writerId: snapshot.writerId,
    writerSlug: writer?.slug ?? '',
    writerName: writer?.name ?? '',
    writerTitle: writer?.title ?? '',
    thumbnailMediaId: snapshot.thumbnailMediaId,
    thumbnailVariants: thumbnail?.variants ?? null,
    html: snapshot.html,
    videos: snapshot.videos,
    voiceMediaId: snapshot.voiceMediaId,
    writerBio: writer?.bio ?? '',
    writerAvatarMediaId: writer?.avatarMediaId ?? null,
    tags: snapshot.tagNames.map((name) => known.get(name.toLowerCase()) ?? { id: '', slug: taxonomySlug(name, 'tag'), name }),
  };
}
