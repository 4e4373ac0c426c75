import { highlight, snippet, type ContentType, type SearchEntityDto } from '@spi/core';
import { jobSearchSubtitle, schema, type Db } from '@spi/db';
import { and, eq, inArray, or } from 'drizzle-orm';

const SNIPPET_LENGTH = 120;

/**
 * The search documents of entity hits (REITs, deals, funds, events, jobs, 시티폴리오), in hit order, with
 * the query highlighted. Documents hold only public text (names, places, parties), never a price or a
 * figure. A job posting closes by date without a write, so its subtitle (which ends with its deadline or
 * 마감) is written again from the posting as of `now`.
 */
export async function loadEntityHits(db: Db, hits: Array<{ contentType: ContentType; id: string }>, query: string, now: Date = new Date()): Promise<SearchEntityDto[]> {
  if (hits.length === 0) return [];
  const { searchDocuments, jobPostings } = schema;
  const byType = new Map<ContentType, string[]>();
  for (const h of hits) byType.set(h.contentType, [...(byType.get(h.contentType) ?? []), h.id]);
  const rows = await db.select().from(searchDocuments)
    .where(or(...[...byType].map(([type, ids]) => and(eq(searchDocuments.contentType, type), inArray(searchDocuments.contentId, ids)))));
  const jobIds = (byType.get('RECRUIT') ?? []).filter((id) => /^[1-9]\d{0,8}$/.test(id)).map(Number);
  const jobs = jobIds.length ? await db.select().from(jobPostings).where(inArray(jobPostings.id, jobIds)) : [];
  const jobSubtitles = new Map(jobs.map((j) => [String(j.id), jobSearchSubtitle(j, now)]));
  const byKey = new Map(rows.map((r) => [`${r.contentType}:${r.contentId}`, r]));
  return hits.flatMap((h) => {
    const r = byKey.get(`${h.contentType}:${h.id}`);
    if (!r) return [];
    const subtitle = (r.contentType === 'RECRUIT' ? jobSubtitles.get(r.contentId) : undefined) ?? r.subtitle;
    return [{ contentType: r.contentType, id: r.contentId, titleHtml: highlight(r.title, query), subtitle, snippetHtml: snippet(r.body, query, SNIPPET_LENGTH), href: r.href }];
  });
}
