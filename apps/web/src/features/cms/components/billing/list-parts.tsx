'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Select } from '@/components/ui';
import forms from '../forms.module.css';
import styles from './billing.module.css';
import { formatLocaleNumber } from '@spi/core';

/** The search box of a billing list: submits to the address (Enter or 검색), cleared with the field's ×. */
export function SearchForm({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit} role="search">
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <input id={id} type="search" className={forms.input} placeholder={placeholder} value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" variant="secondary">검색</Button>
    </form>
  );
}

/** A labelled select of a list filter ('' = all). */
export function FilterSelect({ label, value, allLabel, options, onChange }: {
  label: string;
  value: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </div>
  );
}

export function ResultCount({ count }: { count: number | undefined }) {
  return (
    <p className={styles.count} aria-live="polite">
      {count === undefined ? ' ' : <>총 <strong className="tabular">{formatLocaleNumber(count)}</strong>건</>}
    </p>
  );
}

export type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={styles.status} data-tone={tone}>{children}</span>;
}
