import type { StudentStatusDto } from '@spi/core';
import type { z } from 'zod';
import type { adminStudentVerificationSchema } from '@spi/core';
import type { AdminVerificationRow, DerivedStudentStatus } from '../../loaders/students/student-verifications';
import { maskEmail } from '../masked-email';

export type AdminStudentVerificationDto = z.infer<typeof adminStudentVerificationSchema>;

export const STUDENT_V1 = '/api/sejong/v1';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** GET /student: the derived status; the school address masked, never a code or a document key. */
export function presentStudentStatus(derived: DerivedStudentStatus): StudentStatusDto {
  const row = derived.row;
  if (!row) {
    return { status: 'NONE', method: null, school: null, email: null, submittedAt: null, verifiedAt: null, expiresAt: null, rejectedReason: null, codePendingUntil: null };
  }
  return {
    status: derived.status,
    method: row.method,
    school: row.school,
    email: row.email ? maskEmail(row.email) : null,
    submittedAt: iso(row.createdAt),
    verifiedAt: derived.status === 'VERIFIED' || derived.status === 'EXPIRED' ? iso(row.verifiedAt) : null,
    expiresAt: derived.status === 'VERIFIED' || derived.status === 'EXPIRED' ? iso(row.expiresAt) : null,
    rejectedReason: derived.status === 'REJECTED' ? row.rejectedReason : null,
    codePendingUntil: iso(derived.pendingCode?.codeExpiresAt),
  };
}

/** One row of the admin review list. A VERIFIED row past its end reads EXPIRED before the job marks it. */
export function presentAdminVerification(row: AdminVerificationRow, now: Date): AdminStudentVerificationDto {
  const status = row.status === 'VERIFIED' && row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : (row.status as AdminStudentVerificationDto['status']);
  return {
    verificationId: row.id,
    userId: row.userId,
    nickname: row.nickname,
    accountEmail: row.accountEmail,
    school: row.school,
    method: row.method,
    status,
    document:
      row.method === 'DOCUMENT' && row.documentKey && row.documentMime
        ? { mimeType: row.documentMime, size: row.documentSize ?? 0, url: `${STUDENT_V1}/admin/student-verifications/${row.id}/document` }
        : null,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    expiresAt: iso(row.expiresAt),
    rejectedReason: row.rejectedReason,
  };
}
