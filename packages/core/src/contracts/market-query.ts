import { z } from 'zod';
import { isIsoDate } from '../reits/dates';

/**
 * Query-string pieces shared by the 딜정보 and 사모펀드 lists. The web's URL state and the API's query
 * string are the same text (the page passes its search params through), so every parser here accepts
 * exactly what the screens write: comma-separated codes, plain numbers, 'YYYY-MM-DD' dates. A bad value
 * is a 400 VALIDATION_FAILED with a Korean message naming the field, never a 500.
 */

/** 'OFFICE,LOGISTICS' → ['OFFICE', 'LOGISTICS'] (empty → []); unknown codes are an error. */
export function csvEnum<const V extends readonly [string, ...string[]]>(values: V, label: string) {
  return z
    .string()
    .max(500, `${label} 값이 너무 깁니다.`)
    .optional()
    .transform((raw, ctx): Array<V[number]> => {
      if (raw === undefined || raw.trim() === '') return [];
      const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = parts.filter((p) => !(values as readonly string[]).includes(p));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${label} 값이 올바르지 않습니다: ${bad.slice(0, 3).join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(parts)] as Array<V[number]>;
    });
}

/** An optional number in [min, max] ('' → undefined). */
export function optionalNumber(label: string, min: number, max: number) {
  return z
    .string()
    .max(32, `${label} 값이 너무 깁니다.`)
    .optional()
    .transform((raw, ctx): number | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const text = raw.trim().replace(/,/g, '');
      const n = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label}: 숫자를 입력해 주세요.` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label}: ${min}에서 ${max} 사이로 입력해 주세요.` });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional 'YYYY-MM-DD' date ('' → undefined). */
export function optionalDate(label: string) {
  return z
    .string()
    .max(10, `${label}: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.`)
    .optional()
    .transform((raw, ctx): string | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      if (!isIsoDate(raw.trim())) {
        ctx.addIssue({ code: 'custom', message: `${label}: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.` });
        return z.NEVER;
      }
      return raw.trim();
    });
}

/** Search within a list: trimmed, at most `max` characters ('' → undefined). */
export function searchText(max: number) {
  return z
    .string()
    .max(max, `검색어는 ${max}자 이하로 입력해 주세요.`)
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));
}

/** 1-based page; the page size one of `sizes`. */
export const listPageSchema = z
  .string()
  .max(6, '페이지 번호가 올바르지 않습니다.')
  .optional()
  .transform((raw, ctx): number => {
    if (raw === undefined || raw === '') return 1;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 10_000) {
      ctx.addIssue({ code: 'custom', message: '페이지 번호가 올바르지 않습니다.' });
      return z.NEVER;
    }
    return n;
  });

export function pageSizeSchema(sizes: readonly number[], fallback: number) {
  return z
    .string()
    .max(4, '한 페이지에 볼 개수가 올바르지 않습니다.')
    .optional()
    .transform((raw, ctx): number => {
      if (raw === undefined || raw === '') return fallback;
      const n = Number(raw);
      if (!sizes.includes(n)) {
        ctx.addIssue({ code: 'custom', message: `한 페이지에 볼 개수는 ${sizes.join(', ')} 중 하나입니다.` });
        return z.NEVER;
      }
      return n;
    });
}

/** `min` ≤ `max` for a pair of optional bounds; the issue lands on the `min` field. */
export function rangeIssue(label: string, min: number | string | undefined, max: number | string | undefined): string | null {
  if (min === undefined || max === undefined) return null;
  return min > max ? `${label}: 최소값이 최대값보다 큽니다.` : null;
}

/** Pagination of the deal and fund lists (1-based page). */
export const listPaginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type ListPagination = z.infer<typeof listPaginationSchema>;
