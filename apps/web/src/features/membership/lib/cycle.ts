'use client';

import type { BillingCycle } from '@spi/core';
import { useCallback, useEffect, useState } from 'react';

/** The billing cycle in the address: `?cycle=yearly` for yearly, nothing (or anything else) for monthly. */
export const CYCLE_PARAM = 'cycle';

export function cycleFromSearch(search: string): BillingCycle {
  return new URLSearchParams(search).get(CYCLE_PARAM) === 'yearly' ? 'YEARLY' : 'MONTHLY';
}

/** The address with the cycle set (monthly is the default and leaves no parameter). */
export function searchWithCycle(search: string, cycle: BillingCycle): string {
  const params = new URLSearchParams(search);
  if (cycle === 'YEARLY') params.set(CYCLE_PARAM, 'yearly');
  else params.delete(CYCLE_PARAM);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/**
 * The /membership page's cycle, kept in the URL. The page is a cached static route (ADR 014), so the
 * server renders monthly and the browser reads `?cycle=` after hydration; a change replaces the address
 * (no new history entry) so a shared or reloaded link keeps the choice.
 */
export function useCycleParam(): [BillingCycle, (cycle: BillingCycle) => void] {
  const [cycle, setCycleState] = useState<BillingCycle>('MONTHLY');

  useEffect(() => {
    const read = () => setCycleState(cycleFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const setCycle = useCallback((next: BillingCycle) => {
    setCycleState(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithCycle(search, next)}${hash}`);
  }, []);

  return [cycle, setCycle];
}
