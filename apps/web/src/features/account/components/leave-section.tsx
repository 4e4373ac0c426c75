'use client';

import { useSystemConfirm } from '@/components/ui';
import { Section } from '@/components/settings/section';
import styles from './forms.module.css';

/** What leaving does, as the API's leave does it (apps/api/src/commands/leave-account.ts). */
export const LEAVE_SECTION_DESCRIPTION =
  '탈퇴하면 모든 기기에서 로그아웃되고 이메일, 닉네임, 소셜 로그인 연결, 스크랩, 열람 기록, 관심 분야와 알림 설정, Sophi 대화 기록이 삭제됩니다. ' +
  '결제·멤버십 내역은 법령에 따라 보관됩니다. 이용 중인 멤버십이 있다면 먼저 확인해 주세요.';

/** '회원 탈퇴' behind a danger system confirm whose submit waits for the request. */
export function LeaveSection({ onLeave }: { onLeave: () => Promise<void> }) {
  const confirm = useSystemConfirm();
  return (
    <Section
      title="회원 탈퇴"
      description={LEAVE_SECTION_DESCRIPTION}
      tone="danger"
      testId="leave-section"
    >
      <button
        type="button"
        className={styles.dangerButton}
        onClick={() => void confirm({
          title: '정말 탈퇴하시겠어요?',
          message: '탈퇴한 계정은 되돌릴 수 없습니다. 같은 소셜 계정으로 다시 가입할 수는 있습니다.',
          submitLabel: '탈퇴하기',
          submitColor: 'danger',
          errorMessage: '탈퇴를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
          onSubmit: onLeave,
        })}
      >
        회원 탈퇴
      </button>
    </Section>
  );
}
