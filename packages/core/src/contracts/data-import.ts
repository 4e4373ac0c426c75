import { z } from 'zod';
import { REIT_IMPORT_ERROR_CODES } from './reit-import';

/**
 * The table importer's report, whatever the dataset (apps/api/src/commands/imports; docs/data-import.md):
 * REIT data (reit-import.ts narrows `table` to its keys), deals and funds. Per file (or per worksheet of
 * a workbook) the table it was read as, its data rows, what an import did or would do with them, and
 * every problem found. Nothing is written when any file has an error. A REIT import report is a valid
 * data import report, so screens can show either with one component.
 */

/** Stable codes for import problems (messages are Korean and may change; codes do not). */
export const DATA_IMPORT_ERROR_CODES = [
  ...REIT_IMPORT_ERROR_CODES,
  /** A fund id (buyer_fund_id, seller_fund_id, fund_assets.fund_id …) that is neither stored nor in the import. */
  'UNKNOWN_FUND',
  /** A deal id (fund_assets.deal_id) that is neither stored nor in the import. */
  'UNKNOWN_DEAL',
] as const;
export type DataImportErrorCode = (typeof DATA_IMPORT_ERROR_CODES)[number];

export const dataImportErrorSchema = z.object({
  /** 1-based row as a spreadsheet shows it (the header is row 1); null for a problem of the whole file. */
  row: z.number().int().nullable(),
  /** The CSV header / column name, or null. */
  column: z.string().nullable(),
  code: z.enum(DATA_IMPORT_ERROR_CODES),
  message: z.string(),
});
export type DataImportError = z.infer<typeof dataImportErrorSchema>;

export const dataImportFileReportSchema = z.object({
  /** The file name; for a workbook with one sheet per table, `book.xlsx [funds]`. */
  name: z.string(),
  /** The table key the file was read as (`deals`, `fund_assets`, `prices` …), or null when unknown. */
  table: z.string().nullable(),
  /** Data rows (blank rows are skipped). */
  rows: z.number().int().min(0),
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  errors: z.array(dataImportErrorSchema),
});
export type DataImportFileReport = z.infer<typeof dataImportFileReportSchema>;

export const dataImportReportSchema = z.object({
  /** True when no file has an error. */
  ok: z.boolean(),
  files: z.array(dataImportFileReportSchema),
  /** True when rows were written (false for a dry run, on errors, and when every row was unchanged). */
  written: z.boolean(),
});
export type DataImportReport = z.infer<typeof dataImportReportSchema>;

/** The datasets of data_imports (the REIT importer keeps its own reit_imports). */
export const DATA_IMPORT_DATASETS = ['deals', 'funds'] as const;
export type DataImportDataset = (typeof DATA_IMPORT_DATASETS)[number];

/** The tables of each dataset, in write order (parents first). */
export const DEAL_IMPORT_TABLE_KEYS = ['deals'] as const;
export const FUND_IMPORT_TABLE_KEYS = ['funds', 'fund_assets', 'fund_investors'] as const;
export type DealImportTableKey = (typeof DEAL_IMPORT_TABLE_KEYS)[number];
export type FundImportTableKey = (typeof FUND_IMPORT_TABLE_KEYS)[number];

/** POST /admin/deals/imports?dryRun=true (and funds): check the files and report what would change, write nothing. */
export const dataImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

/** One past import (data_imports), newest first in GET /admin/deals/imports and /admin/funds/imports. */
export const dataImportRecordSchema = z.object({
  id: z.string(),
  dataset: z.enum(DATA_IMPORT_DATASETS),
  createdAt: z.string(),
  importedBy: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), table: z.string(), rows: z.number().int(), inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })),
});
export type DataImportRecord = z.infer<typeof dataImportRecordSchema>;
export const dataImportListSchema = z.object({ data: z.array(dataImportRecordSchema) });

/** Files one deal or fund import accepts at most. */
export const DATA_IMPORT_MAX_FILES = 8;
/** Largest accepted file (the same limit as the REIT importer). */
export const DATA_IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
