import type { GlossaryTerm } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { asc } from 'drizzle-orm';

export function presentGlossaryTerm(r: typeof schema.glossaryTerms.$inferSelect): GlossaryTerm {
  return { id: r.id, slug: r.slug, keyword: r.keyword, expansion: r.expansion, summary: r.summary, description: r.description, updatedAt: r.updatedAt.toISOString() };
}

/** Every glossary term in Korean dictionary order. */
export async function loadGlossary(db: Db): Promise<GlossaryTerm[]> {
  const rows = await db.select().from(schema.glossaryTerms).orderBy(asc(schema.glossaryTerms.keyword));
  return rows.map(presentGlossaryTerm).sort((a, b) => a.keyword.localeCompare(b.keyword, 'ko'));
}
