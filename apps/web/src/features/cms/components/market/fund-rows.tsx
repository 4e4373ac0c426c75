'use client';

import Link from '@/components/ui/app-link';
import { useRef, type ReactNode } from 'react';
import { DEAL_ASSET_TYPE_LABELS, DEAL_REGION_LABELS, FUND_INVESTOR_TYPE_LABELS, formatAmount } from '@spi/core';
import { Button } from '@/components/ui';
import forms from '../forms.module.css';
import { SelectInput, TextInput } from './fields';
import { commitmentTotal, emptyAssetRow, emptyInvestorRow, type AssetRowDraft, type InvestorRowDraft } from './fund-form-model';
import { wonHint, type FormErrors } from './units';
import styles from './market-admin.module.css';

export const MAX_ROWS = 50;

/** Moves, removes and adds rows of a list; focus goes to the new row's first field. */
function useRows<T extends { key: string }>(rows: T[], onChange: (rows: T[]) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const update = (index: number, patch: Partial<T>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
  };
  const add = (row: T) => {
    onChange([...rows, row]);
    // After React renders the new row: focus its first input.
    setTimeout(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${row.key}"] input, [data-row="${row.key}"] select`)?.focus(), 0);
  };
  return { listRef, update, remove, move, add };
}

export function RowTools({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <div className={styles.rowTools}>
      <button type="button" className={styles.iconButton} aria-label={`${label} 위로`} disabled={index === 0} onClick={() => onMove(-1)}>↑</button>
      <button type="button" className={styles.iconButton} aria-label={`${label} 아래로`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</button>
      <button type="button" className={styles.iconButton} aria-label={`${label} 삭제`} onClick={onRemove}>삭제</button>
    </div>
  );
}

/** What a row's fields get from the list: its patch, its field errors and its field names (`assets.0.name`). */
export interface RowFields<T> {
  update: (patch: Partial<T>) => void;
  error: (field: string) => string | undefined;
  name: (field: string) => string;
}

/**
 * The frame of an editable list of rows (the fund's assets and investors, an event's speakers and agenda):
 * the numbered rows with their move / remove tools, the list's own error, the count and the add button
 * (at most `max` rows).
 */
export function RowsEditor<T extends { key: string }>({ rows, onChange, errors, field, testId = field === 'assets' ? 'asset' : 'investor', max = MAX_ROWS, noun, kind, emptyText, count, countTestId, newRow, children }: {
  rows: T[];
  onChange: (rows: T[]) => void;
  errors: FormErrors;
  /** The draft's key, also the prefix of the field names and errors: 'assets', 'investors', 'speakers'. */
  field: string;
  /** The test ids' stem: `${testId}-rows`, `${testId}-row` ('asset' and 'investor' for the fund's lists). */
  testId?: string;
  /** The most rows the list takes (the contract's limit). */
  max?: number;
  /** '기초자산', '투자자': '기초자산 1', '기초자산 추가'. */
  noun: string;
  kind?: string;
  emptyText: string;
  count: ReactNode;
  countTestId?: string;
  newRow: () => T;
  children: (row: T, fields: RowFields<T>) => ReactNode;
}) {
  const { listRef, update, remove, move, add } = useRows(rows, onChange);
  return (
    <div data-testid={`${testId}-rows`}>
      {rows.length === 0 ? <p className={forms.hint}>{emptyText}</p> : (
        <ol className={styles.rows} ref={listRef}>
          {rows.map((row, index) => {
            const label = `${noun} ${index + 1}`;
            const fields: RowFields<T> = {
              update: (patch) => update(index, patch),
              error: (name) => errors[`${field}.${index}.${name}`],
              name: (name) => `${field}.${index}.${name}`,
            };
            return (
              <li key={row.key} data-row={row.key} data-testid={`${testId}-row`}>
                <fieldset className={styles.rowCard} data-kind={kind} aria-label={label}>
                  {children(row, fields)}
                  <RowTools index={index} count={rows.length} label={label} onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {errors[field] && <p className={`${forms.error} ${styles.rowsError}`} role="alert">{errors[field]}</p>}
      <div className={styles.rowsFoot}>
        <span className={styles.rowsTotal} data-testid={countTestId}>{count}</span>
        <Button variant="secondary" size="sm" disabled={rows.length >= max} onClick={() => add(newRow())}>{noun} 추가</Button>
      </div>
    </div>
  );
}

/** The fund's underlying assets: name, type, region, 편입일, 보유 지분 (%), and the deal it came from. */
export function AssetRowsEditor({ rows, onChange, errors }: { rows: AssetRowDraft[]; onChange: (rows: AssetRowDraft[]) => void; errors: FormErrors }) {
  return (
    <RowsEditor rows={rows} onChange={onChange} errors={errors} field="assets" noun="기초자산" emptyText="기초자산이 없습니다. 아래 버튼으로 추가해 주세요." count={`${rows.length}/${MAX_ROWS}개`} newRow={emptyAssetRow}>
      {(row, { update, error: e, name }) => (
        <>
          <TextInput label="자산명" name={name('name')} required maxLength={100} value={row.name} onChange={(v) => update({ name: v })} error={e('name')} />
          <SelectInput label="자산 유형" name={name('assetType')} required value={row.assetType} onChange={(v) => update({ assetType: v })} options={DEAL_ASSET_TYPE_LABELS} error={e('assetType')} />
          <SelectInput label="권역" name={name('region')} required value={row.region} onChange={(v) => update({ region: v })} options={DEAL_REGION_LABELS} error={e('region')} />
          <TextInput label="편입일" type="date" name={name('acquiredOn')} value={row.acquiredOn} onChange={(v) => update({ acquiredOn: v })} error={e('acquiredOn')} />
          <TextInput label="보유 지분" unit="%" inputMode="decimal" required name={name('stake')} value={row.stake} onChange={(v) => update({ stake: v })} error={e('stake')} />
          <TextInput
            label="딜 ID"
            name={name('dealId')}
            maxLength={32}
            placeholder="D-2024-0153"
            value={row.dealId}
            onChange={(v) => update({ dealId: v })}
            error={e('dealId')}
            hint={row.dealId.trim() ? <Link href={`/admin/deals/${encodeURIComponent(row.dealId.trim().toUpperCase())}`} target="_blank" rel="noopener">딜 열기 ↗</Link> : undefined}
          />
        </>
      )}
    </RowsEditor>
  );
}

/** The fund's public investors: name, type and 약정액 (억원). */
export function InvestorRowsEditor({ rows, onChange, errors }: { rows: InvestorRowDraft[]; onChange: (rows: InvestorRowDraft[]) => void; errors: FormErrors }) {
  const total = commitmentTotal(rows);
  return (
    <RowsEditor
      rows={rows}
      onChange={onChange}
      errors={errors}
      field="investors"
      noun="투자자"
      kind="investor"
      emptyText="공개된 투자자가 없습니다. 아래 버튼으로 추가해 주세요."
      count={`${rows.length}/${MAX_ROWS}곳 · 약정액 합계 ${formatAmount(total)}`}
      countTestId="commitment-total"
      newRow={emptyInvestorRow}
    >
      {(row, { update, error: e, name }) => (
        <>
          <TextInput label="투자자명" name={name('name')} required maxLength={100} value={row.name} onChange={(v) => update({ name: v })} error={e('name')} />
          <SelectInput label="투자자 유형" name={name('type')} required value={row.type} onChange={(v) => update({ type: v })} options={FUND_INVESTOR_TYPE_LABELS} error={e('type')} />
          <TextInput label="약정액" unit="억원" inputMode="decimal" name={name('commitmentWon')} value={row.commitmentWon} onChange={(v) => update({ commitmentWon: v })} error={e('commitmentWon')} hint={wonHint(row.commitmentWon) || undefined} />
        </>
      )}
    </RowsEditor>
  );
}
