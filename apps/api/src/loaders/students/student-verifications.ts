import { STUDENT_CODE_MAX_ATTEMPTS, type StudentStatusCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, count, desc, eq, gt, isNull, ne, not, or, type SQL } from 'drizzle-orm';

const { studentVerifications, users } = schema;
export type StudentVerificationRow = typeof studentVerifications.$inferSelect;

/** A user's verification rows that still count (everything but SUPERSEDED), newest first. */
export async function loadStudentRows(db: Db, userId: string): Promise<StudentVerificationRow[]> {
  return db
    .select()
    .from(studentVerifications)
    .where(and(eq(studentVerifications.userId, userId), ne(studentVerifications.status, 'SUPERSEDED')))
    .orderBy(desc(studentVerifications.createdAt), desc(studentVerifications.id));
}

export interface DerivedStudentStatus {
  status: StudentStatusCode;
  /** The row the status describes (null for NONE without any row). */
  row: StudentVerificationRow | null;
  /** The EMAIL row whose code is waiting to be entered (still valid), if any. */
  pendingCode: StudentVerificationRow | null;
}

/** An EMAIL row's code still works: PENDING, not expired, attempts left. */
export function codeIsLive(row: StudentVerificationRow, now: Date): boolean {
  return row.method === 'EMAIL' && row.status === 'PENDING' && row.codeExpiresAt !== null && row.codeExpiresAt > now && row.codeAttempts < STUDENT_CODE_MAX_ATTEMPTS;
}

/**
 * The student status of GET /student, from the rows that count (newest first):
 * - an EMAIL row in PENDING is a code waiting to be entered, not a verification: it only sets
 *   `pendingCode` (codePendingUntil) on top of the status of the latest other row;
 * - the latest other row decides: DOCUMENT PENDING → PENDING (under review); VERIFIED → VERIFIED, or
 *   EXPIRED once expiresAt has passed (the job marks the row too); REJECTED → REJECTED, or NONE while a
 *   new code is waiting (the student started over by e-mail); EXPIRED → EXPIRED;
 * - no other row → NONE.
 */
export function deriveStudentStatus(rows: StudentVerificationRow[], now: Date): DerivedStudentStatus {
  const pendingEmail = rows.find((r) => r.status === 'PENDING' && r.method === 'EMAIL') ?? null;
  const pendingCode = pendingEmail && codeIsLive(pendingEmail, now) ? pendingEmail : null;
  const latest = rows.find((r) => r !== pendingEmail) ?? null;
  if (!latest) return { status: 'NONE', row: pendingCode, pendingCode };
  switch (latest.status) {
    case 'PENDING':
      return { status: 'PENDING', row: latest, pendingCode };
    case 'VERIFIED':
      return { status: latest.expiresAt && latest.expiresAt <= now ? 'EXPIRED' : 'VERIFIED', row: latest, pendingCode };
    case 'REJECTED':
      return pendingCode ? { status: 'NONE', row: pendingCode, pendingCode } : { status: 'REJECTED', row: latest, pendingCode };
    default:
      return { status: 'EXPIRED', row: latest, pendingCode };
  }
}

export async function loadStudentStatus(db: Db, userId: string, now: Date): Promise<DerivedStudentStatus> {
  return deriveStudentStatus(await loadStudentRows(db, userId), now);
}

/** A verification in force: VERIFIED and not past its end (a row without an end never ends). */
export function verifiedInForce(now: Date): SQL {
  return and(eq(studentVerifications.status, 'VERIFIED'), or(isNull(studentVerifications.expiresAt), gt(studentVerifications.expiresAt, now)))!;
}

/** Whether the user is a verified student now (LIGHT_STUDENT checkout and renewal). */
export async function isVerifiedStudent(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: studentVerifications.id })
    .from(studentVerifications)
    .where(and(eq(studentVerifications.userId, userId), verifiedInForce(now)))
    .limit(1);
  return Boolean(row);
}

export type AdminVerificationRow = StudentVerificationRow & { nickname: string; accountEmail: string };

/** Rows an admin sees: not superseded, and not e-mail codes still waiting (those are no submission). */
const visibleToAdmin = and(ne(studentVerifications.status, 'SUPERSEDED'), not(and(eq(studentVerifications.status, 'PENDING'), eq(studentVerifications.method, 'EMAIL'))!))!;

/** The admin review list: PENDING oldest first (a queue), any other filter newest first. */
export async function loadAdminVerifications(
  db: Db,
  query: { status?: 'PENDING' | 'VERIFIED' | 'REJECTED' | 'EXPIRED'; page: number; size: number },
): Promise<{ rows: AdminVerificationRow[]; count: number }> {
  const where = query.status ? and(visibleToAdmin, eq(studentVerifications.status, query.status)) : visibleToAdmin;
  const order = query.status === 'PENDING' ? [asc(studentVerifications.createdAt), asc(studentVerifications.id)] : [desc(studentVerifications.createdAt), desc(studentVerifications.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ v: studentVerifications, nickname: users.nickname, accountEmail: users.email })
      .from(studentVerifications)
      .innerJoin(users, eq(users.id, studentVerifications.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: count() }).from(studentVerifications).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.v, nickname: r.nickname, accountEmail: r.accountEmail })), count: total?.count ?? 0 };
}

export async function loadAdminVerification(db: Db, id: string): Promise<AdminVerificationRow | null> {
  const [row] = await db
    .select({ v: studentVerifications, nickname: users.nickname, accountEmail: users.email })
    .from(studentVerifications)
    .innerJoin(users, eq(users.id, studentVerifications.userId))
    .where(and(eq(studentVerifications.id, id), visibleToAdmin));
  return row ? { ...row.v, nickname: row.nickname, accountEmail: row.accountEmail } : null;
}
