'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { API_ROOTS, adminStudentVerificationSchema, adminStudentVerificationsResponseSchema } from '@spi/core';
import { api } from '@/lib/api-client';

/** Student verification review (issue 10), ROLE_ADMIN: the queue, the uploaded document, approve and reject. */
const ADMIN = `${API_ROOTS.sejong}/admin/student-verifications`;

export type AdminStudentVerification = ReturnType<typeof adminStudentVerificationSchema.parse>;
export type AdminStudentVerificationsPage = ReturnType<typeof adminStudentVerificationsResponseSchema.parse>;
/** The status filters the review queue accepts (adminStudentVerificationsQuerySchema). */
export const studentVerificationFilters = ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'] as const;
export type StudentVerificationFilter = (typeof studentVerificationFilters)[number];
export interface StudentVerificationsQuery { status: StudentVerificationFilter; page: number; size: number }

export const studentVerificationKeys = {
  all: ['cms', 'student-verifications'] as const,
  list: (query: StudentVerificationsQuery) => ['cms', 'student-verifications', query] as const,
  document: (verificationId: string) => ['cms', 'student-verifications', 'document', verificationId] as const,
};

export const useAdminStudentVerifications = (query: StudentVerificationsQuery) =>
  useQuery({
    queryKey: studentVerificationKeys.list(query),
    queryFn: ({ signal }) => api.get(ADMIN, { query: { ...query }, schema: adminStudentVerificationsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The uploaded file: a same-origin GET the session cookie authenticates (opens in a new tab as is). */
export const studentDocumentUrl = (verificationId: string) => `${ADMIN}/${encodeURIComponent(verificationId)}/document`;

/** The uploaded file as a Blob (Bearer token, error envelope read as usual), for the preview. */
export const fetchStudentDocument = (verificationId: string, signal?: AbortSignal): Promise<Blob> =>
  api.get<Blob>(studentDocumentUrl(verificationId), { responseType: 'blob', signal, cache: 'no-store' });

/** The verification an action answered with ({ verification } or the row itself), else null (the list refreshes anyway). */
export function verificationFromAnswer(answer: unknown): AdminStudentVerification | null {
  const candidate = answer && typeof answer === 'object' && 'verification' in answer ? (answer as { verification: unknown }).verification : answer;
  const parsed = adminStudentVerificationSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** 승인: VERIFIED until its expiry; a review already finished answers 409 STUDENT_VERIFICATION_CLOSED. */
export const approveStudentVerification = (verificationId: string): Promise<AdminStudentVerification | null> =>
  api.post<unknown>(`${ADMIN}/${encodeURIComponent(verificationId)}/approve`).then(verificationFromAnswer);

/** 반려 with a reason (rejectStudentRequestSchema). */
export const rejectStudentVerification = (verificationId: string, reason: string): Promise<AdminStudentVerification | null> =>
  api.post<unknown>(`${ADMIN}/${encodeURIComponent(verificationId)}/reject`, { reason }).then(verificationFromAnswer);
