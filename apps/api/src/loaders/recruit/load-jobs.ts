import { JOB_EXPERIENCE_LEVEL_RANGES, type AdminJobListQuery, type JobFilters } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../load-media';

export type JobRow = typeof schema.jobPostings.$inferSelect;

const { jobPostings: jobs } = schema;

/** company, title or description contains the text (case-insensitive, LIKE wildcards taken literally). */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(jobs.company, pattern), ilike(jobs.title, pattern), ilike(jobs.description, pattern));
}

/**
 * The WHERE clause of the public list as of `today` (the Seoul day): published postings only; `open` keeps
 * postings without a deadline or with a deadline today or later (isJobClosed: open through the end of the
 * deadline day), `closed` the others. An experience bucket matches when [min, max ?? ∞] overlaps it.
 */
export function jobWhere(query: JobFilters, today: string): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(jobs.status, 'PUBLISHED'), searchWhere(query.q)];
  if (query.roleFamily.length) parts.push(inArray(jobs.roleFamily, query.roleFamily));
  if (query.location.length) parts.push(inArray(jobs.location, query.location));
  if (query.employmentType.length) parts.push(inArray(jobs.employmentType, query.employmentType));
  if (query.experience.length) {
    parts.push(or(...query.experience.map((level) => {
      const [from, to] = JOB_EXPERIENCE_LEVEL_RANGES[level];
      return and(lte(jobs.experienceMin, to), or(isNull(jobs.experienceMax), gte(jobs.experienceMax, from)));
    })));
  }
  if (query.status === 'open') parts.push(or(isNull(jobs.deadline), gte(jobs.deadline, today)));
  if (query.status === 'closed') parts.push(lt(jobs.deadline, today));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return and(...present);
}

/** ORDER BY: latest = newest published first; deadline = soonest first, 상시 (no deadline) last; salary = highest first, unknown last. */
export function jobOrder(sort: JobFilters['sort']): SQL[] {
  switch (sort) {
    case 'deadline':
      return [sql`${jobs.deadline} asc nulls last`, sql`${jobs.publishedAt} desc nulls last`, desc(jobs.id)];
    case 'salary':
      return [sql`coalesce(${jobs.salaryMaxManwon}, ${jobs.salaryMinManwon}) desc nulls last`, sql`${jobs.salaryMinManwon} desc nulls last`, desc(jobs.id)];
    default:
      return [sql`${jobs.publishedAt} desc nulls last`, desc(jobs.id)];
  }
}

export async function loadJobPage(db: Db, query: JobFilters, today: string, page: { limit: number; offset: number }): Promise<{ rows: JobRow[]; total: number }> {
  const where = jobWhere(query, today);
  const [rows, [count]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(...jobOrder(query.sort)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)` }).from(jobs).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A posting by id, whatever its status (the public route checks PUBLISHED). */
export async function loadJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Every posting for the editors: drafts too, newest change first. */
export async function loadAdminJobPage(db: Db, query: AdminJobListQuery): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(...[searchWhere(query.q), query.status ? eq(jobs.status, query.status) : undefined].filter((p): p is SQL => p !== undefined));
  const [rows, [count]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: sql<number>`count(*)` }).from(jobs).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A posting id from a path segment: a positive 32-bit integer written plainly, else null (→ 404). */
export function jobIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
