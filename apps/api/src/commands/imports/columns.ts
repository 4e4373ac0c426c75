/**
 * Cells of the table importer (docs/data-import.md): every cell arrives as a string (CSV text, or an XLSX
 * value written out), and each column's zod schema turns it into the value stored, or reports an issue
 * with a Korean message and an import code. Shared by every dataset (REIT data, deals, funds).
 */
import type { DataImportErrorCode } from '@spi/core/contracts/data-import';
import { isIsoDate } from '@spi/core/reits/dates';
import { TICKER_PATTERN } from '@spi/core/reits/model';
import { z } from 'zod';

export interface ColumnDoc {
  name: string;
  type: 'text' | 'ticker' | 'integer' | 'number' | 'rate' | 'date' | 'enum' | 'months' | 'list' | 'boolean';
  /** Must be present in the header and non-empty in every row. */
  required: boolean;
  unit: string;
  /** Korean label used in messages and docs. */
  label: string;
  /** What the column holds and its rule. */
  rule: string;
  /** Value used for an empty cell or a missing optional column. */
  defaultValue?: string;
  values?: readonly string[];
}

export interface Column<T> {
  schema: z.ZodType<T, string>;
  doc: Omit<ColumnDoc, 'name'>;
}

type Ctx = z.core.$RefinementCtx<string>;

export function issue(ctx: Ctx, message: string, code: DataImportErrorCode = 'INVALID_VALUE'): never {
  ctx.addIssue({ code: 'custom', message, params: { importCode: code } });
  return z.NEVER;
}

/** The cell without a BOM and surrounding white space. */
export const clean = (raw: string) => raw.replace(/^\uFEFF/, '').trim();
/** The label with its topic particle (은/는). */
export const particle = (word: string) => {
  const last = word.charCodeAt(word.length - 1);
  const hasFinal = last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0;
  return `${word}${hasFinal ? '은' : '는'}`;
};
export const emptyMessage = (label: string) => `${label} 값이 비어 있습니다.`;
/** Characters PostgreSQL text cannot hold (NUL) or that only hide text (other C0 controls but tab and line ends). */
const CONTROL = { test: (text: string) => [...text].some((c) => (c < ' ' && c !== '\t' && c !== '\n' && c !== '\r') || c === '\u007f') };
const controlMessage = (label: string) => `${label}: 쓸 수 없는 제어 문자가 들어 있습니다.`;

export interface BaseOptions { label: string; rule: string; unit?: string }

export function textColumn(o: BaseOptions & { required?: boolean; defaultValue?: string; maxLength?: number }): Column<string> {
  const required = o.required ?? false;
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = clean(raw);
      if (!value && required) return issue(ctx, emptyMessage(o.label));
      if (CONTROL.test(value)) return issue(ctx, controlMessage(o.label));
      if (o.maxLength !== undefined && value.length > o.maxLength) return issue(ctx, `${particle(o.label)} ${o.maxLength}자 이하여야 합니다 (${value.length}자).`, 'RANGE');
      return value || (o.defaultValue ?? '');
    }),
    doc: { type: 'text', required, unit: o.unit ?? '', label: o.label, rule: o.rule, ...(required ? {} : { defaultValue: o.defaultValue ?? '' }) },
  };
}

/** Optional text: an empty cell is null. */
export function optionalTextColumn(o: BaseOptions & { pattern?: RegExp; patternMessage?: string; transform?: (value: string) => string }): Column<string | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = o.transform ? o.transform(clean(raw)) : clean(raw);
      if (!value) return null;
      if (CONTROL.test(value)) return issue(ctx, controlMessage(o.label));
      if (o.pattern && !o.pattern.test(value)) return issue(ctx, `${o.patternMessage ?? `${o.label}: 형식이 올바르지 않습니다`}: ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'text', required: false, unit: o.unit ?? '', label: o.label, rule: o.rule, defaultValue: '(empty = none)' },
  };
}

/** A required identifier, upper-cased, matching `pattern` (deal ids, fund codes). */
export function codeColumn(o: BaseOptions & { pattern: RegExp; patternMessage: string }): Column<string> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = clean(raw).toUpperCase();
      if (!value) return issue(ctx, emptyMessage(o.label));
      if (!o.pattern.test(value)) return issue(ctx, `${o.patternMessage}: ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'text', required: true, unit: '', label: o.label, rule: o.rule },
  };
}

/** KRX short code; a numeric code Excel shortened ('88980') gets its leading zeros back. */
export function normalizeTicker(raw: string): string {
  const value = clean(raw).toUpperCase();
  return /^\d{1,5}$/.test(value) ? value.padStart(6, '0') : value;
}

export function tickerColumn(label = '티커'): Column<string> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = normalizeTicker(raw);
      if (!value) return issue(ctx, emptyMessage(label));
      if (!TICKER_PATTERN.test(value)) return issue(ctx, `티커 형식이 아닙니다 (숫자·영문 대문자 6자리): ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'ticker', required: true, unit: '', label, rule: 'KRX short code, six digits or upper-case letters (293940, 0030R0); Excel-trimmed numeric codes are zero-padded.' },
  };
}

/** An optional ticker (a deal's buyer or seller REIT): empty → null. */
export function optionalTickerColumn(label: string, rule: string): Column<string | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      if (!clean(raw)) return null;
      const value = normalizeTicker(raw);
      if (!TICKER_PATTERN.test(value)) return issue(ctx, `${label}: 티커 형식이 아닙니다 (숫자·영문 대문자 6자리): ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'ticker', required: false, unit: '', label, rule, defaultValue: '(empty = none)' },
  };
}

