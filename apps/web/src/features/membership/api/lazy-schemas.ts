'use client';

import type * as BillingContracts from '@spi/core/contracts/billing';
import type { LazyResponseSchema, ResponseSchema } from '@/lib/api-client';

/**
 * The membership screens' response schemas, loaded on first use (like lib/lazy-contracts for the shared
 * layout): the contracts build zod schemas when their module loads, so a static import would put zod
 * (about 32 kB gzip) into /membership's first load before any request is made.
 */
const billing = () => import('@spi/core/contracts/billing');

function lazy<T>(pick: (module: typeof BillingContracts) => ResponseSchema<T>): LazyResponseSchema<T> {
  let cached: Promise<ResponseSchema<T>> | null = null;
  return () => (cached ??= billing().then(pick));
}

export const billingSchemas = {
  plans: lazy((m) => m.plansResponseSchema),
  myMembership: lazy((m) => m.myMembershipResponseSchema),
  checkout: lazy((m) => m.checkoutResponseSchema),
  confirmCheckout: lazy((m) => m.confirmCheckoutResponseSchema),
  redeemCoupon: lazy((m) => m.redeemCouponResponseSchema),
};
