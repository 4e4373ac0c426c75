'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AREA_UNIT_LABELS, useAreaUnit, type AreaUnit } from './area-unit';
import { useIsMobile } from '@/components/ui';
import { LockIcon } from './lock-icon';
import styles from './market.module.css';

/**
 * The filter and view controls of the market lists (딜정보, 사모펀드): each a controlled component with
 * a visible label, keyboard access and aria-pressed / aria-selected on toggles.
 */

export interface ChipOption<V extends string> { value: V; label: string }

/** Chip options of an enumeration: its codes in order with their Korean labels. */
export const chipOptions = <V extends string>(values: readonly V[], labels: Record<V, string>): Array<ChipOption<V>> =>
  values.map((value) => ({ value, label: labels[value] }));

/** Several codes of an enumeration as toggle chips ('전체' when none is chosen). */
export function ChipGroup<V extends string>({ label, options, value, onChange, disabled, testId }: {
  label: string;
  options: ReadonlyArray<ChipOption<V>>;
  value: readonly V[];
  onChange: (next: V[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const labelId = useId();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId} className={styles.label}>{label}</span>
      <div className={styles.chips}>
        <button type="button" className={clsx(styles.chip, value.length === 0 && styles.chipOn)} aria-pressed={value.length === 0} disabled={disabled} onClick={() => onChange([])}>
          전체
        </button>
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <button key={o.value} type="button" className={clsx(styles.chip, on && styles.chipOn)} aria-pressed={on} disabled={disabled}
              onClick={() => onChange(on ? value.filter((v) => v !== o.value) : [...value, o.value])}>
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A short lock note: why a control or a figure is unavailable. */
export function LockNote({ reason, href, linkLabel }: { reason: string; href?: string; linkLabel?: string }) {
  return (
    <span className={styles.lockNote}>
      <LockIcon size={13} />
      <span>{reason}</span>
      {href && <a href={href} className={styles.lockLink}>{linkLabel ?? '멤버십 보기'}</a>}
    </span>
  );
}

const toText = (n: number | null) => (n === null ? '' : String(n));
function parseInput(text: string): number | null | 'invalid' {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : 'invalid';
}

/**
 * A min–max pair with its unit. Typing does not move the URL on every key: the pair is applied on
 * Enter or when focus leaves a box. A locked range shows why instead of the inputs' values.
 */
export function RangeInput({ label, unit, min, max, onChange, step = 1, disabled, locked, testId }: {
  label: string;
  unit: string;
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
  step?: number;
  disabled?: boolean;
  /** When set, the inputs are disabled and this note (with a link) says why. */
  locked?: { reason: string; href: string; linkLabel?: string };
  testId?: string;
}) {
  const [text, setText] = useState({ min: toText(min), max: toText(max) });
  const [prev, setPrev] = useState({ min, max });
  // Follow outside changes (a reset, back/forward) while keeping what is being typed otherwise.
  if (prev.min !== min || prev.max !== max) {
    setPrev({ min, max });
    setText({ min: toText(min), max: toText(max) });
  }
  const invalid = parseInput(text.min) === 'invalid' || parseInput(text.max) === 'invalid';
  const commit = () => {
    const a = parseInput(text.min);
    const b = parseInput(text.max);
    if (a === 'invalid' || b === 'invalid') return;
    // A reversed pair is swapped rather than refused.
    const [lo, hi] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    if (lo !== min || hi !== max) onChange(lo, hi);
  };
  const off = disabled || locked !== undefined;
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} data-testid={testId} data-locked={locked ? 'true' : undefined}>
      <span id={labelId} className={styles.label}>{label} <span className={styles.unit}>({unit})</span></span>
      <span className={styles.range}>
        <input type="text" inputMode="decimal" value={off ? '' : text.min} placeholder="최소" aria-label={`${label} 최소 (${unit})`} disabled={off} step={step}
          aria-invalid={parseInput(text.min) === 'invalid' || undefined} aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setText((t) => ({ ...t, min: e.target.value }))} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }} />
        <span aria-hidden="true">~</span>
        <input type="text" inputMode="decimal" value={off ? '' : text.max} placeholder="최대" aria-label={`${label} 최대 (${unit})`} disabled={off} step={step}
          aria-invalid={parseInput(text.max) === 'invalid' || undefined} aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setText((t) => ({ ...t, max: e.target.value }))} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }} />
      </span>
      {invalid && <span id={errorId} className={styles.error} role="alert">0 이상의 숫자를 입력해 주세요.</span>}
      {locked && <LockNote {...locked} />}
    </div>
  );
}

/** From–to dates ('YYYY-MM-DD'); each side applies when picked. */
export function DateRange({ label, from, to, onChange, testId }: {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  testId?: string;
}) {
  const labelId = useId();
  const reversed = from !== null && to !== null && from > to;
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId} className={styles.label}>{label}</span>
      <span className={styles.range}>
        <input type="date" value={from ?? ''} max={to ?? undefined} aria-label={`${label} 시작`} onChange={(e) => onChange(e.target.value || null, to)} />
        <span aria-hidden="true">~</span>
        <input type="date" value={to ?? ''} min={from ?? undefined} aria-label={`${label} 끝`} onChange={(e) => onChange(from, e.target.value || null)} />
      </span>
      {reversed && <span className={styles.error} role="alert">시작일이 끝나는 날보다 늦습니다.</span>}
    </div>
  );
}

