import Link from '@/components/ui/app-link';
import styles from './leave-done.module.css';

export const LEAVE_DONE_TITLE = '회원 탈퇴가 완료되었습니다.';

/** What leaving removed and what it kept (the API's leave: apps/api/src/commands/leave-account.ts). */
export const LEAVE_REMOVED = [
  '모든 기기의 로그인 세션',
  '이메일 주소와 닉네임',
  '연결된 카카오·구글 로그인 정보',
  '스크랩한 콘텐츠',
  '기사 열람 기록과 회원 전용 기사 열람 내역',
  '관심 분야와 알림 설정',
  'Sophi 대화 기록',
  '투자 성향 응답과 뉴스레터 수신 동의',
  '행사 신청서의 연락처 정보',
];
export const LEAVE_KEPT = [
  '결제와 멤버십 내역: 정산과 법령상 보관 의무를 위해 보관되며, 다른 사람이 알아볼 수 없게 처리됩니다.',
  '행사 좌석 신청 사실: 주최 측 집계를 위해 이름과 연락처 없이 남습니다.',
];

/** /user/leave/done: the confirmation after a successful leave (spec section 4, session item 9). */
export function LeaveDone() {
  return (
    <section className={styles.card} aria-labelledby="leave-done-title" data-testid="leave-done">
      <h1 id="leave-done-title" className={styles.title}>{LEAVE_DONE_TITLE}</h1>
      <p className={styles.lead}>그동안 SPI를 이용해 주셔서 감사합니다. 이 브라우저와 다른 모든 기기에서 로그아웃되었습니다.</p>
      <h2 className={styles.heading}>삭제된 정보</h2>
      <ul className={styles.list}>{LEAVE_REMOVED.map((item) => <li key={item}>{item}</li>)}</ul>
      <h2 className={styles.heading}>보관되는 정보</h2>
      <ul className={styles.list}>{LEAVE_KEPT.map((item) => <li key={item}>{item}</li>)}</ul>
      <p className={styles.note}>같은 소셜 계정으로 언제든 새로 가입할 수 있습니다. 삭제된 스크랩, 열람 기록과 설정은 복구되지 않습니다.</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.primary}>홈으로 가기</Link>
      </div>
    </section>
  );
}
