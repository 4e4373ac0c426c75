import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  isSchoolEmail,
  STUDENT_CODE_LENGTH,
  STUDENT_CODE_MAX_ATTEMPTS,
  STUDENT_CODE_RESEND_SECONDS,
  STUDENT_CODE_TTL_MINUTES,
  STUDENT_REMINDER_DAYS,
  STUDENT_VERIFICATION_DAYS,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { inTransaction } from '../transaction';
import { loadStudentRows, type StudentVerificationRow } from '../../loaders/students/student-verifications';
import { maskEmail } from '../../presenters/masked-email';
import { formatSeoulDateTime } from '../billing/coupon-time';
import { sendStudentMail, type StudentDeps } from './student-deps';

const { studentVerifications } = schema;
const DAY = 86_400_000;

/** SHA-256 of the code and the row id (the id salts it, so equal codes of two rows differ); only this is stored. */
export function hashStudentCode(code: string, verificationId: string): string {
  return createHash('sha256').update(`${code}${verificationId}`).digest('hex');
}

/** A uniformly random code of STUDENT_CODE_LENGTH digits (leading zeros kept). */
export function newStudentCode(): string {
  return String(randomInt(0, 10 ** STUDENT_CODE_LENGTH)).padStart(STUDENT_CODE_LENGTH, '0');
}

/**
 * Refuses a new verification when the user already has one in force that is not close to its end
 * (STUDENT_ALREADY_VERIFIED) or a document under review (STUDENT_REVIEW_PENDING).
 */
/** A new attempt (a new code or a document) replaces a code still waiting to be entered. */
export async function supersedeWaitingCode(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(studentVerifications)
    .set({ status: 'SUPERSEDED', updatedAt: now })
    .where(and(eq(studentVerifications.userId, userId), eq(studentVerifications.status, 'PENDING'), eq(studentVerifications.method, 'EMAIL')));
}

export function assertMayStartVerification(rows: StudentVerificationRow[], now: Date): void {
  if (rows.some((r) => r.status === 'PENDING' && r.method === 'DOCUMENT')) throw new AppError('STUDENT_REVIEW_PENDING');
  const renewFrom = now.getTime() + STUDENT_REMINDER_DAYS * DAY;
  const inForce = rows.find((r) => r.status === 'VERIFIED' && (!r.expiresAt || r.expiresAt.getTime() > renewFrom));
  if (inForce) throw new AppError('STUDENT_ALREADY_VERIFIED');
}

export interface SentCode {
  sentTo: string;
  expiresAt: string;
  resendAfter: string;
}

/**
 * POST /student/email: checks the address is a school address, the resend interval, and the user's
 * state; then, in one transaction, supersedes the waiting EMAIL row and inserts a new one with the
 * hashed code (the partial unique index keeps one PENDING row per user: a concurrent second request
 * fails on it and is answered as too early). The code goes out by mail only, never to a log.
 */
