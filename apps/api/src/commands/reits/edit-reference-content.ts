import { AppError, type ExplainerKey } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, ne, or } from 'drizzle-orm';
import { auditCms, type CmsActor } from '../cms/cms-context';
import { inTransaction } from '../transaction';

const { glossaryTerms, metricExplainers } = schema;

/** An editor's version of a metric explainer (formulas stay in core). Audited. */
export async function saveExplainer(db: Db, key: ExplainerKey, input: { title: string; summary: string; guidance: string }, actor: CmsActor, at: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(metricExplainers).values({ key, ...input, updatedBy: actor.userId, updatedAt: at })
      .onConflictDoUpdate({ target: metricExplainers.key, set: { ...input, updatedBy: actor.userId, updatedAt: at } });
    await auditCms(tx, actor, 'explainer.update', 'explainer', key, { title: input.title });
  });
}

/** Back to the default text of core. */
export async function resetExplainer(db: Db, key: ExplainerKey, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(metricExplainers).where(eq(metricExplainers.key, key));
    await auditCms(tx, actor, 'explainer.reset', 'explainer', key, {});
  });
}

export interface GlossaryInput { slug: string; keyword: string; expansion: string; summary: string; description: string }

async function taken(tx: Db, input: GlossaryInput, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: glossaryTerms.id }).from(glossaryTerms)
    .where(and(or(eq(glossaryTerms.slug, input.slug), eq(glossaryTerms.keyword, input.keyword)), exceptId ? ne(glossaryTerms.id, exceptId) : undefined));
  return Boolean(row);
}

const NOT_FOUND = '용어를 찾을 수 없습니다.';

export async function createGlossaryTerm(db: Db, input: GlossaryInput, actor: CmsActor, at: Date): Promise<string> {
  return inTransaction(db, async (tx) => {
    if (await taken(tx, input)) throw new AppError('GLOSSARY_TERM_TAKEN');
    const id = `glossary-${input.slug}`;
    await tx.insert(glossaryTerms).values({ id, ...input, updatedBy: actor.userId, createdAt: at, updatedAt: at });
    await auditCms(tx, actor, 'glossary.create', 'glossary', id, { keyword: input.keyword });
    return id;
  });
}

export async function updateGlossaryTerm(db: Db, id: string, input: GlossaryInput, actor: CmsActor, at: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (await taken(tx, input, id)) throw new AppError('GLOSSARY_TERM_TAKEN');
    const updated = await tx.update(glossaryTerms).set({ ...input, updatedBy: actor.userId, updatedAt: at }).where(eq(glossaryTerms.id, id)).returning({ id: glossaryTerms.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
    await auditCms(tx, actor, 'glossary.update', 'glossary', id, { keyword: input.keyword });
  });
}

export async function deleteGlossaryTerm(db: Db, id: string, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const deleted = await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, id)).returning({ id: glossaryTerms.id, keyword: glossaryTerms.keyword });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
    await auditCms(tx, actor, 'glossary.delete', 'glossary', id, { keyword: deleted[0]!.keyword });
  });
}
