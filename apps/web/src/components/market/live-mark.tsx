'use client';

import { useLayoutEffect, type RefObject } from 'react';
import { useHydrated } from '@/lib/use-hydrated-store';

/**
 * Marks a URL-state list's element `data-live="true"` in the commit where the list has read the address bar
 * (useStaticSearchParams flips in the same transition), for tests and scripts that wait for the list.
 *
 * A component of its own that writes the attribute itself, instead of a prop of the list: as a prop, the flag's one
 * change after hydration rendered the whole list again (its filters, table and cards: 400–700 components on 딜정보
 * at 4x CPU) on an address without a query, where nothing the reader sees changes (ADR 041). React never sets the
 * attribute, so it never resets it.
 */
export function LiveMark({ target }: { target: RefObject<HTMLElement | null> }): null {
  const live = useHydrated();
  useLayoutEffect(() => {
    target.current?.setAttribute('data-live', String(live));
  }, [live, target]);
  return null;
}
