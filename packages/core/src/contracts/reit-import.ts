import { z } from 'zod';

/**
 * The REIT data importer's report (apps/api/src/commands/reits/import-reit-files.ts; docs/data-import.md):
 * per file (or per worksheet of a workbook) the table it was read as, its data rows, what an import did
 * or would do with them, and every problem found. Nothing is written when any file has an error.
 */

/** The tables an import can fill, in the order they are written (parents before children). */
export const REIT_IMPORT_TABLE_KEYS = ['reits', 'share_counts', 'prices', 'dividends', 'financials', 'assets', 'leases', 'debts'] as const;
export type ReitImportTableKey = (typeof REIT_IMPORT_TABLE_KEYS)[number];

/** Stable codes for import problems (messages are Korean and may change; codes do not). */
export const REIT_IMPORT_ERROR_CODES = [
  'UNKNOWN_TICKER',
  'DUPLICATE_KEY',
  'INVALID_VALUE',
  'NEGATIVE_VALUE',
  'DATE_ORDER',
  'UNKNOWN_TABLE',
  'UNKNOWN_ASSET',
  'MISSING_COLUMN',
  'FILE_TOO_LARGE',
  'TOO_MANY_ROWS',
  'RANGE',
  /** The file has more errors than the report lists (the last entry of its list). */
  'TOO_MANY_ERRORS',
] as const;
export type ReitImportErrorCode = (typeof REIT_IMPORT_ERROR_CODES)[number];

export const reitImportErrorSchema = z.object({
  /** 1-based row as a spreadsheet shows it (the header is row 1); null for a problem of the whole file. */
  row: z.number().int().nullable(),
  /** The CSV header / column name, or null. */
  column: z.string().nullable(),
  code: z.enum(REIT_IMPORT_ERROR_CODES),
  message: z.string(),
});
export type ReitImportError = z.infer<typeof reitImportErrorSchema>;

export const reitImportFileReportSchema = z.object({
  /** The file name; for a workbook with one sheet per table, `book.xlsx [prices]`. */
  name: z.string(),
  table: z.enum(REIT_IMPORT_TABLE_KEYS).nullable(),
  /** Data rows (blank rows are skipped). */
  rows: z.number().int().min(0),
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  errors: z.array(reitImportErrorSchema),
});
export type ReitImportFileReport = z.infer<typeof reitImportFileReportSchema>;

export const reitImportReportSchema = z.object({
  /** True when no file has an error. */
  ok: z.boolean(),
  files: z.array(reitImportFileReportSchema),
  /** True when rows were written (false for a dry run, on errors, and when every row was unchanged). */
  written: z.boolean(),
});
export type ReitImportReport = z.infer<typeof reitImportReportSchema>;

/** POST /admin/reits/imports?dryRun=true: check the files and report what would change, write nothing. */
export const reitImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

/** One past import (reit_imports), newest first in GET /admin/reits/imports. */
export const reitImportRecordSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  importedBy: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), table: z.string(), rows: z.number().int(), inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })),
});
export type ReitImportRecord = z.infer<typeof reitImportRecordSchema>;
export const reitImportListSchema = z.object({ data: z.array(reitImportRecordSchema) });

/** Files one import accepts at most (reits, share counts, prices, dividends, financials, assets, leases, debts). */
export const REIT_IMPORT_MAX_FILES = 8;
