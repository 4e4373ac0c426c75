import { ADMIN_INQUIRY_PAGE_SIZE, INQUIRY_PAGE_SIZE, INQUIRY_STATUSES, type AdminInquiryListQuery, type InquiryStatus } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePattern } from '../load-media';

const { inquiries, inquiryAttachments, inquiryAnswers, users, userRoles } = schema;
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryAttachmentRow = typeof inquiryAttachments.$inferSelect;
export type InquiryAnswerRow = typeof inquiryAnswers.$inferSelect & { authorNickname: string | null };
export interface UserRef { id: string; email: string; nickname: string }
export interface StaffRef { id: string; nickname: string }

export interface InquirySummaryRow extends InquiryRow {
  attachmentCount: number;
}
export interface AdminInquirySummaryRow extends InquirySummaryRow {
  user: UserRef;
  assignee: StaffRef | null;
}
export interface InquiryFull {
  inquiry: InquiryRow;
  attachments: InquiryAttachmentRow[];
  answers: InquiryAnswerRow[];
  user: UserRef;
  assignee: StaffRef | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Inquiry and attachment ids are server-made UUIDs: any other text is a 404 without a query. */
export function isSupportId(raw: string): boolean {
  return UUID.test(raw);
}

/** The server role that makes a user staff of the inbox (ADR 022: staff = admins). */
export const STAFF_ROLE = 'ROLE_ADMIN';

const attachmentCount = sql<number>`(select count(*)::int from ${inquiryAttachments} where ${inquiryAttachments.inquiryId} = ${inquiries.id})`;

export async function loadInquiryRow(db: Db, id: string): Promise<InquiryRow | null> {
  if (!isSupportId(id)) return null;
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

export async function loadInquiryByClientKey(db: Db, userId: string, clientKey: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(and(eq(inquiries.userId, userId), eq(inquiries.clientKey, clientKey)));
  return row ?? null;
}

/** An inquiry with its attachments, answers (oldest first, with the author's nickname), member and assignee. */
export async function loadInquiry(db: Db, id: string): Promise<InquiryFull | null> {
  if (!isSupportId(id)) return null;
  const assignee = alias(users, 'assignee');
  const [row] = await db
    .select({ inquiry: inquiries, user: { id: users.id, email: users.email, nickname: users.nickname }, assigneeId: assignee.id, assigneeNickname: assignee.nickname })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id));
  if (!row) return null;
  const [attachments, answers] = await Promise.all([
    db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, id)).orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.id)),
    db
      .select({ answer: inquiryAnswers, authorNickname: users.nickname })
      .from(inquiryAnswers)
      .leftJoin(users, eq(users.id, inquiryAnswers.authorId))
      .where(eq(inquiryAnswers.inquiryId, id))
      .orderBy(asc(inquiryAnswers.createdAt), asc(inquiryAnswers.id)),
  ]);
  return {
    inquiry: row.inquiry,
    user: row.user,
    assignee: row.assigneeId ? { id: row.assigneeId, nickname: row.assigneeNickname ?? '' } : null,
    attachments,
    answers: answers.map((a) => ({ ...a.answer, authorNickname: a.authorNickname })),
  };
}

/** The member's own inquiries, newest first, 10 a page. */
export async function loadMyInquiryPage(db: Db, userId: string, page: number): Promise<{ rows: InquirySummaryRow[]; total: number }> {
  const where = eq(inquiries.userId, userId);
  const [rows, [count]] = await Promise.all([
    db.select({ inquiry: inquiries, attachmentCount }).from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.number))
      .limit(INQUIRY_PAGE_SIZE).offset((page - 1) * INQUIRY_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(inquiries).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.inquiry, attachmentCount: Number(r.attachmentCount) })), total: Number(count?.total ?? 0) };
}

/**
 * The inbox: filtered by status (OPEN oldest first, as a queue; the other tabs newest first), category,
 * assignee and a search over the title, body, member e-mail and nickname; 20 a page; with the counts
 * per status over the whole inbox.
 */
export async function loadAdminInquiryPage(db: Db, query: AdminInquiryListQuery, viewerId: string): Promise<{ rows: AdminInquirySummaryRow[]; total: number; counts: Record<InquiryStatus, number> }> {
  const assignee = alias(users, 'assignee');
  const conditions: SQL[] = [];
  if (query.status !== 'ALL') conditions.push(eq(inquiries.status, query.status));
  if (query.category) conditions.push(eq(inquiries.category, query.category));
  if (query.assignee === 'me') conditions.push(eq(inquiries.assigneeId, viewerId));
  if (query.assignee === 'none') conditions.push(isNull(inquiries.assigneeId));
  if (query.q) {
    const pattern = likePattern(query.q);
    const byNumber = /^#?\d{1,9}$/.test(query.q) ? [eq(inquiries.number, Number(query.q.replace('#', '')))] : [];
    conditions.push(or(ilike(inquiries.title, pattern), ilike(inquiries.body, pattern), ilike(users.email, pattern), ilike(users.nickname, pattern), ...byNumber)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.status === 'OPEN' ? [asc(inquiries.createdAt), asc(inquiries.number)] : [desc(inquiries.createdAt), desc(inquiries.number)];
  const [rows, [count], statusRows] = await Promise.all([
    db
      .select({ inquiry: inquiries, attachmentCount, user: { id: users.id, email: users.email, nickname: users.nickname }, assigneeId: assignee.id, assigneeNickname: assignee.nickname })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_INQUIRY_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_INQUIRY_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(inquiries).innerJoin(users, eq(users.id, inquiries.userId)).where(where),
    db.select({ status: inquiries.status, count: sql<number>`count(*)::int` }).from(inquiries).groupBy(inquiries.status),
  ]);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  for (const r of statusRows) counts[r.status] = Number(r.count);
  return {
    rows: rows.map((r) => ({
      ...r.inquiry,
      attachmentCount: Number(r.attachmentCount),
      user: r.user,
      assignee: r.assigneeId ? { id: r.assigneeId, nickname: r.assigneeNickname ?? '' } : null,
    })),
    total: Number(count?.total ?? 0),
    counts,
  };
}

/** Active users with ROLE_ADMIN, by nickname: who can be assigned an inquiry. */
export async function loadStaff(db: Db): Promise<StaffRef[]> {
  return db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, STAFF_ROLE)))
    .where(eq(users.status, 'ACTIVE'))
    .orderBy(asc(users.nickname), asc(users.id));
}

export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, STAFF_ROLE)))
    .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')));
  return Boolean(row);
}

export async function loadAttachment(db: Db, inquiryId: string, attachmentId: string): Promise<InquiryAttachmentRow | null> {
  if (!isSupportId(inquiryId) || !isSupportId(attachmentId)) return null;
  const [row] = await db.select().from(inquiryAttachments).where(and(eq(inquiryAttachments.inquiryId, inquiryId), eq(inquiryAttachments.id, attachmentId)));
  return row ?? null;
}

