'use client';

import type { BillingCycle, Plan } from '@spi/core';
import { useMemo } from 'react';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

/**
 * What was being bought, kept in sessionStorage while the reader is on the gateway's page, so the
 * return pages can offer '다른 카드로 다시 시도' with the same plan. Never holds card data.
 */
export interface CheckoutContext {
  checkoutId: string;
  purpose: 'SUBSCRIBE' | 'CHANGE_CARD';
  plan: Plan | null;
  cycle: BillingCycle | null;
}

const KEY = 'spi-checkout';

export function saveCheckoutContext(context: CheckoutContext): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(context));
  } catch {
    // Private mode or storage full: the return pages fall back to a link to /membership.
  }
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function parseCheckoutContext(raw: string | null, checkoutId: string | null): CheckoutContext | null {
  if (!raw) return null;
  try {
    const context = JSON.parse(raw) as CheckoutContext;
    return checkoutId === null || context.checkoutId === checkoutId ? context : null;
  } catch {
    return null;
  }
}

const noSubscription = () => () => undefined;
const nothingSaved = (): string | null => null;

/** The saved context of this checkout, read after hydration (null on the server and for another checkout). */
export function useCheckoutContext(checkoutId: string | null): CheckoutContext | null {
  const raw = useHydratedSyncExternalStore(noSubscription, readRaw, nothingSaved);
  return useMemo(() => parseCheckoutContext(raw, checkoutId), [raw, checkoutId]);
}
