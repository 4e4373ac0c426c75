'use client';

import { useSignedInUserId } from '@/components/content/use-signed-in';
import { RedeemCouponForm } from '../coupon/redeem-coupon-form';

/** '쿠폰 등록' on /membership: the redeem form for members, a sign-in link for guests (known in the browser). */
export function CouponSection() {
  const userId = useSignedInUserId();
  return <RedeemCouponForm signedIn={userId !== null} />;
}
