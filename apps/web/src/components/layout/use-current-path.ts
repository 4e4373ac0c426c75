'use client';

import { usePathname } from 'next/navigation';

/** The current path; '/' while the router has none yet. */
export function useCurrentPath(): string {
  return usePathname() ?? '/';
}
