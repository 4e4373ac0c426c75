'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** The current path; '/' while the router has none yet. */
export function useCurrentPath(): string {
  return usePathname() ?? '/';
}

/**
 * A key that changes once after hydration. The 404 page is prerendered once and served for every
 * unknown address, so its server HTML cannot know which tab the address belongs to; React does not
 * patch attribute mismatches during hydration, so lists that mark the current tab remount once with
 * this key and render from the real address. Static pages stay static.
 */
export function useHydratedKey(): string {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? 'client' : 'server';
}
