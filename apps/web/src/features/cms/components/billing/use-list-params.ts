'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { parsePageParam } from '@/components/content/paging';

/** One allowed value from the address, else undefined. */
export function pick<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The list state of a billing screen in the address (?q=…&tier=…&page=2): shareable, kept on reload and
 * by the back button. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const router = useRouter();
  const pathname = usePathname() ?? '/admin/billing';
  const params = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k)?.trim() ?? ''])) as Record<K, string>;
  const page = parsePageParam(params.get('page') ?? undefined);

  const navigate = (patch: Partial<Record<K, string | null>>) => {
    const search = new URLSearchParams();
    const merged: Record<string, string | null | undefined> = { ...values, ...patch };
    for (const key of keys) {
      const value = merged[key];
      if (value) search.set(key, value);
    }
    const qs = search.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return { pathname, values, page, navigate };
}
