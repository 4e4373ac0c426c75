'use client';

import Link from 'next/link';
import { membershipTierCode, membershipTierLabel, type AdditionalInfoDto, type MembershipTierCode, type UserInfoDto } from '@spi/core';
import { useMyMembership } from '../api/account-api';
import { formatSeoulDate } from '../lib/format';
import { EmptyState, ErrorState, Section, SkeletonRows } from './section';
import styles from './membership-panel.module.css';

/** The membership tab: the tier in force (and a coupon's benefit end), or an empty state to /membership. */
export function MembershipPanel({ user, info }: { user: UserInfoDto; info: AdditionalInfoDto | null }) {
  const query = useMyMembership();
  const membership = query.data ? query.data.membership : (info?.membership ?? null);

  if (query.isPending && !info) return <Section title="내 멤버십"><SkeletonRows rows={2} /></Section>;
  if (query.isError && !info) {
    return <Section title="내 멤버십"><ErrorState message="멤버십 정보를 불러오지 못했습니다." onRetry={() => void query.refetch()} /></Section>;
  }

  const code = membership ? ((membership.tierCode as MembershipTierCode) ?? membershipTierCode(membership.membershipName)) : null;
  if (!membership || !code || code === 'NONE') {
    return (
      <Section title="내 멤버십" testId="membership-panel">
        <EmptyState
          title="이용 중인 멤버십이 없습니다."
          description="멤버십을 구독하면 회원 전용 기사와 리츠·딜·펀드 데이터를 모두 볼 수 있습니다."
          action={<Link href="/membership" className={styles.cta}>멤버십 알아보기</Link>}
        />
      </Section>
    );
  }

  const coupon = membership.appliedCoupon;
  return (
    <Section title="내 멤버십" testId="membership-panel">
      <div className={styles.card}>
        <p className={styles.eyebrow}>{user.type === 'CORPORATE' ? '법인 멤버십' : '개인 멤버십'}</p>
        <p className={styles.tier} data-testid="membership-tier">{membershipTierLabel(code)}</p>
        {coupon ? (
          <p className={styles.coupon}>
            쿠폰 혜택 기간 <strong className="tabular">{formatSeoulDate(coupon.benefitPeriodEnd)}</strong>까지 ({coupon.benefitValue}일 혜택)
          </p>
        ) : (
          <p className={styles.note}>결제 내역 {membership.orders.length}건</p>
        )}
      </div>
      <div className={styles.links}>
        <Link href="/membership" className={styles.link}>멤버십 안내 보기</Link>
      </div>
    </Section>
  );
}
