'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { pageHref } from '@/components/content/paging';
import styles from './list-filters.module.css';

/** The series filter: a select that navigates on change (a plain GET form without JavaScript). */
export function SeriesSelect({ path, category, value, options }: {
  path: string;
  category?: string;
  value: string;
  options: Array<{ slug: string; name: string }>;
}) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <form method="get" action={path} className={styles.series} onSubmit={(e) => e.preventDefault()}>
      {category && <input type="hidden" name="category" value={category} />}
      <label htmlFor={id} className={styles.seriesLabel}>시리즈</label>
      <select
        id={id}
        name="series"
        className={styles.select}
        value={value}
        aria-busy={pending || undefined}
        onChange={(e) => {
          const series = e.target.value || undefined;
          startTransition(() => router.push(pageHref(path, { category, series }, 1), { scroll: false }));
        }}
      >
        <option value="">전체 시리즈</option>
        {options.map((o) => <option key={o.slug} value={o.slug}>{o.name}</option>)}
      </select>
      <noscript><button type="submit" className={styles.apply}>적용</button></noscript>
    </form>
  );
}
