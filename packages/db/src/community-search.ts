import {
  CITYFOLIO_KIND_LABELS, contentHref, EVENT_FORMAT_LABELS, EVENT_TYPE_LABELS, formatExperience, isJobClosed, JOB_EMPLOYMENT_TYPE_LABELS,
  JOB_LOCATION_LABELS, JOB_ROLE_FAMILY_LABELS, searchVectorLiteral, VIDEO_PROVIDER_LABELS, type ContentType,
} from '@spi/core';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { cityfolioItems, events, jobPostings, searchDocuments } from './schema';

/**
 * Search documents of events, job postings and 시티폴리오 items (ADR 020): public text only (never an
 * event's online link), and only what a guest may open — drafts are never indexed (a draft's document is
 * removed). Cancelled events stay findable, marked 취소됨; closed job postings stay findable, marked 마감
 * (the API recomputes that mark when it shows a hit, as a posting closes by date without a write).
 * Pass ids to rewrite those records (an admin save, in its transaction); without ids every record is
 * rewritten and documents of deleted or unpublished records are removed (demo data, imports).
 */

type DocumentValues = Omit<typeof searchDocuments.$inferInsert, 'tokens'> & { tokens: SQL };

const SEOUL_OFFSET_MS = 9 * 3600_000;

/** '2026.12.03' — the Asia/Seoul calendar day of an instant. */
export function seoulDayLabel(at: Date | string): string {
  return new Date(new Date(at).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '.');
}

async function writeDocuments(db: Db, type: ContentType, ids: number[] | undefined, documents: DocumentValues[]): Promise<number> {
  for (let i = 0; i < documents.length; i += 200) {
    await db.insert(searchDocuments).values(documents.slice(i, i + 200) as never).onConflictDoUpdate({
      target: [searchDocuments.contentType, searchDocuments.contentId],
      set: {
        title: sql`excluded.title`, subtitle: sql`excluded.subtitle`, href: sql`excluded.href`, body: sql`excluded.body`,
        tokens: sql`excluded.tokens`, updatedAt: sql`excluded.updated_at`,
      },
    });
  }
  const kept = documents.map((d) => d.contentId);
  if (ids) {
    const gone = ids.map(String).filter((id) => !kept.includes(id));
    if (gone.length) await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, type), inArray(searchDocuments.contentId, gone)));
  } else {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, type), kept.length ? notInArray(searchDocuments.contentId, kept) : undefined));
  }
  return documents.length;
}

function document(type: ContentType, id: number, title: string, subtitle: string, body: string, literal: string): DocumentValues {
  return { contentType: type, contentId: String(id), title, subtitle, href: contentHref(type, String(id)), body, tokens: sql`${literal}::tsvector`, updatedAt: new Date() };
}

const compact = (parts: Array<string | null | undefined | false>) => parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');
const firstParagraph = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).find(Boolean) ?? '';

export async function indexEventSearchDocuments(db: Db, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const rows = await db.select().from(events).where(ids ? inArray(events.id, ids) : undefined);
  const documents = rows.filter((e) => e.status !== 'DRAFT').map((e) => {
    const subtitle = compact([EVENT_TYPE_LABELS[e.type], seoulDayLabel(e.startsAt), EVENT_FORMAT_LABELS[e.format], e.venueName, e.status === 'CANCELLED' && '취소됨']);
    const speakers = e.speakers.map((s) => `${s.name} ${s.organization} ${s.title}`).join(' ');
    const literal = searchVectorLiteral({
      title: e.title,
      description: [EVENT_TYPE_LABELS[e.type], EVENT_FORMAT_LABELS[e.format], e.host, e.venueName, speakers, ...e.tags, '이벤트 행사'].join(' '),
      lead: [e.summary, e.description, e.venueAddress, ...e.agenda.map((a) => `${a.title} ${a.speaker}`)].join(' '),
    });
    return document('EVENT', e.id, e.title, subtitle, e.summary || firstParagraph(e.description), literal);
  });
  return writeDocuments(db, 'EVENT', ids, documents);
}

/** The subtitle of a job posting's search document: company · place · type · experience · deadline or 마감. */
export function jobSearchSubtitle(
  j: Pick<typeof jobPostings.$inferSelect, 'company' | 'location' | 'locationDetail' | 'employmentType' | 'experienceMin' | 'experienceMax' | 'deadline'>,
  now: Date,
): string {
  const place = j.locationDetail ? `${JOB_LOCATION_LABELS[j.location]} ${j.locationDetail}` : JOB_LOCATION_LABELS[j.location];
  const due = isJobClosed(j.deadline, now) ? '마감' : j.deadline ? `~${j.deadline.replaceAll('-', '.')}` : '상시 채용';
  return compact([j.company, place, JOB_EMPLOYMENT_TYPE_LABELS[j.employmentType], formatExperience(j.experienceMin, j.experienceMax), due]);
}

export async function indexJobSearchDocuments(db: Db, ids?: number[], now: Date = new Date()): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const rows = await db.select().from(jobPostings).where(ids ? inArray(jobPostings.id, ids) : undefined);
  const documents = rows.filter((j) => j.status === 'PUBLISHED').map((j) => {
    const literal = searchVectorLiteral({
      title: `${j.title} ${j.company}`,
      description: [JOB_ROLE_FAMILY_LABELS[j.roleFamily], JOB_LOCATION_LABELS[j.location], j.locationDetail, JOB_EMPLOYMENT_TYPE_LABELS[j.employmentType], formatExperience(j.experienceMin, j.experienceMax), ...j.tags, '채용 구인'].join(' '),
      lead: [j.companyDescription, j.description, j.requirements, j.preferred, j.benefits].join(' '),
    });
    return document('RECRUIT', j.id, j.title, jobSearchSubtitle(j, now), firstParagraph(j.description) || j.companyDescription, literal);
  });
  return writeDocuments(db, 'RECRUIT', ids, documents);
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

export async function indexCityfolioSearchDocuments(db: Db, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const rows = await db.select().from(cityfolioItems).where(ids ? inArray(cityfolioItems.id, ids) : undefined);
  const documents = rows.filter((c) => c.status === 'PUBLISHED').map((c) => {
    const kind = CITYFOLIO_KIND_LABELS[c.kind];
    const subtitle = c.kind === 'EVENT'
      ? compact([kind, c.eventStartsAt && seoulDayLabel(c.eventStartsAt), c.eventPlace])
      : c.kind === 'VIDEO'
        ? compact([kind, c.videoProvider && VIDEO_PROVIDER_LABELS[c.videoProvider], c.videoAuthor, formatDuration(c.videoDurationSec)])
        : compact([kind, c.bookAuthor, c.bookPublisher, c.bookPublishedOn?.slice(0, 4)]);
    const literal = searchVectorLiteral({
      title: c.title,
      description: [kind, c.eventPlace, c.videoTitle, c.videoAuthor, c.bookAuthor, c.bookPublisher, c.bookIsbn, ...c.tags, '시티폴리오'].join(' '),
      lead: [c.summary, c.body].join(' '),
    });
    return document('CITYFOLIO', c.id, c.title, subtitle, c.summary || firstParagraph(c.body), literal);
  });
  return writeDocuments(db, 'CITYFOLIO', ids, documents);
}
