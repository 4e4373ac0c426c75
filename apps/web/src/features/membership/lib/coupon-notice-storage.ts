import { LAST_CHECKED_DDAY_KEY } from '@spi/core';

/** localStorage and sessionStorage can throw (private mode, quota); the notices then simply show. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not stored: the notice may show again, which is harmless.
  }
}

export const readLastCheckedDday = () => read(() => localStorage, LAST_CHECKED_DDAY_KEY);
export const storeLastCheckedDday = (daysLeft: number) => write(() => localStorage, LAST_CHECKED_DDAY_KEY, String(daysLeft));

/** The coupon modal shows at most once per browser session per coupon (its end instant identifies it). */
const modalKey = (userId: string, benefitPeriodEnd: string) => `spi-coupon-modal:${userId}:${benefitPeriodEnd}`;
export const wasCouponModalShown = (userId: string, benefitPeriodEnd: string) => read(() => sessionStorage, modalKey(userId, benefitPeriodEnd)) === '1';
export const markCouponModalShown = (userId: string, benefitPeriodEnd: string) => write(() => sessionStorage, modalKey(userId, benefitPeriodEnd), '1');
