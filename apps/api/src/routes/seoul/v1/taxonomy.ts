import { AppError, slugParamsSchema, tagProfileSchema, taxonomyResponseSchema, writerProfileSchema } from '@spi/core';
import { schema } from '@spi/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { countListed, findTagBySlug } from '../../../loaders/load-articles';
import { mediaUrl } from '../../../presenters/article-media';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

const { articleTags, articles, categories, series, writers } = schema;

/** Writer and tag profiles: their names change with the taxonomy, their counts with publishing. */
const PROFILE_CACHE = { tags: () => [CONTENT_TAGS.articles, CONTENT_TAGS.taxonomy] };

/** /api/seoul/v1/taxonomy, /writers/{slug}, /tags/{slug}: what the list filters and headings need. */
export default resource('', async (app) => {
  app.get(
    '/taxonomy',
    { config: { cache: { tags: () => [CONTENT_TAGS.taxonomy] } }, schema: { tags: ['articles'], summary: '카테고리 트리와 시리즈', response: { 200: taxonomyResponseSchema } } },
    async () => {
      const db = app.db.db;
      const [categoryRows, seriesRows] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.path)),
        db.select().from(series).orderBy(asc(series.name)),
      ]);
      return {
        categories: categoryRows.map((c) => ({ categoryId: c.id, slug: c.slug, name: c.name, path: c.path, section: c.section, parentId: c.parentId })),
        series: seriesRows.map((s) => ({ seriesId: s.id, slug: s.slug, name: s.name, description: s.description })),
      };
    },
  );

  app.get(
    '/writers/:slug',
    { config: { cache: PROFILE_CACHE }, schema: { tags: ['articles'], summary: '필자 프로필', params: slugParamsSchema, response: { 200: writerProfileSchema, ...errorResponses(404) } } },
    async (request) => {
      const [writer] = await app.db.db.select().from(writers).where(eq(writers.slug, request.params.slug));
      if (!writer) throw new AppError('NOT_FOUND');
      const articleCount = await countListed(app.db.db, eq(articles.writerId, writer.id), new Date(app.clock()));
      return { writerId: writer.id, slug: writer.slug, name: writer.name, title: writer.title, bio: writer.bio, avatar: mediaUrl(writer.avatarMediaId), articleCount };
    },
  );

  app.get(
    '/tags/:slug',
    { config: { cache: PROFILE_CACHE }, schema: { tags: ['articles'], summary: '태그', params: slugParamsSchema, response: { 200: tagProfileSchema, ...errorResponses(404) } } },
    async (request) => {
      // Case-insensitive; the answer carries the canonical slug (the web redirects other spellings to it).
      const tag = await findTagBySlug(app.db.db, request.params.slug);
      if (!tag) throw new AppError('NOT_FOUND');
      const tagged = app.db.db.select({ id: articleTags.articleId }).from(articleTags).where(eq(articleTags.tagId, tag.id));
      const articleCount = await countListed(app.db.db, inArray(articles.id, tagged), new Date(app.clock()));
      return { slug: tag.slug, name: tag.name, articleCount };
    },
  );
});
