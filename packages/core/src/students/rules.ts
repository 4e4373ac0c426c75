/**
 * Student verification (issue 10): who counts as a verified student, for how long, and when the
 * LIGHT_STUDENT member is reminded. Pure rules; the API enforces them and the screens explain them.
 */

/** A verification lasts this long from approval. */
export const STUDENT_VERIFICATION_DAYS = 365;
/** LIGHT_STUDENT members are reminded this many days before it ends (and after). */
export const STUDENT_REMINDER_DAYS = 30;
export const STUDENT_CODE_LENGTH = 6;
export const STUDENT_CODE_TTL_MINUTES = 10;
export const STUDENT_CODE_MAX_ATTEMPTS = 5;
/** A new code may be requested this often. */
export const STUDENT_CODE_RESEND_SECONDS = 60;
export const STUDENT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STUDENT_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type StudentDocumentType = (typeof STUDENT_DOCUMENT_TYPES)[number];

/** Korean university mail domains end in ac.kr; other schools are listed by configuration. */
export const DEFAULT_SCHOOL_DOMAIN_SUFFIXES = ['ac.kr'] as const;

/** Whether an address is a school address: its domain is, or ends in, one of the suffixes. */
export function isSchoolEmail(email: string, extraDomains: readonly string[] = []): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).trim().toLowerCase();
  return [...DEFAULT_SCHOOL_DOMAIN_SUFFIXES, ...extraDomains].some((suffix) => {
    const s = suffix.toLowerCase().replace(/^\.+/, '');
    return domain === s || domain.endsWith(`.${s}`);
  });
}

export const studentStatuses = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'] as const;
export type StudentStatusCode = (typeof studentStatuses)[number];

export const STUDENT_STATUS_LABELS: Record<StudentStatusCode, string> = {
  NONE: '미인증',
  PENDING: '심사 중',
  VERIFIED: '인증 완료',
  REJECTED: '반려',
  EXPIRED: '기간 만료',
};

/** The reminder modal shows for a LIGHT_STUDENT member whose verification ends within the window or has ended. */
export function needsStudentReminder(input: { tierCode: string | null; status: StudentStatusCode; expiresAt: string | null }, now: number): boolean {
  if (input.tierCode !== 'LIGHT_STUDENT') return false;
  if (input.status === 'EXPIRED' || input.status === 'NONE' || input.status === 'REJECTED') return true;
  if (input.status !== 'VERIFIED' || !input.expiresAt) return false;
  return new Date(input.expiresAt).getTime() - now <= STUDENT_REMINDER_DAYS * 86_400_000;
}

/** Whole days until the verification ends (0 on its last day, negative after). */
export function studentDaysLeft(expiresAt: string, now: number): number {
  return Math.floor((new Date(expiresAt).getTime() - now) / 86_400_000);
}
