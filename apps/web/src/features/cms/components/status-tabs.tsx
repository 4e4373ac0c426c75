'use client';

import { useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import styles from './status-tabs.module.css';

export interface StatusTab<V extends string> { value: V; label: string }

/**
 * The status filter of a review list as tabs (role="tablist"): the chosen tab goes to the address; arrow
 * keys, Home and End move between tabs (only the chosen tab is in the Tab order). The list below is the
 * tab panel: give it `id={panelId}` and `aria-labelledby={tabId(panelId, value)}`.
 */
export function StatusTabs<V extends string>({ label, tabs, value, onChange, panelId }: {
  label: string;
  tabs: ReadonlyArray<StatusTab<V>>;
  value: V;
  onChange: (value: V) => void;
  panelId: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    onChange(tab.value);
  };
  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(panelId, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={clsx(styles.tab, selected && styles.tabSelected)}
            onClick={() => { if (!selected) onChange(tab.value); }}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={`status-tab-${tab.value}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export const tabId = (panelId: string, value: string) => `${panelId}-tab-${value}`;
