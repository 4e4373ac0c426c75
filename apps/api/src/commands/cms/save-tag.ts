import { AppError, randomId, type AdminTagInput } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { inTransaction } from '../transaction';
import { auditCms, type CmsActor } from './cms-context';
import { pickSlug } from './slugs';

const { articleTags, tags } = schema;

async function nameTaken(tx: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: tags.id }).from(tags).where(and(sql`lower(${tags.name}) = lower(${name})`, exceptId ? ne(tags.id, exceptId) : undefined));
  return Boolean(row);
}

async function slugTaken(tx: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.slug, slug), exceptId ? ne(tags.id, exceptId) : undefined));
  return Boolean(row);
}

/** POST /admin/tags (tags are also created by saving an article with a new tag name). */
export async function createTag(db: Db, input: AdminTagInput, actor: CmsActor): Promise<string> {
  return inTransaction(db, async (tx) => {
    if (await nameTaken(tx, input.name)) throw new AppError('TAG_NAME_TAKEN');
    const slug = await pickSlug(input.slug, input.name, 'tag', (s) => slugTaken(tx, s));
    const id = randomId(12);
    await tx.insert(tags).values({ id, slug, name: input.name });
    await auditCms(tx, actor, 'tag.create', 'tag', id, { name: input.name, slug });
    return id;
  });
}

/** PUT /admin/tags/{id}: rename (409 TAG_NAME_TAKEN when another tag has the name) or a new slug. */
export async function updateTag(db: Db, id: string, input: AdminTagInput, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '태그를 찾을 수 없습니다.');
    if (await nameTaken(tx, input.name, id)) throw new AppError('TAG_NAME_TAKEN');
    const slug = input.slug && input.slug !== current.slug ? await pickSlug(input.slug, input.name, 'tag', (s) => slugTaken(tx, s, id)) : current.slug;
    await tx.update(tags).set({ name: input.name, slug }).where(eq(tags.id, id));
    await auditCms(tx, actor, 'tag.update', 'tag', id, { fields: [current.name !== input.name && 'name', current.slug !== slug && 'slug'].filter(Boolean) });
  });
}

/** DELETE /admin/tags/{id}: the tag leaves every article that had it. Returns how many articles had it. */
export async function deleteTag(db: Db, id: string, actor: CmsActor): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '태그를 찾을 수 없습니다.');
    const [used] = await tx.select({ n: count() }).from(articleTags).where(eq(articleTags.tagId, id));
    await tx.delete(tags).where(eq(tags.id, id));
    await auditCms(tx, actor, 'tag.delete', 'tag', id, { name: current.name, slug: current.slug, articleCount: used?.n ?? 0 });
    return used?.n ?? 0;
  });
}