/** Search within the list: applied 400 ms after typing stops, or at once on Enter; ✕ clears it. */
export function SearchBox({ label, placeholder, value, onChange, maxLength = 100, delayMs = 400, testId }: {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (next: string | null) => void;
  maxLength?: number;
  delayMs?: number;
  testId?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value ?? '');
  }
  const latest = useRef(onChange);
  useEffect(() => { latest.current = onChange; }, [onChange]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = (next: string) => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const trimmed = next.trim();
    if (trimmed !== (value ?? '')) latest.current(trimmed === '' ? null : trimmed);
  };
  useEffect(() => () => { if (pending.current) clearTimeout(pending.current); }, []);
  const type = (next: string) => {
    setText(next);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => flush(next), delayMs);
  };
  return (
    <div className={styles.search} role="search" data-testid={testId}>
      <input type="search" value={text} maxLength={maxLength} placeholder={placeholder} aria-label={label}
        onChange={(e) => type(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); flush(text); } }} />
      {text && <button type="button" className={styles.clear} aria-label="검색어 지우기" onClick={() => { setText(''); flush(''); }}>✕</button>}
    </div>
  );
}

export interface SortOption<V extends string> { value: V; label: string; locked?: boolean }

/** Sort key and order. Locked keys stay listed but cannot be chosen (the note says why). */
export function SortSelect<V extends string>({ options, value, order, onChange, lockedReason, testId = 'sort-select' }: {
  options: ReadonlyArray<SortOption<V>>;
  value: V;
  order: 'asc' | 'desc';
  onChange: (sort: V, order: 'asc' | 'desc') => void;
  lockedReason?: string;
  testId?: string;
}) {
  const anyLocked = options.some((o) => o.locked);
  return (
    <div className={styles.sort} data-testid={testId}>
      <label className={styles.inline}>
        <span className={styles.label}>정렬</span>
        <select value={value} onChange={(e) => onChange(e.target.value as V, order)} aria-describedby={anyLocked && lockedReason ? `${testId}-lock` : undefined}>
          {options.map((o) => <option key={o.value} value={o.value} disabled={o.locked}>{o.label}{o.locked ? ' (잠김)' : ''}</option>)}
        </select>
      </label>
      <button type="button" className={styles.orderButton} onClick={() => onChange(value, order === 'desc' ? 'asc' : 'desc')}
        aria-label={`정렬 순서: ${order === 'desc' ? '내림차순' : '오름차순'} (누르면 바꿉니다)`}>
        {order === 'desc' ? '내림차순 ↓' : '오름차순 ↑'}
      </button>
      {anyLocked && lockedReason && <span id={`${testId}-lock`} className="visually-hidden">{lockedReason}</span>}
    </div>
  );
}

/** A group of mutually exclusive toggle buttons (aria-pressed). */
export function Toggle<V extends string>({ label, options, value, onChange, testId }: {
  label: string;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V;
  onChange: (next: V) => void;
  testId?: string;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={o.value === value} className={clsx(styles.toggleButton, o.value === value && styles.toggleOn)} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

export type ListView = 'table' | 'cards';

/** 표 / 카드. With no view chosen (null) it shows the viewport's: cards below 768 px, as ListViews does. */
export function ViewToggle({ value, onChange }: { value: ListView | null; onChange: (next: ListView) => void }) {
  const isMobile = useIsMobile();
  const shown = value ?? (isMobile ? 'cards' : 'table');
  return <Toggle label="보기 방식" testId="view-toggle" value={shown} onChange={onChange} options={[{ value: 'table', label: '표' }, { value: 'cards', label: '카드' }]} />;
}

/** ㎡ / 평, remembered in localStorage (useAreaUnit); controlled when value/onChange are given. */
export function AreaUnitToggle({ value, onChange }: { value?: AreaUnit; onChange?: (unit: AreaUnit) => void }) {
  const [stored, setStored] = useAreaUnit();
  return (
    <Toggle label="면적 단위" testId="area-unit-toggle" value={value ?? stored} onChange={onChange ?? setStored}
      options={(['sqm', 'pyeong'] as const).map((u) => ({ value: u, label: AREA_UNIT_LABELS[u] }))} />
  );
}

export interface ActiveFilter { key: string; label: string; onRemove: () => void }

/** The applied filters as removable chips, with '전체 해제'. Nothing when no filter is applied. */
export function ActiveFilters({ filters, onClearAll }: { filters: ActiveFilter[]; onClearAll: () => void }) {
  if (filters.length === 0) return null;
  return (
    <div className={styles.active} data-testid="active-filters">
      <span className="visually-hidden">적용된 필터</span>
      <ul className={styles.activeList}>
        {filters.map((f) => (
          <li key={f.key}>
            <button type="button" className={styles.activeChip} onClick={f.onRemove} aria-label={`${f.label} 필터 해제`}>
              {f.label}<span aria-hidden="true"> ✕</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>전체 해제</button>
    </div>
  );
}

/** 한 페이지에 n개. */
export function PageSizeSelect({ sizes, value, onChange }: { sizes: readonly number[]; value: number; onChange: (size: number) => void }) {
  return (
    <label className={styles.inline}>
      <span className={styles.label}>페이지당</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid="page-size">
        {sizes.map((s) => <option key={s} value={s}>{s}개</option>)}
      </select>
    </label>
  );
}
