'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { isIsoDate } from '@spi/core';
import { useStaticSearchParams } from '@/lib/use-static-search-params';

/**
 * A list's view as URL search params (filters, sort, page), so reload, back/forward and a shared link
 * all reproduce it. A spec names each field and its kind; parsing drops every value that does not fit
 * (an unknown code, a number out of range, a malformed date) instead of breaking the page, and
 * serializing writes only what differs from the default, in the spec's order, so the query string is
 * also what the API accepts (the deal and fund lists take the same text: contracts/market-query.ts).
 *
 *   const DEAL_URL = { type: field.list(DEAL_ASSET_TYPES), priceMin: field.number(0, 1e6), page: field.page() };
 *   const { state, set, reset } = useUrlState(DEAL_URL);
 */

export interface ListField<V extends string = string> { kind: 'list'; values: readonly V[] }
export interface EnumField<V extends string = string> { kind: 'enum'; values: readonly V[] }
export interface NumberField { kind: 'number'; min: number; max: number }
export interface DateField { kind: 'date' }
export interface TextField { kind: 'text'; max: number }
export interface PageField { kind: 'page' }
export interface SizeField { kind: 'size'; sizes: readonly number[]; fallback: number }
export type FieldSpec = ListField | EnumField | NumberField | DateField | TextField | PageField | SizeField;
export type UrlSpec = Record<string, FieldSpec>;

export const field = {
  /** Comma-separated codes ('OFFICE,HOTEL'); unknown codes are dropped, duplicates removed. */
  list: <const V extends string>(values: readonly V[]): ListField<V> => ({ kind: 'list', values }),
  /** One code or nothing (null = the default). */
  enum: <const V extends string>(values: readonly V[]): EnumField<V> => ({ kind: 'enum', values }),
  /** A finite number in [min, max] (thousands separators allowed). */
  number: (min: number, max: number): NumberField => ({ kind: 'number', min, max }),
  /** 'YYYY-MM-DD'. */
  date: (): DateField => ({ kind: 'date' }),
  /** Trimmed free text of at most `max` characters (longer text is cut). */
  text: (max: number): TextField => ({ kind: 'text', max }),
  /** 1-based page number (default 1). */
  page: (): PageField => ({ kind: 'page' }),
  /** One of `sizes` (default `fallback`). */
  size: (sizes: readonly number[], fallback: number): SizeField => ({ kind: 'size', sizes, fallback }),
};

export type FieldValue<F> =
  F extends ListField<infer V> ? V[]
    : F extends EnumField<infer V> ? V | null
      : F extends NumberField ? number | null
        : F extends DateField | TextField ? string | null
          : F extends PageField | SizeField ? number
            : never;

export type UrlState<S extends UrlSpec> = { [K in keyof S]: FieldValue<S[K]> };

type Params = { get(name: string): string | null };

function defaultOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'list': return [];
    case 'page': return 1;
    case 'size': return spec.fallback;
    default: return null;
  }
}

export function defaultUrlState<S extends UrlSpec>(spec: S): UrlState<S> {
  return Object.fromEntries(Object.entries(spec).map(([key, f]) => [key, defaultOf(f)])) as UrlState<S>;
}

function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function parseField(spec: FieldSpec, raw: string | null): unknown {
  if (raw === null || raw.trim() === '') return defaultOf(spec);
  switch (spec.kind) {
    case 'list': {
      const parts = raw.split(',').map((s) => s.trim()).filter((s) => spec.values.includes(s));
      return [...new Set(parts)];
    }
    case 'enum': return spec.values.includes(raw.trim()) ? raw.trim() : null;
    case 'number': {
      const n = parseNumber(raw);
      return n !== null && n >= spec.min && n <= spec.max ? n : null;
    }
    case 'date': return isIsoDate(raw.trim()) ? raw.trim() : null;
    case 'text': {
      // Control characters never reach the API or the screen.
      const text = raw.replace(/\p{Cc}/gu, '').trim().slice(0, spec.max);
      return text === '' ? null : text;
    }
    case 'page': {
      const n = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : 1;
      return n >= 1 ? n : 1;
    }
    case 'size': {
      const n = Number(raw.trim());
      return spec.sizes.includes(n) ? n : spec.fallback;
    }
  }
}

/** Reads a state from search params (URLSearchParams, Next's ReadonlyURLSearchParams): every bad value becomes the default. */
export function parseUrlState<S extends UrlSpec>(spec: S, params: Params): UrlState<S> {
  return Object.fromEntries(Object.entries(spec).map(([key, f]) => [key, parseField(f, params.get(key))])) as UrlState<S>;
}

function isDefault(spec: FieldSpec, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (spec.kind === 'list') return (value as unknown[]).length === 0;
  if (spec.kind === 'page') return value === 1;
  if (spec.kind === 'size') return value === spec.fallback;
  if (spec.kind === 'text') return String(value).trim() === '';
  return false;
}

