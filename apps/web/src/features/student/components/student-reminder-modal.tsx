'use client';

import Link from '@/components/ui/app-link';
import { Button, ModalActions, ModalBody, ModalHeader, type ModalComponentProps } from '@/components/ui';
import { formatSeoulDate } from '@/lib/seoul-time';
import styles from './modal.module.css';

export interface StudentReminderArgs {
  /** Whole days left (0 on the last day); null once it has ended or when there is no verification. */
  daysLeft: number | null;
  expiresAt: string | null;
  /** True when there is no verification at all (never verified, or rejected) rather than an ended one. */
  missing?: boolean;
}

/** The reminder's title: days left, the last day, ended, or missing. */
export function reminderTitle(daysLeft: number | null, missing = false): string {
  if (missing) return '학생 인증이 필요해요';
  if (daysLeft === null || daysLeft < 0) return '학생 인증 기간이 끝났어요';
  if (daysLeft === 0) return '오늘 학생 인증이 만료돼요';
  return `학생 인증이 ${daysLeft}일 후 만료돼요`;
}

/**
 * Named modal 'student verification reminder' (spec section 2): shown to LIGHT_STUDENT members whose
 * verification ends soon or has ended, at most once a day; '학생 인증 갱신하기' goes to /user/student.
 */
export default function StudentReminderModal({ args, close }: ModalComponentProps<StudentReminderArgs, void>) {
  const ended = args.daysLeft === null || args.daysLeft < 0;
  return (
    <div className={styles.modal} data-testid="student-reminder-modal" data-expired={ended || undefined}>
      <ModalHeader title={reminderTitle(args.daysLeft, args.missing)} />
      <ModalBody className={styles.body}>
        <span className={styles.mark} aria-hidden>!</span>
        {ended ? (
          <p className={styles.lead}>
            라이트 (학생 할인) 멤버십은 학생 인증이 유지되는 동안만 할인가로 결제돼요. 다시 인증하지 않으면 다음 정기 결제부터 라이트 정상가로 결제돼요.
          </p>
        ) : (
          <p className={styles.lead}>
            {args.expiresAt ? `${formatSeoulDate(args.expiresAt)}에 ` : ''}학생 인증이 끝나요. 끝나기 전에 다시 인증하면 다음 정기 결제에도 학생 할인가가 그대로 적용돼요.
          </p>
        )}
        <p className={styles.note}>학교 이메일 인증은 몇 분이면 끝나요. 이 안내는 하루에 한 번만 보여 드려요.</p>
      </ModalBody>
      <ModalActions>
        <Button variant="secondary" size="lg" onClick={() => close()} data-testid="student-reminder-later">나중에</Button>
        <Link href="/user/student" className={styles.linkButton} onClick={() => close()} data-testid="student-reminder-renew">학생 인증 갱신하기</Link>
      </ModalActions>
    </div>
  );
}
