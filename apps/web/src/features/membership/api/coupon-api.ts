'use client';

import { API_ROOTS } from '@spi/core';
import { billingSchemas } from './lazy-schemas';
import { useMutation } from '@/lib/query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /users/me/coupons/redeem: the code in its stored form (upper case, no hyphens). */
export const redeemCoupon = (code: string) =>
  api.post(`${API_ROOTS.sejong}/users/me/coupons/redeem`, { code }, { schema: billingSchemas.redeemCoupon });

/** Redeems a code; on success the membership, user info and orders queries are invalidated (mutationKey ['user']). */
export function useRedeemCoupon() {
  return useMutation({ mutationKey: billingKeys.all, mutationFn: redeemCoupon });
}
