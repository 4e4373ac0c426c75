/**
 * Reading uploaded files for the table importer: CSV (UTF-8 with or without BOM, or CP949) or XLSX
 * (recognised by content), one table per file, or one table per worksheet of a workbook.
 */
import { DATA_IMPORT_MAX_FILE_BYTES, type DataImportError, type DataImportErrorCode } from '@spi/core/contracts/data-import';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { clean } from './columns';

/** Largest accepted file. */
export const MAX_FILE_BYTES = DATA_IMPORT_MAX_FILE_BYTES;
/** Most data rows per file (or worksheet). */
export const MAX_ROWS = 200_000;

export interface ParsedRow {
  /** 1-based row as a spreadsheet shows it (header = row 1). */
  row: number;
  /** Cell text by normalised header name. */
  cells: Record<string, string>;
}

/** One table's worth of rows: a CSV file, an XLSX file read by its name, or one worksheet. */
export interface ParsedPart<K extends string = string> {
  /** Name shown in the report: the file name, or `book.xlsx [sheet]`. */
  name: string;
  table: K | null;
  header: string[];
  rows: ParsedRow[];
  /** Problems of the whole part (unknown table, too many rows, unreadable file). */
  errors: DataImportError[];
}

export interface ParsedFile<K extends string = string> {
  name: string;
  format: 'csv' | 'xlsx';
  parts: Array<ParsedPart<K>>;
}

/** How a dataset names its tables: the keys (for messages) and the table a file or sheet name stands for. */
export interface TableNaming<K extends string> {
  keys: readonly K[];
  detect(name: string): K | null;
}

export const fileError = (code: DataImportErrorCode, message: string): DataImportError => ({ row: null, column: null, code, message });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The table a file or sheet name stands for: a table key as a word of the base name ('prices.csv',
 * 'reit_prices.xlsx', '2026-11-prices.csv', 'share-counts.csv'). When `general` and another key both
 * match ('reits_prices.csv', 'funds_assets.csv'), the other key wins; two other keys are ambiguous (null).
 * A key also matches when its last word stands alone after the first ('fund-assets' for fund_assets).
 */
export function detectTableIn<K extends string>(keys: readonly K[], name: string, general?: K): K | null {
  const base = (name.split(/[\\/]/).pop() ?? name).toLowerCase().replace(/\.(csv|xlsx|txt)$/i, '');
  const found = keys.filter((key) => {
    const word = key.split('_').map(escapeRegex).join('[_\\- ]?');
    return new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9])`).test(base);
  });
  const specific = found.length > 1 && general !== undefined ? found.filter((key) => key !== general) : found;
  return specific.length === 1 ? specific[0]! : null;
}

const normalizeHeader = (cell: string) => clean(cell).toLowerCase().replace(/[\s-]+/g, '_');

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** UTF-8 (with or without BOM); files Excel saved as "CSV" in Korean Windows are CP949, read as EUC-KR. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

function toPart<K extends string>(naming: TableNaming<K>, name: string, table: K | null, grid: Array<{ row: number; cells: string[] }>): ParsedPart<K> {
  const errors: DataImportError[] = [];
  if (!table) errors.push(fileError('UNKNOWN_TABLE', `어느 표인지 알 수 없습니다: ${name} (파일 이름이나 시트 이름에 ${naming.keys.join(', ')} 중 하나를 넣어 주세요)`));
  const nonEmpty = grid.filter((r) => r.cells.some((c) => clean(c) !== ''));
  const headerRow = nonEmpty[0];
  if (!headerRow) return { name, table, header: [], rows: [], errors: table ? [fileError('MISSING_COLUMN', '머리글 행이 없습니다 (빈 파일).')] : errors };
  const header = headerRow.cells.map(normalizeHeader);
  const data = nonEmpty.slice(1);
  if (data.length > MAX_ROWS) {
    errors.push(fileError('TOO_MANY_ROWS', `행이 너무 많습니다: ${data.length.toLocaleString('en-US')}행 (최대 ${MAX_ROWS.toLocaleString('en-US')}행). 파일을 나누어 올려 주세요.`));
    return { name, table, header, rows: [], errors };
  }
  const rows = data.map(({ row, cells }) => {
    const record: Record<string, string> = {};
    header.forEach((column, i) => {
      if (column && !(column in record)) record[column] = cells[i] ?? '';
    });
    return { row, cells: record };
  });
  return { name, table, header, rows, errors };
}

/** Text of one XLSX cell: numbers as written by JS, dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return String((value as { text?: unknown }).text ?? '');
  if ('error' in value) return String(value.error);
  return '';
}

function sheetGrid(sheet: ExcelJS.Worksheet): Array<{ row: number; cells: string[] }> {
  const grid: Array<{ row: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    grid.push({ row: rowNumber, cells });
  });
  return grid;
}

/**
 * Reads one uploaded file. XLSX is recognised by its content (a zip), whatever the extension; a workbook
 * whose sheets are named after tables gives one part per sheet, otherwise its first non-empty sheet is
 * read as the table its file name says. Anything else is read as CSV (UTF-8 with or without BOM, or CP949).
 */
export async function parseTableFile<K extends string>(naming: TableNaming<K>, name: string, bytes: Uint8Array): Promise<ParsedFile<K>> {
  const zip = isZip(bytes);
  const format = zip ? 'xlsx' : 'csv';
  const detect = (n: string) => naming.detect(n);
  if (bytes.length > MAX_FILE_BYTES) {
    const mb = (bytes.length / 1024 / 1024).toFixed(1);
    return { name, format, parts: [{ name, table: detect(name), header: [], rows: [], errors: [fileError('FILE_TOO_LARGE', `파일이 너무 큽니다: ${mb}MB (최대 20MB). 파일을 나누어 올려 주세요.`)] }] };
  }
  if (!zip) {
    if (/\.xlsx?$/i.test(name)) {
      return { name, format, parts: [{ name, table: detect(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', 'XLSX 파일이 아닙니다 (오래된 .xls 형식은 .xlsx나 CSV로 저장해 주세요).')] }] };
    }
    let records: string[][];
    try {
      records = parseCsv(decodeText(bytes), { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { name, format, parts: [{ name, table: detect(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', `CSV를 읽을 수 없습니다: ${message}`)] }] };
    }
    return { name, format, parts: [toPart(naming, name, detect(name), records.map((cells, i) => ({ row: i + 1, cells })))] };
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { name, format, parts: [{ name, table: detect(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', `XLSX 파일을 읽을 수 없습니다: ${message}`)] }] };
  }
  const sheets = workbook.worksheets.map((sheet) => ({ sheet, grid: sheetGrid(sheet) })).filter((s) => s.grid.length > 0);
  const bySheetName = sheets.some(({ sheet }) => detect(sheet.name) !== null);
  if (bySheetName) {
    return { name, format, parts: sheets.map(({ sheet, grid }) => toPart(naming, `${name} [${sheet.name}]`, detect(sheet.name), grid)) };
  }
  const first = sheets[0];
  return { name, format, parts: [toPart(naming, name, detect(name), first?.grid ?? [])] };
}
