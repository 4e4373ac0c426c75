'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { CloseIcon, Spinner } from '@/components/ui';
import { SearchIcon } from '@/components/content/icons';
import { pageHref } from '@/components/content/paging';
import { useSlashFocus } from '../hooks/use-slash-focus';
import styles from './search-box.module.css';

/**
 * The search box of /search: a GET form (works without JavaScript), '/' focuses it, a new query keeps
 * the type, category and period filters and starts at page 1. The results page renders with its results
 * (no streamed placeholder, docs/performance.md), so the button shows the search is under way meanwhile.
 */
export function SearchBox({ initialQuery, keep }: { initialQuery: string; keep: Record<string, string | undefined> }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [searching, startSearch] = useTransition();
  useSlashFocus(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    startSearch(() => router.push(pageHref('/search', { ...keep, q }, 1)));
  };

  return (
    <form role="search" action="/search" method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor="search-q" className="visually-hidden">검색어</label>
      <SearchIcon size={22} className={styles.icon} />
      <input
        ref={input}
        id="search-q"
        name="q"
        type="search"
        className={styles.input}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="기사, 리츠, 딜 정보를 검색해 보세요"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        autoFocus={!initialQuery}
        aria-keyshortcuts="/"
        data-testid="search-input"
      />
      {Object.entries(keep).map(([key, v]) => (v ? <input key={key} type="hidden" name={key} value={v} /> : null))}
      {value && (
        <button type="button" className={styles.clear} aria-label="검색어 지우기" onClick={() => { setValue(''); input.current?.focus(); }}>
          <CloseIcon size={18} />
        </button>
      )}
      <kbd className={styles.kbd} aria-hidden="true">/</kbd>
      <button type="submit" className={styles.submit} aria-busy={searching} data-testid="search-submit">
        {searching ? <Spinner size={18} label="검색 중" /> : '검색'}
      </button>
    </form>
  );
}