export function parseNumber(raw: string): number | null {
  const text = clean(raw).replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export interface NumberOptions extends BaseOptions {
  integer?: boolean;
  /** Empty cell → null (else the column is required unless `defaultValue` is set). */
  nullable?: boolean;
  defaultValue?: number;
  /** 'positive' (> 0) or 'nonNegative' (≥ 0); violations are NEGATIVE_VALUE. */
  sign?: 'positive' | 'nonNegative';
  signMessage?: string;
  min?: number;
  max?: number;
  rangeMessage?: string;
  /** Multiplies the value read (억원 → 원: 1e8); the result is rounded to an integer when `integer`. */
  scale?: number;
}

export function numberColumn(o: NumberOptions & { nullable: true }): Column<number | null>;
export function numberColumn(o: NumberOptions): Column<number>;
export function numberColumn(o: NumberOptions): Column<number | null> {
  const required = !o.nullable && o.defaultValue === undefined;
  return {
    schema: z.string().transform((raw, ctx) => {
      if (!clean(raw)) {
        if (o.nullable) return null;
        if (o.defaultValue !== undefined) return o.defaultValue;
        return issue(ctx, emptyMessage(o.label));
      }
      const n = parseNumber(raw);
      if (n === null) return issue(ctx, `${o.label}: 숫자가 아닙니다: ${clean(raw)}`);
      if (o.integer && !o.scale && !Number.isSafeInteger(n)) return issue(ctx, `${o.label}: 정수가 아닙니다: ${clean(raw)}`);
      if (o.sign === 'positive' && n <= 0) return issue(ctx, o.signMessage ?? `${particle(o.label)} 0보다 커야 합니다.`, 'NEGATIVE_VALUE');
      if (o.sign === 'nonNegative' && n < 0) return issue(ctx, o.signMessage ?? `${particle(o.label)} 0 이상이어야 합니다.`, 'NEGATIVE_VALUE');
      if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) {
        return issue(ctx, o.rangeMessage ?? `${particle(o.label)} ${o.min}에서 ${o.max} 사이여야 합니다: ${clean(raw)}`, 'RANGE');
      }
      if (!o.scale) return n;
      const scaled = o.integer ? Math.round(n * o.scale) : n * o.scale;
      if (!Number.isSafeInteger(Math.round(scaled))) return issue(ctx, `${particle(o.label)} 너무 큽니다: ${clean(raw)}`, 'RANGE');
      return scaled;
    }),
    doc: {
      type: o.integer && !o.scale ? 'integer' : 'number',
      required,
      unit: o.unit ?? '',
      label: o.label,
      rule: o.rule,
      ...(o.defaultValue !== undefined ? { defaultValue: String(o.defaultValue) } : o.nullable ? { defaultValue: '(empty = unknown)' } : {}),
    },
  };
}

/** A fraction 0–1 ('0.045'); '4.5%' is read as 0.045. */
export function rateColumn(o: BaseOptions & { nullable: true }): Column<number | null>;
export function rateColumn(o: BaseOptions & { nullable?: false }): Column<number>;
export function rateColumn(o: BaseOptions & { nullable?: boolean }): Column<number | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const text = clean(raw);
      if (!text) return o.nullable ? null : issue(ctx, emptyMessage(o.label));
      const percent = text.endsWith('%');
      const n = parseNumber(percent ? text.slice(0, -1) : text);
      if (n === null) return issue(ctx, `${o.label}: 숫자가 아닙니다: ${text}`);
      const value = percent ? Number((n / 100).toPrecision(12)) : n;
      if (value < 0) return issue(ctx, `${particle(o.label)} 0 이상이어야 합니다.`, 'NEGATIVE_VALUE');
      if (value > 1) return issue(ctx, `${particle(o.label)} 0과 1 사이의 비율로 적습니다 (4.5% → 0.045): ${text}`, 'RANGE');
      return value;
    }),
    doc: { type: 'rate', required: !o.nullable, unit: 'fraction', label: o.label, rule: o.rule, ...(o.nullable ? { defaultValue: '(empty = unknown)' } : {}) },
  };
}

/** 'YYYY-MM-DD' (also 'YYYY.MM.DD' and 'YYYY/M/D'), a real calendar date. */
export function normalizeDate(raw: string): string {
  const text = clean(raw);
  const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : text;
}

