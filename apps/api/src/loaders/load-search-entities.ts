import { highlight, snippet, type ContentType, type SearchEntityDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray } from 'drizzle-orm';

const SNIPPET_LENGTH = 120;

/** The search documents of entity hits, in hit order, with the query highlighted. */
export async function loadSearchEntities(db: Db, hits: Array<{ contentType: ContentType; id: string }>, query: string): Promise<SearchEntityDto[]> {
  if (hits.length === 0) return [];
  const { searchDocuments } = schema;
  const rows = await db.select().from(searchDocuments)
    .where(and(eq(searchDocuments.contentType, 'REITS'), inArray(searchDocuments.contentId, hits.filter((h) => h.contentType === 'REITS').map((h) => h.id))));
  const byId = new Map(rows.map((r) => [`${r.contentType}:${r.contentId}`, r]));
  return hits.flatMap((h) => {
    const r = byId.get(`${h.contentType}:${h.id}`);
    return r ? [{ contentType: r.contentType, id: r.contentId, titleHtml: highlight(r.title, query), subtitle: r.subtitle, snippetHtml: snippet(r.body, query, SNIPPET_LENGTH), href: r.href }] : [];
  });
}
