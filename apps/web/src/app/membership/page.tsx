import Link from '@/components/ui/app-link';
import { ErrorState, EmptyState } from '@/components/content/states';
import { RetryButton } from '@/components/content/retry-button';
import { fetchPlans } from '@/features/membership/api/plans-server';
import { ComparisonTable } from '@/features/membership/components/plans/comparison-table';
import { CouponSection } from '@/features/membership/components/plans/coupon-section';
import { MembershipFaq } from '@/features/membership/components/plans/membership-faq';
import { MembershipPlans } from '@/features/membership/components/plans/membership-plans';
import { pageMetadata } from '@/lib/metadata';
import styles from './membership.module.css';

export const metadata = pageMetadata({
  path: '/membership',
  title: '멤버십',
  description: 'SPI 멤버십 등급별 가격과 혜택을 비교하세요. 회원 전용 기사, 리츠 데이터 다운로드, 딜·펀드 데이터까지 월간·연간으로 구독할 수 있습니다.',
});

// A cached public page (ADR 014): the plans are fetched as a guest with the tag 'membership-plans',
// which the API expires when an admin edits a tier. Nothing here reads cookies or search params: the
// cycle (?cycle=yearly), the viewer's current tier and the buttons are decided in the browser. The sections below the
// plans, and on a phone every plan after the first, are `offscreen-lazy` (ADR 043).
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function MembershipPage() {
  const plans = await fetchPlans();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>SPI 멤버십</p>
        <h1 className={styles.title}>상업용 부동산의 흐름을<br className={styles.break} /> 한발 먼저 읽으세요</h1>
        <p className={styles.lead}>회원 전용 기사와 리츠 데이터, 딜·펀드 데이터까지. 필요한 만큼 고르고 언제든 바꾸거나 해지할 수 있어요.</p>
      </header>

      <section aria-labelledby="plans-title" className={styles.section}>
        <h2 id="plans-title" className="visually-hidden">멤버십 등급</h2>
        {plans === null ? (
          <ErrorState title="멤버십 정보를 불러오지 못했어요." description="잠시 후 다시 시도해 주세요." retry={<RetryButton />} />
        ) : plans.length === 0 ? (
          <EmptyState title="지금은 판매 중인 멤버십이 없어요." description={<>새 멤버십이 준비되면 이곳에서 안내해 드릴게요. 궁금한 점은 <Link href="/support/inquiry">1:1 문의</Link>로 남겨 주세요.</>} />
        ) : (
          <MembershipPlans plans={plans} />
        )}
      </section>

      <section aria-labelledby="compare-title" className={`${styles.section} ${styles.compare} offscreen-lazy`}>
        <div className={styles.sectionHead}>
          <h2 id="compare-title" className={styles.sectionTitle}>등급별 혜택 비교</h2>
        </div>
        <ComparisonTable plans={plans} />
      </section>

      <section aria-labelledby="coupon-title" className={`${styles.section} ${styles.coupon} offscreen-lazy`}>
        <div className={styles.couponText}>
          <h2 id="coupon-title" className={styles.sectionTitle}>쿠폰 등록</h2>
          <p className={styles.sectionHint}>받은 쿠폰 코드를 입력하면 쿠폰의 등급을 정해진 기간 동안 이용할 수 있어요.</p>
        </div>
        <CouponSection />
      </section>

      <section aria-labelledby="faq-title" className={`${styles.section} ${styles.faq} offscreen-lazy`}>
        <h2 id="faq-title" className={styles.sectionTitle}>자주 묻는 질문</h2>
        <MembershipFaq />
      </section>
    </div>
  );
}
