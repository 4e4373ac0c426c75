import { AppError, STUDENT_REMINDER_DAYS, STUDENT_VERIFICATION_DAYS } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq, gt, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import { formatSeoulDate } from '../billing/billing-deps';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { sendStudentMail, type StudentDeps } from './student-deps';

const { studentVerifications, users, memberships, mailOutbox } = schema;
const DAY = 86_400_000;

export interface Reviewer {
  userId: string;
  ip: string;
}

/**
 * POST /admin/student-verifications/{id}/approve | reject: only a PENDING DOCUMENT row can be decided,
 * by a conditional update (two admins at once, or a double click: one wins, the other gets
 * STUDENT_VERIFICATION_CLOSED). Approving verifies for STUDENT_VERIFICATION_DAYS and supersedes the
 * user's earlier VERIFIED/EXPIRED rows; both are audited in the same transaction; the student is mailed.
 */
export async function reviewStudentVerification(
  deps: StudentDeps,
  reviewer: Reviewer,
  verificationId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const now = deps.now();
  const [existing] = await deps.db.select().from(studentVerifications).where(eq(studentVerifications.id, verificationId));
  if (!existing || existing.status === 'SUPERSEDED' || (existing.method === 'EMAIL' && existing.status === 'PENDING')) {
    throw new AppError('NOT_FOUND', '학생 인증 요청을 찾을 수 없습니다.');
  }
  const expiresAt = new Date(now.getTime() + STUDENT_VERIFICATION_DAYS * DAY);
  const row = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(studentVerifications)
      .set(
        decision.approve
          ? { status: 'VERIFIED', verifiedAt: now, expiresAt, reviewedBy: reviewer.userId, reviewedAt: now, rejectedReason: null, updatedAt: now }
          : { status: 'REJECTED', rejectedReason: decision.reason.trim(), reviewedBy: reviewer.userId, reviewedAt: now, updatedAt: now },
      )
      .where(and(eq(studentVerifications.id, verificationId), eq(studentVerifications.status, 'PENDING'), eq(studentVerifications.method, 'DOCUMENT')))
      .returning();
    if (!updated) return null;
    if (decision.approve) {
      await tx
        .update(studentVerifications)
        .set({ status: 'SUPERSEDED', updatedAt: now })
        .where(and(eq(studentVerifications.userId, updated.userId), ne(studentVerifications.id, updated.id), inArray(studentVerifications.status, ['VERIFIED', 'EXPIRED'])));
    }
    await recordAudit(tx, {
      actorId: reviewer.userId,
      action: decision.approve ? 'student.verification.approve' : 'student.verification.reject',
      targetType: 'student_verification',
      targetId: updated.id,
      ip: reviewer.ip,
      meta: { userId: updated.userId, school: updated.school, ...(decision.approve ? { expiresAt: expiresAt.toISOString() } : { reason: decision.reason.trim() }) },
    });
    return updated;
  });
  if (!row) throw new AppError('STUDENT_VERIFICATION_CLOSED');

  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  await sendStudentMail(deps, decision.approve
    ? {
        to: user?.email,
        subject: '[SPI] 학생 인증이 완료되었습니다',
        text: [
          `${row.school} 학생증 확인이 끝나 학생 인증이 완료되었습니다.`,
          `인증은 ${formatSeoulDate(expiresAt)}까지 유효합니다. 이제 라이트 (학생 할인) 멤버십을 구독할 수 있습니다.`,
          `${deps.publicOrigin}/membership`,
        ].join('\n'),
        template: 'student-verification-approved',
        dedupeKey: `student-approved:${row.id}`,
      }
    : {
        to: user?.email,
        subject: '[SPI] 학생 인증이 반려되었습니다',
        text: [
          `제출하신 ${row.school} 학생증으로는 학생 인증을 할 수 없어 반려되었습니다.`,
          `반려 사유: ${decision.reason.trim()}`,
          `학교 이메일로 인증하거나 학생증을 다시 올려 주세요: ${deps.publicOrigin}/user/setting?about=membership`,
        ].join('\n'),
        template: 'student-verification-rejected',
        dedupeKey: `student-rejected:${row.id}`,
      });
}

export interface StudentJobReport {
  expired: number;
  reminded: number;
}

/**
 * The student-verification job: VERIFIED rows past their end become EXPIRED (a conditional update:
 * a second run changes nothing), and LIGHT_STUDENT members whose verification ends within
 * STUDENT_REMINDER_DAYS are mailed once per verification (the outbox dedupe key `student-reminder:{id}`).
 */
export async function runStudentVerificationJob(deps: Pick<StudentDeps, 'db' | 'mailer' | 'log' | 'now' | 'publicOrigin'>, options: { limit?: number } = {}): Promise<StudentJobReport> {
  const now = deps.now();
  const limit = options.limit ?? 500;
  const expired = await deps.db
    .update(studentVerifications)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(studentVerifications.status, 'VERIFIED'), lte(studentVerifications.expiresAt, now)))
    .returning({ id: studentVerifications.id });

  const windowEnd = new Date(now.getTime() + STUDENT_REMINDER_DAYS * DAY);
  const due = await deps.db
    .selectDistinct({ id: studentVerifications.id, expiresAt: studentVerifications.expiresAt, email: users.email })
    .from(studentVerifications)
    .innerJoin(users, and(eq(users.id, studentVerifications.userId), eq(users.status, 'ACTIVE')))
    .innerJoin(memberships, and(eq(memberships.userId, studentVerifications.userId), eq(memberships.status, 'ACTIVE'), eq(memberships.tierCode, 'LIGHT_STUDENT')))
    .where(
      and(
        eq(studentVerifications.status, 'VERIFIED'),
        gt(studentVerifications.expiresAt, now),
        lte(studentVerifications.expiresAt, windowEnd),
        notExists(deps.db.select({ one: sql`1` }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, sql`'student-reminder:' || ${studentVerifications.id}`))),
      ),
    )
    .limit(limit);
  let reminded = 0;
  for (const row of due) {
    if (!row.expiresAt) continue;
    const sent = await sendStudentMail(deps, {
      to: row.email,
      subject: '[SPI] 학생 인증 기간이 곧 끝납니다',
      text: [
        `학생 인증이 ${formatSeoulDate(row.expiresAt)}에 끝납니다.`,
        '인증이 끝난 뒤 다음 결제일이 오면 라이트 (학생 할인) 멤버십은 일반 라이트 멤버십 가격으로 갱신됩니다.',
        `학생 할인을 계속 받으려면 학교 이메일이나 학생증으로 다시 인증해 주세요: ${deps.publicOrigin}/user/setting?about=membership`,
      ].join('\n'),
      template: 'student-verification-reminder',
      dedupeKey: `student-reminder:${row.id}`,
    });
    if (sent) reminded++;
  }
  if (expired.length + reminded > 0) deps.log.info({ expired: expired.length, reminded }, 'student verifications checked');
  return { expired: expired.length, reminded };
}