export function dateColumn(o: BaseOptions & { nullable: true }): Column<string | null>;
export function dateColumn(o: BaseOptions & { nullable?: false }): Column<string>;
export function dateColumn(o: BaseOptions & { nullable?: boolean }): Column<string | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      if (!clean(raw)) return o.nullable ? null : issue(ctx, emptyMessage(o.label));
      const value = normalizeDate(raw);
      if (!isIsoDate(value)) return issue(ctx, `${o.label}: 올바른 날짜가 아닙니다 (YYYY-MM-DD): ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'date', required: !o.nullable, unit: 'YYYY-MM-DD', label: o.label, rule: o.rule, ...(o.nullable ? { defaultValue: '(empty = unknown)' } : {}) },
  };
}

const squash = (text: string) => text.replace(/[\s·()_\-/]+/g, '').toUpperCase();

/**
 * One of the codes. With `labels`, the Korean label is accepted too ('오피스' → OFFICE; 'CBD (도심)', 'CBD'
 * and '도심' → CBD), compared without spaces, brackets and middle dots.
 */
export function enumColumn<const V extends readonly [string, ...string[]]>(
  values: V,
  o: BaseOptions & { defaultValue?: V[number]; labels?: Partial<Record<V[number], string>>; aliases?: Record<string, V[number]> },
): Column<V[number]> {
  const byName = new Map<string, V[number]>();
  for (const value of values) byName.set(squash(value), value);
  for (const [value, label] of Object.entries(o.labels ?? {}) as Array<[V[number], string]>) {
    byName.set(squash(label), value);
    // 'CBD (도심)': the part in brackets names it too.
    const inner = /\(([^)]+)\)/.exec(label)?.[1];
    if (inner) byName.set(squash(inner), value);
  }
  for (const [alias, value] of Object.entries(o.aliases ?? {})) byName.set(squash(alias), value);
  const allowed = values.map((v) => {
    const label = o.labels?.[v as V[number]];
    return !label || label.includes(v) ? (label ?? v) : `${v}(${label})`;
  }).join(', ');
  return {
    schema: z.string().transform((raw, ctx) => {
      const text = clean(raw).toUpperCase();
      if (!text) return o.defaultValue ?? issue(ctx, emptyMessage(o.label));
      if ((values as readonly string[]).includes(text)) return text as V[number];
      const found = o.labels || o.aliases ? byName.get(squash(text)) : undefined;
      if (found) return found;
      return issue(ctx, `${o.label}: 허용되지 않는 값입니다: ${clean(raw)} (${allowed} 중 하나)`);
    }),
    doc: { type: 'enum', required: o.defaultValue === undefined, unit: '', label: o.label, rule: o.rule, values, ...(o.defaultValue ? { defaultValue: o.defaultValue } : {}) },
  };
}

/** Month numbers 1–12 separated by ';', ',', '/' or spaces ('6;12'). */
export function monthsColumn(o: BaseOptions): Column<number[]> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const parts = clean(raw).split(/[;,/\s]+/).filter(Boolean);
      const months: number[] = [];
      for (const part of parts) {
        const n = Number(part);
        if (!Number.isInteger(n) || n < 1 || n > 12) return issue(ctx, `${particle(o.label)} 1에서 12 사이의 월이어야 합니다: ${part}`, 'RANGE');
        if (!months.includes(n)) months.push(n);
      }
      return months.sort((a, b) => a - b);
    }),
    doc: { type: 'months', required: false, unit: 'month numbers', label: o.label, rule: o.rule, defaultValue: '(empty list)' },
  };
}

/** Names separated by '|' ('오피스|매각|CBD'): trimmed, empty ones dropped, duplicates dropped, order kept. */
export function listColumn(o: BaseOptions & { maxItems?: number; maxLength?: number }): Column<string[]> {
  return {
    schema: z.string().transform((raw, ctx) => {
      if (CONTROL.test(raw)) return issue(ctx, controlMessage(o.label));
      const items = [...new Set(clean(raw).split('|').map((t) => t.trim()).filter(Boolean))];
      if (o.maxItems !== undefined && items.length > o.maxItems) return issue(ctx, `${particle(o.label)} ${o.maxItems}개까지 적을 수 있습니다 (${items.length}개).`, 'RANGE');
      const long = o.maxLength !== undefined ? items.find((t) => t.length > o.maxLength!) : undefined;
      if (long) return issue(ctx, `${o.label}: ${o.maxLength}자를 넘는 항목이 있습니다: ${long.slice(0, 20)}…`, 'RANGE');
      return items;
    }),
    doc: { type: 'list', required: false, unit: "'|'-separated", label: o.label, rule: o.rule, defaultValue: '(empty list)' },
  };
}

const TRUE = new Set(['TRUE', 'Y', 'YES', '1', '예', 'O']);
const FALSE = new Set(['FALSE', 'N', 'NO', '0', '아니오', 'X']);

/** TRUE/FALSE (also Y/N, 1/0, 예/아니오); empty → the default. */
export function booleanColumn(o: BaseOptions & { defaultValue: boolean }): Column<boolean> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const text = clean(raw).toUpperCase();
      if (!text) return o.defaultValue;
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      return issue(ctx, `${o.label}: TRUE 또는 FALSE로 적어 주세요: ${clean(raw)}`);
    }),
    doc: { type: 'boolean', required: false, unit: 'TRUE/FALSE', label: o.label, rule: o.rule, defaultValue: o.defaultValue ? 'TRUE' : 'FALSE' },
  };
}