export async function sendStudentCode(deps: StudentDeps, userId: string, input: { school: string; email: string }): Promise<SentCode> {
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  if (!isSchoolEmail(email, deps.schoolDomains)) throw new AppError('STUDENT_EMAIL_NOT_SCHOOL');
  const rows = await loadStudentRows(deps.db, userId);
  assertMayStartVerification(rows, now);
  const waiting = rows.find((r) => r.status === 'PENDING' && r.method === 'EMAIL');
  if (waiting) tooEarly(waiting.createdAt, now);

  const id = randomUUID();
  const code = newStudentCode();
  const codeExpiresAt = new Date(now.getTime() + STUDENT_CODE_TTL_MINUTES * 60_000);
  try {
    await inTransaction(deps.db, async (tx) => {
      await supersedeWaitingCode(tx, userId, now);
      await tx.insert(studentVerifications).values({
        id,
        userId,
        school: input.school.trim(),
        email,
        method: 'EMAIL',
        status: 'PENDING',
        codeHash: hashStudentCode(code, id),
        codeExpiresAt,
        codeAttempts: 0,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (err) {
    // Another request of the same user won the race (one PENDING row per user), or a document was just submitted.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      const again = await loadStudentRows(deps.db, userId);
      assertMayStartVerification(again, now);
      throw new AppError('RATE_LIMITED', `인증 코드를 방금 보냈습니다. ${STUDENT_CODE_RESEND_SECONDS}초 후에 다시 요청해 주세요.`);
    }
    throw err;
  }

  const sent = await sendStudentMail(deps, {
    to: email,
    subject: '[SPI] 학생 인증 코드',
    text: [
      `${input.school.trim()} 학생 인증 코드입니다.`,
      '',
      `인증 코드: ${code}`,
      '',
      `이 코드는 ${formatSeoulDateTime(codeExpiresAt)}(한국 시간)까지 ${STUDENT_CODE_TTL_MINUTES}분 동안 쓸 수 있습니다.`,
      'SPI 학생 인증 화면에 코드를 입력해 주세요. 본인이 요청하지 않았다면 이 메일을 무시해 주세요.',
    ].join('\n'),
    template: 'student-verification-code',
    dedupeKey: `student-code:${id}`,
    secrets: [code],
  });
  if (!sent && deps.mailer) deps.log.warn({ verificationId: id }, 'student verification code not sent');
  deps.log.info({ userId, verificationId: id }, 'student verification code sent');
  return {
    sentTo: maskEmail(email),
    expiresAt: codeExpiresAt.toISOString(),
    resendAfter: new Date(now.getTime() + STUDENT_CODE_RESEND_SECONDS * 1000).toISOString(),
  };
}

function tooEarly(sentAt: Date, now: Date): void {
  const waitMs = sentAt.getTime() + STUDENT_CODE_RESEND_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('RATE_LIMITED', `인증 코드는 ${STUDENT_CODE_RESEND_SECONDS}초에 한 번 보낼 수 있습니다. ${seconds}초 후에 다시 요청해 주세요.`, { retryAfterSeconds: seconds });
  }
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /student/email/confirm: the waiting EMAIL row's code, compared in constant time. A wrong code
 * counts an attempt (a conditional update, so parallel guesses cannot exceed the limit); after
 * STUDENT_CODE_MAX_ATTEMPTS wrong codes the code stops working. The right code verifies the row for
 * STUDENT_VERIFICATION_DAYS and supersedes earlier VERIFIED/EXPIRED rows, in one transaction; the
 * update is conditional on PENDING, so a double submit verifies once and both get the status.
 */
export async function confirmStudentCode(deps: StudentDeps, userId: string, code: string): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(studentVerifications)
    .where(and(eq(studentVerifications.userId, userId), eq(studentVerifications.status, 'PENDING'), eq(studentVerifications.method, 'EMAIL')));
  if (!row || !row.codeHash || !row.codeExpiresAt) {
    // A double submit whose first half already verified: answer with the status, not an error.
    if (await justVerified(deps, userId, now)) return;
    throw new AppError('STUDENT_CODE_EXPIRED');
  }
  if (row.codeAttempts >= STUDENT_CODE_MAX_ATTEMPTS) throw new AppError('STUDENT_CODE_ATTEMPTS');
  if (row.codeExpiresAt <= now) throw new AppError('STUDENT_CODE_EXPIRED');

  if (!sameHash(hashStudentCode(code, row.id), row.codeHash)) {
    const [counted] = await deps.db
      .update(studentVerifications)
      .set({ codeAttempts: sql`${studentVerifications.codeAttempts} + 1`, updatedAt: now })
      .where(and(eq(studentVerifications.id, row.id), eq(studentVerifications.status, 'PENDING'), lt(studentVerifications.codeAttempts, STUDENT_CODE_MAX_ATTEMPTS)))
      .returning({ attempts: studentVerifications.codeAttempts });
    if (!counted || counted.attempts >= STUDENT_CODE_MAX_ATTEMPTS) throw new AppError('STUDENT_CODE_ATTEMPTS');
    const left = STUDENT_CODE_MAX_ATTEMPTS - counted.attempts;
    throw new AppError('STUDENT_CODE_INVALID', `인증 코드가 맞지 않습니다. 메일로 받은 6자리 코드를 다시 확인해 주세요. (남은 입력 기회 ${left}번)`, { remainingAttempts: left });
  }

  const expiresAt = new Date(now.getTime() + STUDENT_VERIFICATION_DAYS * DAY);
  const verified = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(studentVerifications)
      .set({ status: 'VERIFIED', verifiedAt: now, expiresAt, codeHash: null, updatedAt: now })
      .where(and(eq(studentVerifications.id, row.id), eq(studentVerifications.status, 'PENDING'), lt(studentVerifications.codeAttempts, STUDENT_CODE_MAX_ATTEMPTS)))
      .returning({ id: studentVerifications.id });
    if (!updated) return false;
    await tx
      .update(studentVerifications)
      .set({ status: 'SUPERSEDED', updatedAt: now })
      .where(and(eq(studentVerifications.userId, userId), ne(studentVerifications.id, row.id), inArray(studentVerifications.status, ['VERIFIED', 'EXPIRED'])));
    return true;
  });
  if (!verified && !(await justVerified(deps, userId, now))) throw new AppError('STUDENT_CODE_EXPIRED');
  if (verified) deps.log.info({ userId, verificationId: row.id }, 'student verified by e-mail');
}

/** The user's latest row was verified by e-mail within the last minute (the other half of a double submit). */
async function justVerified(deps: StudentDeps, userId: string, now: Date): Promise<boolean> {
  const rows = await loadStudentRows(deps.db, userId);
  const latest = rows[0];
  return Boolean(latest && latest.method === 'EMAIL' && latest.status === 'VERIFIED' && latest.verifiedAt && now.getTime() - latest.verifiedAt.getTime() < 60_000);
}
