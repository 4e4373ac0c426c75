import { AppError, randomId, type AdminSeriesInput } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, ne } from 'drizzle-orm';
import { inTransaction } from '../transaction';
import { auditCms, type CmsActor } from './cms-context';
import { pickSlug } from './slugs';

const { articles, series } = schema;

async function slugTaken(tx: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: series.id }).from(series).where(and(eq(series.slug, slug), exceptId ? ne(series.id, exceptId) : undefined));
  return Boolean(row);
}

export async function createSeries(db: Db, input: AdminSeriesInput, actor: CmsActor): Promise<string> {
  return inTransaction(db, async (tx) => {
    const slug = await pickSlug(input.slug, input.name, 'series', (s) => slugTaken(tx, s));
    const id = randomId(12);
    await tx.insert(series).values({ id, slug, name: input.name, description: input.description });
    await auditCms(tx, actor, 'series.create', 'series', id, { name: input.name, slug });
    return id;
  });
}

/** PUT /admin/series/{id}; the slug changes only when a new one is given (reader URLs stay). */
export async function updateSeries(db: Db, id: string, input: AdminSeriesInput, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(series).where(eq(series.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '시리즈를 찾을 수 없습니다.');
    const slug = input.slug && input.slug !== current.slug ? await pickSlug(input.slug, input.name, 'series', (s) => slugTaken(tx, s, id)) : current.slug;
    const next = { name: input.name, slug, description: input.description };
    await tx.update(series).set(next).where(eq(series.id, id));
    await auditCms(tx, actor, 'series.update', 'series', id, { fields: (Object.keys(next) as Array<keyof typeof next>).filter((f) => next[f] !== current[f]) });
  });
}

/** DELETE /admin/series/{id}: 409 TAXONOMY_IN_USE while articles belong to it. */
export async function deleteSeries(db: Db, id: string, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(series).where(eq(series.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '시리즈를 찾을 수 없습니다.');
    const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.seriesId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('TAXONOMY_IN_USE', `이 시리즈의 기사 ${used!.n}건에서 먼저 시리즈를 빼 주세요.`);
    await tx.delete(series).where(eq(series.id, id));
    await auditCms(tx, actor, 'series.delete', 'series', id, { name: current.name, slug: current.slug });
  });
}
