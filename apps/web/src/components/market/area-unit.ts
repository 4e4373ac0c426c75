'use client';

import { formatNumber, pyeongToSqm, sqmToPyeong } from '@spi/core';
import { useCallback } from 'react';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

/** ㎡ or 평: how areas are shown and typed. The choice is remembered in localStorage across pages and tabs. */
export type AreaUnit = 'sqm' | 'pyeong';
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqm: '㎡', pyeong: '평' };
export const AREA_UNIT_STORAGE_KEY = 'spi-area-unit';
const CHANGE_EVENT = 'spi-area-unit-change';

function read(): AreaUnit {
  try {
    return window.localStorage.getItem(AREA_UNIT_STORAGE_KEY) === 'pyeong' ? 'pyeong' : 'sqm';
  } catch {
    return 'sqm';
  }
}

const squareMetres = (): AreaUnit => 'sqm';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => { if (event.key === AREA_UNIT_STORAGE_KEY) onChange(); };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function storeAreaUnit(unit: AreaUnit): void {
  try {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, unit);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** [unit, setUnit]: ㎡ on the server and until the stored choice is read. */
export function useAreaUnit(): [AreaUnit, (unit: AreaUnit) => void] {
  const unit = useHydratedSyncExternalStore(subscribe, read, squareMetres);
  const set = useCallback((next: AreaUnit) => storeAreaUnit(next), []);
  return [unit, set];
}

/** An area in ㎡ shown in the unit: '12,345㎡' or '3,734평' ('-' when unknown). */
export function formatArea(sqm: number | null | undefined, unit: AreaUnit): string {
  if (sqm === null || sqm === undefined) return '-';
  return unit === 'sqm' ? `${formatNumber(Math.round(sqm))}㎡` : `${formatNumber(Math.round(sqmToPyeong(sqm)))}평`;
}

/** Both units, the chosen one first: '12,345㎡ (3,734평)'. */
export function formatAreaBoth(sqm: number | null | undefined, unit: AreaUnit = 'sqm'): string {
  if (sqm === null || sqm === undefined) return '-';
  const other: AreaUnit = unit === 'sqm' ? 'pyeong' : 'sqm';
  return `${formatArea(sqm, unit)} (${formatArea(sqm, other)})`;
}

/** A value typed in the unit, in ㎡ (rounded to 0.01 ㎡) for the API. */
export function areaToSqm(value: number, unit: AreaUnit): number {
  return unit === 'sqm' ? value : Math.round(pyeongToSqm(value) * 100) / 100;
}

/** A ㎡ value in the unit (rounded to a whole number for inputs). */
export function sqmToArea(sqm: number, unit: AreaUnit): number {
  return unit === 'sqm' ? sqm : Math.round(sqmToPyeong(sqm));
}

/** 평당가 in 만원/평: 32,500,000원 → '3,250만원/평'. */
export function formatPricePerPyeong(won: number | null | undefined): string {
  if (won === null || won === undefined) return '-';
  return `${formatNumber(Math.round(won / 1e4))}만원/평`;
}
