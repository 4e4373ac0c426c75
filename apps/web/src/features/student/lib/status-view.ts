import { STUDENT_REMINDER_DAYS, STUDENT_STATUS_LABELS, studentDaysLeft, type StudentStatusCode } from '@spi/core';
import type { StudentStatusDto } from '@spi/core/contracts/students';
import { formatSeoulDate } from '@/lib/seoul-time';

export type StatusTone = 'neutral' | 'info' | 'success' | 'danger' | 'warning';

export interface StatusView {
  status: StudentStatusCode;
  label: string;
  tone: StatusTone;
  /** One sentence under the label. */
  message: string;
  /** Label/value lines of the status card. */
  facts: { label: string; value: string; testId?: string }[];
  /** Whole days left of a verification (0 on its last day), else null. */
  daysLeft: number | null;
  /** Whether the forms are offered: to verify, to try again, or to renew a verification that ends soon. */
  canSubmit: boolean;
  /** A verification that ends within the reminder window (renewal is offered). */
  endingSoon: boolean;
}

const METHOD_LABELS = { EMAIL: '학교 이메일', DOCUMENT: '학생증' } as const;

/** 'D-12' style wording for the days left: 오늘 만료 on the last day. */
export function daysLeftText(daysLeft: number): string {
  return daysLeft <= 0 ? '오늘 만료' : `${daysLeft}일 남음`;
}

/** The status card of /user/student for a status (spec: 미인증, 심사 중, 인증 완료, 반려, 기간 만료). */
export function studentStatusView(dto: StudentStatusDto, now: number): StatusView {
  const facts: StatusView['facts'] = [];
  if (dto.school) facts.push({ label: '학교', value: dto.school });
  if (dto.method) facts.push({ label: '인증 방법', value: METHOD_LABELS[dto.method] });
  if (dto.email) facts.push({ label: '학교 이메일', value: dto.email });
  const base = { status: dto.status, label: STUDENT_STATUS_LABELS[dto.status], facts, daysLeft: null, endingSoon: false };

  switch (dto.status) {
    case 'VERIFIED': {
      const daysLeft = dto.expiresAt ? Math.max(0, studentDaysLeft(dto.expiresAt, now)) : null;
      if (dto.verifiedAt) facts.push({ label: '인증일', value: formatSeoulDate(dto.verifiedAt) });
      if (dto.expiresAt) facts.push({ label: '만료일', value: `${formatSeoulDate(dto.expiresAt)} (${daysLeftText(daysLeft ?? 0)})`, testId: 'student-expiry' });
      const endingSoon = daysLeft !== null && daysLeft <= STUDENT_REMINDER_DAYS;
      return {
        ...base, tone: endingSoon ? 'warning' : 'success', daysLeft, endingSoon, canSubmit: endingSoon,
        message: endingSoon
          ? '학생 인증이 곧 만료돼요. 지금 다시 인증하면 학생 할인이 끊기지 않아요.'
          : '학생 인증이 완료되었어요. 라이트 (학생 할인) 멤버십을 구독할 수 있어요.',
      };
    }
    case 'PENDING':
      if (dto.submittedAt) facts.push({ label: '제출일', value: formatSeoulDate(dto.submittedAt) });
      return { ...base, tone: 'info', canSubmit: false, message: '제출한 학생증을 확인하고 있어요. 심사가 끝나면 이 화면에서 결과를 확인할 수 있어요.' };
    case 'REJECTED':
      if (dto.rejectedReason) facts.push({ label: '반려 사유', value: dto.rejectedReason, testId: 'student-rejected-reason' });
      return { ...base, tone: 'danger', canSubmit: true, message: '학생 인증이 반려되었어요. 반려 사유를 확인하고 다시 신청해 주세요.' };
    case 'EXPIRED':
      if (dto.expiresAt) facts.push({ label: '만료일', value: formatSeoulDate(dto.expiresAt) });
      return { ...base, tone: 'warning', canSubmit: true, message: '학생 인증 기간이 끝났어요. 다시 인증하면 학생 할인을 계속 받을 수 있어요.' };
    case 'NONE':
    default:
      return { ...base, tone: 'neutral', canSubmit: true, message: '학교 이메일이나 학생증으로 재학 중임을 인증하면 라이트 멤버십을 학생 할인가로 구독할 수 있어요.' };
  }
}

/** A code sent earlier that can still be entered (after a reload the screen resumes at the code step). */
export function pendingCodeUntil(dto: StudentStatusDto, now: number): string | null {
  if (!dto.codePendingUntil) return null;
  return Date.parse(dto.codePendingUntil) > now ? dto.codePendingUntil : null;
}