/** Only what differs from the default, in the spec's order. */
export function serializeUrlState<S extends UrlSpec>(spec: S, state: Partial<UrlState<S>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, f] of Object.entries(spec)) {
    const value = (state as Record<string, unknown>)[key];
    if (isDefault(f, value)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** '?a=1&b=2', or '' for the default state. */
export function urlStateSearch<S extends UrlSpec>(spec: S, state: Partial<UrlState<S>>): string {
  const text = serializeUrlState(spec, state).toString();
  return text ? `?${text}` : '';
}

/**
 * The API query string ('' or '?…') of a list's state in the API's spec (display-only keys such as
 * `view` are not in it). Without the gated access the gated filters, and a gated sort with its order,
 * are left out (the API would refuse them with 401/403), so a shared link still opens.
 */
export function gatedApiSearch<S extends UrlSpec>(apiSpec: S, state: Partial<UrlState<S>>, allowed: boolean, gated: { filters: ReadonlyArray<keyof S>; sort: boolean }): string {
  if (allowed) return urlStateSearch(apiSpec, state);
  const api: Record<string, unknown> = { ...state };
  for (const key of gated.filters) api[key as string] = null;
  if (gated.sort) {
    api.sort = null;
    api.order = null;
  }
  return urlStateSearch(apiSpec, api as Partial<UrlState<S>>);
}

/** A min–max filter's chip text: '1~5', '1 이상' or '5 이하' (one of the two is set). */
export const rangeLabel = (min: number | null, max: number | null, show: (v: number) => string): string =>
  min !== null && max !== null ? `${show(min)}~${show(max)}` : min !== null ? `${show(min)} 이상` : `${show(max!)} 이하`;

/** The keys whose value differs from the default (for active-filter chips and counts). */
export function activeKeys<S extends UrlSpec>(spec: S, state: UrlState<S>, keys: ReadonlyArray<keyof S> = Object.keys(spec)): Array<keyof S> {
  return keys.filter((key) => !isDefault(spec[key]!, state[key]));
}

export interface SetOptions {
  /** Keep the current page (by default every change but a page change goes back to page 1). */
  keepPage?: boolean;
  /** Replace the history entry instead of pushing one (typing in a search box). */
  replace?: boolean;
}

export interface UrlStateApi<S extends UrlSpec> {
  state: UrlState<S>;
  /** The current query string as the spec writes it ('' or '?…'). */
  search: string;
  set: (patch: Partial<UrlState<S>>, options?: SetOptions) => void;
  /** Back to the defaults, keeping the listed keys (e.g. the view or the sort). */
  reset: (keep?: ReadonlyArray<keyof S>) => void;
}

/**
 * The URL-backed state of a list page. Changes push a history entry without scrolling, so back/forward
 * walk through the views. On a static page it hydrates the defaults the server rendered and then reads the
 * address (useStaticSearchParams, ADR 035), so it needs no Suspense boundary above it. The state, `set` and `reset`
 * stay the same objects while the query's text does (ADR 041); a list shows it has read the address with LiveMark.
 *
 * The URL is written with the History API (Next keeps useSearchParams in step with it): the change is
 * in the address at once, so a second click before React re-renders builds on the first (two quick
 * filter clicks keep both), and no server round trip happens — the lists fetch their data on the client.
 */
export function useUrlState<S extends UrlSpec>(spec: S): UrlStateApi<S> {
  const { params } = useStaticSearchParams();
  const pathname = usePathname();
  const state = useMemo(() => parseUrlState(spec, params), [spec, params]);
  const search = urlStateSearch(spec, state);
  const go = useCallback((next: Partial<UrlState<S>>, replace?: boolean) => {
    const href = `${pathname}${urlStateSearch(spec, next)}`;
    if (replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
  }, [pathname, spec]);
  // The address as it is now (it may be ahead of the last render).
  const latest = useCallback((): UrlState<S> => (typeof window === 'undefined' ? state : parseUrlState(spec, new URLSearchParams(window.location.search))), [spec, state]);
  const set = useCallback((patch: Partial<UrlState<S>>, options: SetOptions = {}) => {
    const next: Record<string, unknown> = { ...latest(), ...patch };
    if ('page' in spec && !('page' in patch) && !options.keepPage) next.page = 1;
    go(next as Partial<UrlState<S>>, options.replace);
  }, [latest, spec, go]);
  const reset = useCallback((keep: ReadonlyArray<keyof S> = []) => {
    const next: Record<string, unknown> = { ...defaultUrlState(spec) };
    const now = latest();
    for (const key of keep) next[key as string] = now[key];
    go(next as Partial<UrlState<S>>);
  }, [spec, latest, go]);
  return { state, search, set, reset };
}
