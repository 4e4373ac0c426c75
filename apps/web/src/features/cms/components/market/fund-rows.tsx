'use client';

import Link from 'next/link';
import { useRef } from 'react';
import { DEAL_ASSET_TYPE_LABELS, DEAL_REGION_LABELS, FUND_INVESTOR_TYPE_LABELS, formatAmount } from '@spi/core';
import { Button } from '@/components/ui';
import forms from '../forms.module.css';
import { SelectInput, TextInput } from './fields';
import { commitmentTotal, emptyAssetRow, emptyInvestorRow, type AssetRowDraft, type InvestorRowDraft } from './fund-form-model';
import { wonHint, type FormErrors } from './units';
import styles from './market-admin.module.css';

const MAX_ROWS = 50;

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

function RowTools({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <div className={styles.rowTools}>
      <button type="button" className={styles.iconButton} aria-label={`${label} 위로`} disabled={index === 0} onClick={() => onMove(-1)}>↑</button>
      <button type="button" className={styles.iconButton} aria-label={`${label} 아래로`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</button>
      <button type="button" className={styles.iconButton} aria-label={`${label} 삭제`} onClick={onRemove}>삭제</button>
    </div>
  );
}

/** The fund's underlying assets: name, type, region, 편입일, 보유 지분 (%), and the deal it came from. */
export function AssetRowsEditor({ rows, onChange, errors }: { rows: AssetRowDraft[]; onChange: (rows: AssetRowDraft[]) => void; errors: FormErrors }) {
  const { listRef, update, remove, move, add } = useRows(rows, onChange);
  return (
    <div data-testid="asset-rows">
      {rows.length === 0 ? <p className={forms.hint}>기초자산이 없습니다. 아래 버튼으로 추가해 주세요.</p> : (
        <ol className={styles.rows} ref={listRef}>
          {rows.map((row, index) => {
            const label = `기초자산 ${index + 1}`;
            const e = (field: string) => errors[`assets.${index}.${field}`];
            return (
              <li key={row.key} data-row={row.key} data-testid="asset-row">
                <fieldset className={styles.rowCard} aria-label={label}>
                  <TextInput label="자산명" name={`assets.${index}.name`} required maxLength={100} value={row.name} onChange={(v) => update(index, { name: v })} error={e('name')} />
                  <SelectInput label="자산 유형" name={`assets.${index}.assetType`} required value={row.assetType} onChange={(v) => update(index, { assetType: v })} options={DEAL_ASSET_TYPE_LABELS} error={e('assetType')} />
                  <SelectInput label="권역" name={`assets.${index}.region`} required value={row.region} onChange={(v) => update(index, { region: v })} options={DEAL_REGION_LABELS} error={e('region')} />
                  <TextInput label="편입일" type="date" name={`assets.${index}.acquiredOn`} value={row.acquiredOn} onChange={(v) => update(index, { acquiredOn: v })} error={e('acquiredOn')} />
                  <TextInput label="보유 지분" unit="%" inputMode="decimal" required name={`assets.${index}.stake`} value={row.stake} onChange={(v) => update(index, { stake: v })} error={e('stake')} />
                  <TextInput
                    label="딜 ID"
                    name={`assets.${index}.dealId`}
                    maxLength={32}
                    placeholder="D-2024-0153"
                    value={row.dealId}
                    onChange={(v) => update(index, { dealId: v })}
                    error={e('dealId')}
                    hint={row.dealId.trim() ? <Link href={`/admin/deals/${encodeURIComponent(row.dealId.trim().toUpperCase())}`} target="_blank" rel="noopener">딜 열기 ↗</Link> : undefined}
                  />
                  <RowTools index={index} count={rows.length} label={label} onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {errors.assets && <p className={`${forms.error} ${styles.rowsError}`} role="alert">{errors.assets}</p>}
      <div className={styles.rowsFoot}>
        <span className={styles.rowsTotal}>{rows.length}/{MAX_ROWS}개</span>
        <Button variant="secondary" size="sm" disabled={rows.length >= MAX_ROWS} onClick={() => add(emptyAssetRow())}>기초자산 추가</Button>
      </div>
    </div>
  );
}

/** The fund's public investors: name, type and 약정액 (억원). */
export function InvestorRowsEditor({ rows, onChange, errors }: { rows: InvestorRowDraft[]; onChange: (rows: InvestorRowDraft[]) => void; errors: FormErrors }) {
  const { listRef, update, remove, move, add } = useRows(rows, onChange);
  const total = commitmentTotal(rows);
  return (
    <div data-testid="investor-rows">
      {rows.length === 0 ? <p className={forms.hint}>공개된 투자자가 없습니다. 아래 버튼으로 추가해 주세요.</p> : (
        <ol className={styles.rows} ref={listRef}>
          {rows.map((row, index) => {
            const label = `투자자 ${index + 1}`;
            const e = (field: string) => errors[`investors.${index}.${field}`];
            return (
              <li key={row.key} data-row={row.key} data-testid="investor-row">
                <fieldset className={styles.rowCard} data-kind="investor" aria-label={label}>
                  <TextInput label="투자자명" name={`investors.${index}.name`} required maxLength={100} value={row.name} onChange={(v) => update(index, { name: v })} error={e('name')} />
                  <SelectInput label="투자자 유형" name={`investors.${index}.type`} required value={row.type} onChange={(v) => update(index, { type: v })} options={FUND_INVESTOR_TYPE_LABELS} error={e('type')} />
                  <TextInput label="약정액" unit="억원" inputMode="decimal" name={`investors.${index}.commitmentWon`} value={row.commitmentWon} onChange={(v) => update(index, { commitmentWon: v })} error={e('commitmentWon')} hint={wonHint(row.commitmentWon) || undefined} />
                  <RowTools index={index} count={rows.length} label={label} onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {errors.investors && <p className={`${forms.error} ${styles.rowsError}`} role="alert">{errors.investors}</p>}
      <div className={styles.rowsFoot}>
        <span className={styles.rowsTotal} data-testid="commitment-total">{rows.length}/{MAX_ROWS}곳 · 약정액 합계 {formatAmount(total)}</span>
        <Button variant="secondary" size="sm" disabled={rows.length >= MAX_ROWS} onClick={() => add(emptyInvestorRow())}>투자자 추가</Button>
      </div>
    </div>
  );
}
