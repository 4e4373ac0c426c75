'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { pageHref } from '@/components/content/paging';
import type { CategoryOption } from '../api/search-server';
import styles from './search-results.module.css';

/** The category filter of /search: navigates on change, page 1. */
export function CategorySelect({ value, options, query }: { value: string; options: CategoryOption[]; query: Record<string, string | undefined> }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const groups = [...new Set(options.map((o) => o.group))];
  return (
    <label className={styles.selectLabel}>
      <span className="visually-hidden">카테고리</span>
      <select
        className={styles.select}
        value={value}
        aria-busy={pending || undefined}
        data-testid="search-category"
        onChange={(e) => startTransition(() => router.push(pageHref('/search', { ...query, category: e.target.value || undefined }, 1), { scroll: false }))}
      >
        <option value="">전체 카테고리</option>
        {groups.map((group) => (
          <optgroup key={group} label={group || '기타'}>
            {options.filter((o) => o.group === group).map((o) => <option key={o.slug} value={o.slug}>{o.name}</option>)}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
