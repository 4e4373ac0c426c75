import Link from '@/components/ui/app-link';
import styles from './sign-up-done.module.css';

/** /sign-up/done: the welcome, the nickname, and the ways on (the page the member came for, membership). */
export function SignUpDone({ nickname, continueHref }: { nickname: string; continueHref: string }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="welcome-title" data-testid="sign-up-done">
        <div className={styles.check} aria-hidden="true">
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round"><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>
        </div>
        <h1 id="welcome-title" className={styles.title}>
          <span className={styles.nickname}>{nickname}</span>님, 환영합니다!
        </h1>
        <p className={styles.lead}>SPI 회원가입이 완료되었습니다.<br />상업용 부동산 시장의 흐름을 가장 먼저 만나 보세요.</p>
        <ul className={styles.benefits}>
          <li>SPI Pro 뉴스와 인사이트 기사</li>
          <li>리츠·딜·사모펀드 데이터</li>
          <li>관심 기사 스크랩과 알림 설정</li>
        </ul>
        <div className={styles.actions}>
          <Link href={continueHref} className={styles.primary}>SPI 시작하기</Link>
          <Link href="/membership" prefetch={false} className={styles.secondary}>멤버십 알아보기</Link>
        </div>
      </section>
    </div>
  );
}
