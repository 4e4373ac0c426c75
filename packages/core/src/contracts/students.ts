import { z } from 'zod';
import { studentStatuses } from '../students/rules';

/*
 * Student verification (issue 10). Paths under /api/sejong/v1:
 * - GET  /student                          status (spec section 7: no retry on the client)
 * - POST /student/email                    send a code to a school address
 * - POST /student/email/confirm            verify with the code
 * - POST /student/document                 upload a student-ID document (multipart: file, school)
 * - GET  /admin/student-verifications      the review queue (ROLE_ADMIN)
 * - GET  /admin/student-verifications/{id}/document   the uploaded file (ROLE_ADMIN, audited)
 * - POST /admin/student-verifications/{id}/approve | reject
 */
export const studentStatusSchema = z
  .object({
    status: z.enum(studentStatuses),
    method: z.enum(['EMAIL', 'DOCUMENT']).nullable(),
    school: z.string().nullable(),
    /** The school address, masked (ab***@snu.ac.kr). */
    email: z.string().nullable(),
    submittedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    rejectedReason: z.string().nullable(),
    /** An e-mail code is waiting to be entered (until this time). */
    codePendingUntil: z.string().nullable(),
  })
  .meta({ id: 'StudentStatus' });
export type StudentStatusDto = z.infer<typeof studentStatusSchema>;

const schoolField = z.string().trim().min(2, { error: '학교 이름을 2자 이상 입력해 주세요.' }).max(60, { error: '학교 이름은 60자 이하로 입력해 주세요.' });

export const studentEmailRequestSchema = z.object({
  school: schoolField,
  email: z.email({ error: '올바른 이메일 주소를 입력해 주세요.' }).max(200).transform((e) => e.trim().toLowerCase()),
});
export const studentEmailResponseSchema = z.object({ sentTo: z.string(), expiresAt: z.string(), resendAfter: z.string() });
export const studentCodeRequestSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, { error: '메일로 받은 6자리 숫자를 입력해 주세요.' }) });
/** The multipart text field of POST /student/document. */
export const studentDocumentFieldsSchema = z.object({ school: schoolField });

export const adminStudentVerificationsQuerySchema = z.object({
  status: z.enum(['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED']).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const adminStudentVerificationSchema = z.object({
  verificationId: z.string(),
  userId: z.string(),
  nickname: z.string(),
  accountEmail: z.string(),
  school: z.string(),
  method: z.enum(['EMAIL', 'DOCUMENT']),
  status: z.enum(['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED']),
  document: z.object({ mimeType: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
});
export const adminStudentVerificationsResponseSchema = z.object({
  verifications: z.array(adminStudentVerificationSchema),
  pagination: z.object({ count: z.number().int(), page: z.number().int(), size: z.number().int() }),
});
export const studentVerificationParamsSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) });
export const rejectStudentRequestSchema = z.object({ reason: z.string().trim().min(2, { error: '반려 사유를 입력해 주세요.' }).max(300, { error: '반려 사유는 300자 이하로 입력해 주세요.' }) });
export const adminStudentVerificationResponseSchema = z.object({ verification: adminStudentVerificationSchema });
