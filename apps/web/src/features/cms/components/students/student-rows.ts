import { rejectStudentRequestSchema } from '@spi/core';
import type { AdminStudentVerification, StudentVerificationFilter } from '../../api/students-api';
import type { Tone } from '../billing/list-parts';
import type { StatusTab } from '../status-tabs';

/** The tabs of /admin/billing/students, 심사 대기 first: what an admin has to act on. */
export const STUDENT_TABS: ReadonlyArray<StatusTab<StudentVerificationFilter>> = [
  { value: 'PENDING', label: '심사 대기' },
  { value: 'VERIFIED', label: '인증 완료' },
  { value: 'REJECTED', label: '반려' },
  { value: 'EXPIRED', label: '만료' },
];
export const DEFAULT_STUDENT_TAB: StudentVerificationFilter = 'PENDING';

export const STUDENT_STATUS_LABEL: Record<AdminStudentVerification['status'], string> = {
  PENDING: '심사 대기', VERIFIED: '인증 완료', REJECTED: '반려', EXPIRED: '만료',
};
export const STUDENT_STATUS_TONE: Record<AdminStudentVerification['status'], Tone> = {
  PENDING: 'warn', VERIFIED: 'ok', REJECTED: 'bad', EXPIRED: 'neutral',
};
export const METHOD_LABEL: Record<AdminStudentVerification['method'], string> = { EMAIL: '학교 이메일', DOCUMENT: '학생증' };

export const REJECT_REASON_MAX = 300;

/** The reject dialog's reason, checked by rejectStudentRequestSchema (its Korean messages). */
export function checkRejectReason(value: string): { ok: true; reason: string } | { ok: false; error: string } {
  const parsed = rejectStudentRequestSchema.safeParse({ reason: value });
  if (parsed.success) return { ok: true, reason: parsed.data.reason };
  return { ok: false, error: parsed.error.issues[0]?.message ?? '반려 사유를 입력해 주세요.' };
}

/** How the preview shows a document: an image inline, a PDF in a frame, anything else only as a link. */
export function previewKind(mimeType: string): 'image' | 'pdf' | 'other' {
  if (mimeType === 'application/pdf') return 'pdf';
  if (/^image\/(jpeg|png|webp)$/.test(mimeType)) return 'image';
  return 'other';
}

/** '1.2MB', '340KB': the size of an uploaded document. */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(size / 1024))}KB`;
}

export const documentTypeLabel = (mimeType: string): string =>
  ({ 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WEBP', 'application/pdf': 'PDF' } as Record<string, string>)[mimeType] ?? '파일';
