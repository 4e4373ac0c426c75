'use client';

import { usePathname } from 'next/navigation';
import { type RefObject, startTransition, useEffect, useState } from 'react';

/** The current path; '/' while the router has none yet. */
export function useCurrentPath(): string {
  return usePathname() ?? '/';
}

/**
 * A key for a list that marks the current tab, which renders the ids of its selected tabs as `data-selected`. The
 * 404 page is prerendered once and served for every unknown address, so its HTML cannot know which tab the address
 * belongs to, and React does not patch attribute mismatches during hydration: when the list's HTML marks other tabs
 * than the browser's first render, the key changes once (in a transition) and the list remounts from the real
 * address. Every other page keeps the list it hydrated.
 */
export function useHydratedKey(selected: string, list: RefObject<HTMLElement | null>): string {
  const [key, setKey] = useState('server');
  useEffect(() => {
    if (key === 'server' && list.current && list.current.dataset.selected !== selected) startTransition(() => setKey('client'));
  }, [key, selected, list]);
  return key;
}
