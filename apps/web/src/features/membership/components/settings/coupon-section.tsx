'use client';

import { couponDaysLeft, type MembershipDto } from '@spi/core';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { useOriginalMembership } from '../../api/subscription-api';
import { tierLabel } from '../../lib/tier-format';
import { RedeemCouponForm } from '../coupon/redeem-coupon-form';
import { Section } from '@/components/settings/section';
import styles from './settings.module.css';

/** The coupon in force (tier, end, days left, the membership it returns to) and the redeem form. */
export function CouponSection({ membership, nowMs }: { membership: MembershipDto | null; nowMs: number }) {
  const coupon = membership?.appliedCoupon ?? null;
  const original = useOriginalMembership(Boolean(coupon));
  const originalCode = original.data?.membership?.tierCode;
  const days = coupon ? couponDaysLeft(coupon, nowMs) : 0;

  return (
    <Section title="쿠폰" description="쿠폰을 등록하면 쿠폰의 멤버십이 혜택 기간 동안 적용됩니다." testId="coupon-section">
      {coupon && membership && (
        <dl className={`${styles.facts} ${styles.couponFacts}`} data-testid="applied-coupon">
          <div className={styles.fact}><dt>적용 중인 쿠폰</dt><dd>{tierLabel(membership.tierCode)} · {coupon.benefitValue}일</dd></div>
          <div className={styles.fact}><dt>혜택 종료</dt><dd>{formatSeoulDateTime(coupon.benefitPeriodEnd)} <span className={styles.muted}>({days <= 0 ? '오늘 종료' : `${days}일 남음`})</span></dd></div>
          <div className={styles.fact}>
            <dt>쿠폰 종료 후 돌아갈 멤버십</dt>
            <dd data-testid="original-membership">
              {original.isPending ? '확인 중' : original.isError ? <span className={styles.muted}>불러오지 못했습니다</span> : originalCode && originalCode !== 'NONE' ? tierLabel(originalCode) : '없음 (멤버십 종료)'}
            </dd>
          </div>
        </dl>
      )}
      <RedeemCouponForm label={coupon ? '새 쿠폰 코드' : '쿠폰 코드'} />
    </Section>
  );
}
