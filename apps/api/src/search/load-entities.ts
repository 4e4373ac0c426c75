import { highlight, snippet, type ContentType, type SearchEntityDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray, or } from 'drizzle-orm';

const SNIPPET_LENGTH = 120;

/**
 * The search documents of entity hits (REITs, deals, funds), in hit order, with the query highlighted.
 * Documents hold only public text (names, places, parties), never a price or a figure.
 */
export async function loadEntityHits(db: Db, hits: Array<{ contentType: ContentType; id: string }>, query: string): Promise<SearchEntityDto[]> {
  if (hits.length === 0) return [];
  const { searchDocuments } = schema;
  const byType = new Map<ContentType, string[]>();
  for (const h of hits) byType.set(h.contentType, [...(byType.get(h.contentType) ?? []), h.id]);
  const rows = await db.select().from(searchDocuments)
    .where(or(...[...byType].map(([type, ids]) => and(eq(searchDocuments.contentType, type), inArray(searchDocuments.contentId, ids)))));
  const byKey = new Map(rows.map((r) => [`${r.contentType}:${r.contentId}`, r]));
  return hits.flatMap((h) => {
    const r = byKey.get(`${h.contentType}:${h.id}`);
    return r ? [{ contentType: r.contentType, id: r.contentId, titleHtml: highlight(r.title, query), subtitle: r.subtitle, snippetHtml: snippet(r.body, query, SNIPPET_LENGTH), href: r.href }] : [];
  });
}
