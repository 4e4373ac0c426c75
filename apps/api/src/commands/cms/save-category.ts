import { AppError, randomId, type AdminCategoryInput } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { inTransaction } from '../transaction';
import { auditCms, invalidFields, type CmsActor } from './cms-context';
import { pickSlug } from './slugs';

const { articles, categories } = schema;
type CategoryRow = typeof categories.$inferSelect;

async function slugTaken(tx: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  return Boolean(row);
}

async function loadParent(tx: Db, parentId: string | null | undefined): Promise<CategoryRow | null> {
  if (!parentId) return null;
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) throw invalidFields([{ path: 'parentId', message: '존재하지 않는 상위 카테고리입니다.' }]);
  return parent;
}

/** A category and every category below it. */
async function subtreeIds(tx: Db, rootId: string): Promise<string[]> {
  const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) ids.push(...all.filter((c) => c.parentId === ids[i]).map((c) => c.id));
  return ids;
}

/** POST /admin/categories. A child takes its parent's section; `path` is the parent's path + '>' + name. */
export async function createCategory(db: Db, input: AdminCategoryInput, actor: CmsActor): Promise<string> {
  return inTransaction(db, async (tx) => {
    const parent = await loadParent(tx, input.parentId);
    const slug = await pickSlug(input.slug, input.name, 'category', (s) => slugTaken(tx, s));
    const id = randomId(12);
    await tx.insert(categories).values({
      id,
      slug,
      name: input.name,
      path: parent ? `${parent.path}>${input.name}` : input.name,
      section: parent?.section ?? input.section,
      parentId: parent?.id ?? null,
      sortOrder: input.sortOrder,
    });
    await auditCms(tx, actor, 'category.create', 'category', id, { name: input.name, slug });
    return id;
  });
}

/**
 * PUT /admin/categories/{id}: renames (the paths below follow), moves under another parent (never
 * under itself or its own subtree), reorders. The section can change only while no article is filed
 * in the subtree, because articles keep their section (else 409 CATEGORY_SECTION_LOCKED).
 */
export async function updateCategory(db: Db, id: string, input: AdminCategoryInput, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '카테고리를 찾을 수 없습니다.');
    const subtree = await subtreeIds(tx, id);
    if (input.parentId && subtree.includes(input.parentId)) {
      throw invalidFields([{ path: 'parentId', message: '자기 자신이나 하위 카테고리를 상위 카테고리로 지정할 수 없습니다.' }]);
    }
    const parent = await loadParent(tx, input.parentId);
    const section = parent?.section ?? input.section;
    if (section !== current.section) {
      const [used] = await tx.select({ n: count() }).from(articles).where(inArray(articles.categoryId, subtree));
      if ((used?.n ?? 0) > 0) throw new AppError('CATEGORY_SECTION_LOCKED');
    }
    const slug = input.slug && input.slug !== current.slug ? await pickSlug(input.slug, input.name, 'category', (s) => slugTaken(tx, s, id)) : current.slug;
    const path = parent ? `${parent.path}>${input.name}` : input.name;
    await tx.update(categories).set({ name: input.name, slug, path, section, parentId: parent?.id ?? null, sortOrder: input.sortOrder }).where(eq(categories.id, id));
    // Children's paths and sections follow, level by level.
    if (path !== current.path || section !== current.section) {
      const all = await tx.select().from(categories);
      const pathOf = new Map([[id, path]]);
      for (const childId of subtree.slice(1)) {
        const child = all.find((c) => c.id === childId)!;
        const childPath = `${pathOf.get(child.parentId!)}>${child.name}`;
        pathOf.set(childId, childPath);
        await tx.update(categories).set({ path: childPath, section }).where(eq(categories.id, childId));
      }
    }
    const fields = (['name', 'slug', 'section', 'parentId', 'sortOrder'] as const).filter((f) => ({ name: input.name, slug, section, parentId: parent?.id ?? null, sortOrder: input.sortOrder })[f] !== current[f]);
    await auditCms(tx, actor, 'category.update', 'category', id, { fields });
  });
}

/** DELETE /admin/categories/{id}: only an empty leaf; else 409 CATEGORY_HAS_CHILDREN or TAXONOMY_IN_USE. */
export async function deleteCategory(db: Db, id: string, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '카테고리를 찾을 수 없습니다.');
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    if (child) throw new AppError('CATEGORY_HAS_CHILDREN');
    const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('TAXONOMY_IN_USE', `이 카테고리의 기사 ${used!.n}건을 먼저 다른 카테고리로 옮겨 주세요.`);
    await tx.delete(categories).where(eq(categories.id, id));
    await auditCms(tx, actor, 'category.delete', 'category', id, { name: current.name, slug: current.slug });
  });
}
