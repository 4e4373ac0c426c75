import { randomId } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { asc, eq, or, sql } from 'drizzle-orm';
import { taxonomySlug } from './slugs';

const { articleTags, tags } = schema;

/**
 * The tag named `name`, created when missing. Names match case-insensitively and by slug, so 'GBD',
 * 'gbd' and 'G.B.D' are one tag; the first spelling saved is kept. Safe under concurrent saves: a lost
 * insert race reads the winner's row.
 */
export async function findOrCreateTag(tx: Db, name: string): Promise<{ id: string; slug: string; name: string }> {
  const slug = taxonomySlug(name, 'tag');
  const find = async () => {
    const [row] = await tx
      .select({ id: tags.id, slug: tags.slug, name: tags.name })
      .from(tags)
      .where(or(sql`lower(${tags.name}) = lower(${name})`, eq(tags.slug, slug)))
      .orderBy(asc(tags.createdAt))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx.insert(tags).values({ id: randomId(12), slug, name }).onConflictDoNothing().returning({ id: tags.id, slug: tags.slug, name: tags.name });
  if (created) return created;
  const raced = await find();
  if (!raced) throw new Error(`Tag ${name} could neither be created nor found`);
  return raced;
}

/** Replaces an article's tags by these names (in order), creating missing tags. Returns the stored names. */
export async function setArticleTags(tx: Db, articleId: number, names: string[]): Promise<string[]> {
  const found = [];
  for (const name of names) found.push(await findOrCreateTag(tx, name));
  const unique = [...new Map(found.map((tag) => [tag.id, tag])).values()];
  await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
  if (unique.length > 0) await tx.insert(articleTags).values(unique.map((tag) => ({ articleId, tagId: tag.id })));
  return unique.map((tag) => tag.name);
}

/** Tag names of an article, sorted (code-point order, the same as a saved snapshot's). */
export async function loadArticleTagNames(db: Db, articleId: number): Promise<string[]> {
  const rows = await db.select({ name: tags.name }).from(articleTags).innerJoin(tags, eq(tags.id, articleTags.tagId)).where(eq(articleTags.articleId, articleId));
  return rows.map((row) => row.name).sort();
}
