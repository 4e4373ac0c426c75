'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { COUPON_TOAST_CLOSE_MS, COUPON_TOAST_SIZE, couponToastText, shouldShowCouponToast } from '@spi/core';
import { CloseIcon, Portal, usePrefersReducedMotion } from '@/components/ui';
import { readLastCheckedDday, storeLastCheckedDday } from '../../lib/coupon-notice-storage';
import styles from './coupon-toast.module.css';

/**
 * The days-left toast (spec section 4): 328×100 px on the toast layer, shown once per distinct days-left
 * value (compared with localStorage lastCheckedDday). Closing stores the value and removes the toast
 * after the 500 ms close animation; clicking it goes to /membership.
 */
export function CouponToast({ daysLeft }: { daysLeft: number }) {
  const router = useRouter();
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<'hidden' | 'open' | 'closing'>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setState(shouldShowCouponToast(daysLeft, readLastCheckedDday()) ? 'open' : 'hidden');
  }, [daysLeft]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  if (state === 'hidden') return null;

  const close = () => {
    storeLastCheckedDday(daysLeft);
    if (reducedMotion) return setState('hidden');
    setState('closing');
    timer.current = setTimeout(() => setState('hidden'), COUPON_TOAST_CLOSE_MS);
  };
  const go = () => {
    storeLastCheckedDday(daysLeft);
    setState('hidden');
    router.push('/membership');
  };

  return (
    <Portal>
      <div
        className={styles.toast}
        data-state={state}
        data-testid="coupon-toast"
        role="status"
        style={{ width: COUPON_TOAST_SIZE.width, height: COUPON_TOAST_SIZE.height, ['--toast-close-ms' as string]: `${COUPON_TOAST_CLOSE_MS}ms` }}
      >
        <button type="button" className={styles.body} onClick={go}>
          <span className={styles.badge} aria-hidden="true">{daysLeft <= 0 ? 'D-DAY' : `D-${daysLeft}`}</span>
          <span className={styles.text}>
            <strong className={styles.message}>{couponToastText(daysLeft)}</strong>
            <span className={styles.link}>멤버십 보기</span>
          </span>
        </button>
        <button type="button" className={styles.close} onClick={close} aria-label="쿠폰 알림 닫기">
          <CloseIcon size={18} />
        </button>
      </div>
    </Portal>
  );
}
