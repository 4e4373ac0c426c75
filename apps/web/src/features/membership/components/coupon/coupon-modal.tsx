'use client';

import Link from '@/components/ui/app-link';
import { Button, ModalActions, ModalBody, ModalTitle, type ModalComponentProps } from '@/components/ui';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { useOriginalMembership } from '../../api/subscription-api';
import { tierLabel, tierImage } from '../../lib/tier-format';
import styles from './coupon-modal.module.css';

export interface CouponModalArgs {
  tierCode: string;
  benefitPeriodEnd: string;
  benefitValue: number;
  daysLeft: number;
}

/**
 * Named modal 'membership-coupon' (spec sections 2 and 4): the coupon's tier, when it ends (Asia/Seoul),
 * how many days are left and what happens then: the membership held before comes back, or the
 * membership ends. The CTA leads to /membership.
 */
export default function CouponModal({ args, close }: ModalComponentProps<CouponModalArgs, boolean>) {
  const original = useOriginalMembership(true);
  const originalCode = original.data?.membership?.tierCode;
  const hasOriginal = Boolean(originalCode && originalCode !== 'NONE');
  const label = tierLabel(args.tierCode);
  const left = args.daysLeft <= 0 ? '오늘 종료' : `${args.daysLeft}일 남음`;

  return (
    <div className={styles.modal} data-testid="coupon-modal">
      <img src={tierImage(args.tierCode)} alt="" width={72} height={72} className={styles.image} />
      <ModalTitle className={styles.title}>쿠폰 혜택이 곧 끝납니다</ModalTitle>
      <ModalBody className={styles.body}>
        <dl className={styles.facts}>
          <div><dt>쿠폰 멤버십</dt><dd>{label}</dd></div>
          <div><dt>종료 일시</dt><dd className="tabular">{formatSeoulDateTime(args.benefitPeriodEnd)}</dd></div>
          <div><dt>남은 기간</dt><dd className={styles.days}>{left}</dd></div>
        </dl>
        <p className={styles.after} data-testid="coupon-modal-after">
          {original.isPending
            ? '쿠폰 종료 후 멤버십을 확인하는 중입니다.'
            : hasOriginal
              ? `쿠폰 혜택이 끝나면 이전에 이용하던 ${tierLabel(originalCode)} 멤버십으로 돌아갑니다.`
              : `쿠폰 혜택이 끝나면 ${label} 멤버십 이용이 종료됩니다. 계속 이용하려면 멤버십을 구독해 주세요.`}
        </p>
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={() => close(false)}>닫기</Button>
        <Link href="/membership" className={styles.cta} onClick={() => close(true)} data-testid="coupon-modal-cta">멤버십 구독하기</Link>
      </ModalActions>
    </div>
  );
}
