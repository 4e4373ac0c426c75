'use client';

import { useEffect, useState } from 'react';
import { couponDaysLeft, shouldShowCouponModal } from '@spi/core';
import { useModal } from '@/components/ui';
import { useMembershipDetails } from '../../api/subscription-api';
import { markCouponModalShown, wasCouponModalShown } from '../../lib/coupon-notice-storage';
import { MEMBERSHIP_COUPON_MODAL } from '../../lib/register-modals';
import type { CouponModalArgs } from './coupon-modal';
import { CouponToast } from './coupon-toast';

export interface CouponNoticesProps {
  userId: string | null;
  /** True while the viewer (user info, additional info) is loading. */
  userLoading: boolean;
}

/**
 * The coupon holder's notices, mounted once by the site frame for signed-in coupon holders and loaded
 * lazily (next/dynamic, no SSR): the membership coupon modal (spec rule, at most once per session per
 * coupon) and the days-left toast.
 */
export default function CouponNotices({ userId, userLoading }: CouponNoticesProps) {
  const membership = useMembershipDetails(Boolean(userId));
  const { open } = useModal();
  const coupon = membership.data?.membership?.appliedCoupon ?? null;
  const tierCode = membership.data?.membership?.tierCode ?? 'NONE';
  const [nowMs, setNowMs] = useState<number | null>(null);

  // The clock is read after mount (no SSR here anyway) and once a minute, so a day boundary is noticed.
  useEffect(() => {
    setNowMs(Date.now());
    const id = setInterval(() => setNowMs(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);

  const showModal = nowMs !== null && shouldShowCouponModal({
    userId, coupon, userLoading, membershipLoading: membership.isPending || membership.isFetching, nowMs,
  });

  useEffect(() => {
    if (!showModal || !userId || !coupon || nowMs === null) return;
    if (wasCouponModalShown(userId, coupon.benefitPeriodEnd)) return;
    markCouponModalShown(userId, coupon.benefitPeriodEnd);
    const args: CouponModalArgs = { tierCode, benefitPeriodEnd: coupon.benefitPeriodEnd, benefitValue: coupon.benefitValue, daysLeft: couponDaysLeft(coupon, nowMs) };
    void open({ name: MEMBERSHIP_COUPON_MODAL, args });
    // Once per coupon, when the rule first holds (sessionStorage guards against repeats).
  }, [showModal, userId, coupon?.benefitPeriodEnd]);

  if (!userId || !coupon || nowMs === null || couponDaysLeft(coupon, nowMs) < 0) return null;
  if (Date.parse(coupon.benefitPeriodEnd) <= nowMs) return null;
  return <CouponToast daysLeft={couponDaysLeft(coupon, nowMs)} />;
}
