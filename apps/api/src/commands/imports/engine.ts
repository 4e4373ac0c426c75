/**
 * The table importer (docs/data-import.md), shared by every dataset (REIT data, deals, funds): CSV or XLSX
 * files, one table per file or per worksheet, validated completely (cells, cross-field rules, references,
 * duplicate keys within and across files) before anything is written. With any error in any file nothing
 * is written; otherwise every file is written in one transaction with upserts on each table's primary key,
 * so importing the same files twice changes nothing the second time (the report then says every row is
 * unchanged). A dataset is its table definitions in write order plus an after-write hook (search
 * documents, audit rows, the import record), which runs in the same transaction.
 */
import type { DataImportError, DataImportErrorCode, DataImportFileReport } from '@spi/core/contracts/data-import';
import type { Db } from '@spi/db';
import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { inTransaction } from '../transaction';
import type { Column, ColumnDoc } from './columns';
import { fileError, parseTableFile, type ParsedPart, type TableNaming } from './files';

export { MAX_FILE_BYTES, MAX_ROWS } from './files';

/** Errors listed per file; more are summarised by one TOO_MANY_ERRORS entry. */
export const MAX_ERRORS_PER_FILE = 1000;
/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
export const WRITE_BATCH_SIZE = 1000;

type Shape<C extends Record<string, Column<unknown>>> = { [K in keyof C]: C[K]['schema'] };
export type RowOf<C extends Record<string, Column<unknown>>> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

export interface RowProblem { column: string | null; code: DataImportErrorCode; message: string }

/** A column whose value must name a stored record or one declared by another table of the same import. */
export interface Reference {
  /** The CSV column reported on failure. */
  column: string;
  code: DataImportErrorCode;
  /** The database column holding the known values. */
  target: PgColumn;
  /** The table of the same import whose rows declare values too (their `declaredKey`). */
  declaredBy?: string;
  /** The value of a database row (camelCase) to check, or null for none. */
  valueOf(values: Record<string, unknown>): string | null;
  message(value: string): string;
}

export interface ImportTable<K extends string = string> {
  key: K;
  /** Korean name of the table, for docs and messages. */
  label: string;
  dbTable: PgTable;
  /** The CSV header, in order (snake_case names of the database columns). */
  columns: ColumnDoc[];
  /** Turns one row of cells (every column present, '' for empty) into typed values. */
  rowSchema: z.ZodObject;
  /** Rules across cells of one row. */
  check(row: never): RowProblem[];
  /** The database row (camelCase), without timestamps. */
  toDb(row: never): Record<string, unknown>;
  /** The primary key of a database row, as one string. */
  rowKey(values: Record<string, unknown>): string;
  /** Message for a key seen twice. */
  duplicateMessage(values: Record<string, unknown>): string;
  /** Primary-key columns (the upsert target; the first one scopes the read of stored rows). */
  primaryKey: PgColumn[];
  references: Reference[];
  /** The key a row declares for other tables' references, read from its raw cells (also when the row is invalid, so errors do not cascade). */
  declaredKey?(cells: Record<string, string>): string | null;
  /** Narrows the read of stored rows for comparison (e.g. the date range of price rows). */
  storedScope?(values: Array<Record<string, unknown>>): SQL | undefined;
  /** Written rows get `updatedAt = now`. */
  touchesUpdatedAt?: boolean;
}

export interface TableDefinition<K extends string, C extends Record<string, Column<unknown>>> {
  key: K;
  label: string;
  dbTable: PgTable;
  primaryKey: PgColumn[];
  cells: C;
  check?: (row: RowOf<C>) => RowProblem[];
  toDb: (row: RowOf<C>) => Record<string, unknown>;
  rowKey: (values: Record<string, unknown>) => string;
  duplicateMessage: (values: Record<string, unknown>) => string;
  references?: Reference[];
  declaredKey?: (cells: Record<string, string>) => string | null;
  storedScope?: (values: Array<Record<string, unknown>>) => SQL | undefined;
  touchesUpdatedAt?: boolean;
}

export function defineTable<K extends string, C extends Record<string, Column<unknown>>>(def: TableDefinition<K, C>): ImportTable<K> {
  const { cells, check, references, ...rest } = def;
  const shape = Object.fromEntries(Object.entries(cells).map(([name, c]) => [name, c.schema])) as Shape<C>;
  return {
    ...rest,
    columns: Object.entries(cells).map(([name, c]) => ({ name, ...c.doc })),
    rowSchema: z.object(shape),
    check: (check ?? (() => [])) as (row: never) => RowProblem[],
    toDb: def.toDb as (row: never) => Record<string, unknown>,
    references: references ?? [],
  };
}

/** One file's (or worksheet's) part of a report; `table` is the dataset's key. */
export type ImportFileReport<K extends string = string> = Omit<DataImportFileReport, 'table'> & { table: K | null };
export interface ImportReportOf<K extends string = string> { ok: boolean; written: boolean; files: Array<ImportFileReport<K>> }

/** A row about to be written, with the stored row it replaces (null for a new one). */
export interface PlannedRow { next: Record<string, unknown>; previous: Record<string, unknown> | null }
export interface WrittenTable<K extends string = string> { table: ImportTable<K>; rows: PlannedRow[] }
export interface FileSummary { name: string; table: string; rows: number; inserted: number; updated: number; unchanged: number }

export interface AfterWriteContext { importedBy: string | null; now: Date; files: FileSummary[] }

export interface ImportDataset<K extends string> {
  /** Every table, in write order (parents first). */
  tables: Record<K, ImportTable<K>>;
  keys: readonly K[];
  naming: TableNaming<K>;
  /** Runs in the write's transaction after the upserts (search documents, audit rows, the import record). */
  afterWrite(tx: Db, written: Array<WrittenTable<K>>, context: AfterWriteContext): Promise<void>;
}

export interface ImportOptions {
  /** users.id of the person importing. */
  importedBy?: string | null;
  /** Validate and count, write nothing. */
  dryRun?: boolean;
  now?: Date;
}

interface ValidRow { row: number; values: Record<string, unknown> }

interface Checked<K extends string> {
  report: ImportFileReport<K>;
  spec: ImportTable<K> | null;
  valid: ValidRow[];
  /** Keys every row declares (also invalid ones), so references to them do not cascade errors. */
  declared: Set<string>;
}

function checkPart<K extends string>(dataset: ImportDataset<K>, part: ParsedPart<K>): Checked<K> {
  const report: ImportFileReport<K> = { name: part.name, table: part.table, rows: part.rows.length, inserted: 0, updated: 0, unchanged: 0, errors: [...part.errors] };
  const spec = part.table ? dataset.tables[part.table] : null;
  const checked: Checked<K> = { report, spec, valid: [], declared: new Set() };
  if (!spec || part.errors.length > 0) return checked;
  const missing = spec.columns.filter((c) => c.required && !part.header.includes(c.name));
  for (const column of missing) report.errors.push({ row: 1, column: column.name, code: 'MISSING_COLUMN', message: `필수 열이 없습니다: ${column.name} (${column.label})` });
  if (missing.length > 0) return checked;

  const seen = new Map<string, number>();
  for (const { row, cells } of part.rows) {
    const declared = spec.declaredKey?.(cells);
    if (declared) checked.declared.add(declared);
    const input = Object.fromEntries(spec.columns.map((c) => [c.name, cells[c.name] ?? '']));
    const parsed = spec.rowSchema.safeParse(input);
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const code = (i.code === 'custom' ? (i.params?.importCode as DataImportErrorCode | undefined) : undefined) ?? 'INVALID_VALUE';
        report.errors.push({ row, column: typeof i.path[0] === 'string' ? i.path[0] : null, code, message: i.message });
      }
      continue;
    }
    const problems = spec.check(parsed.data as never);
    for (const p of problems) report.errors.push({ row, ...p });
    const values = spec.toDb(parsed.data as never);
    const key = spec.rowKey(values);
    const first = seen.get(key);
    if (first !== undefined) {
      report.errors.push({ row, column: null, code: 'DUPLICATE_KEY', message: `${spec.duplicateMessage(values)} — ${first}행과 겹칩니다.` });
      continue;
    }
    seen.set(key, row);
    if (problems.length === 0) checked.valid.push({ row, values });
  }
  return checked;
}

export async function existingValues(db: Db, column: PgColumn, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += WRITE_BATCH_SIZE) {
    const rows = (await db.select({ v: column }).from(column.table).where(inArray(column, unique.slice(i, i + WRITE_BATCH_SIZE)))) as Array<{ v: unknown }>;
    for (const r of rows) found.add(String(r.v));
  }
  return found;
}

/** Stored rows for the keys of `values`, by key. */
async function storedRows(db: Db, spec: ImportTable, values: Array<Record<string, unknown>>): Promise<Map<string, Record<string, unknown>>> {
  const table = spec.dbTable;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const out = new Map<string, Record<string, unknown>>();
  if (values.length === 0) return out;
  const scopeColumn = spec.primaryKey[0]!;
  const scopeKey = Object.entries(cols).find(([, c]) => c === scopeColumn)![0];
  const scopeValues = [...new Set(values.map((v) => String(v[scopeKey])))];
  const extra = spec.storedScope?.(values);
  for (let i = 0; i < scopeValues.length; i += WRITE_BATCH_SIZE) {
    const where = and(inArray(scopeColumn, scopeValues.slice(i, i + WRITE_BATCH_SIZE)), extra);
    const rows = (await db.select().from(table).where(where)) as Array<Record<string, unknown>>;
    for (const r of rows) out.set(spec.rowKey(r), r);
  }
  return out;
}

const comparable = (v: unknown): string => JSON.stringify(v ?? null);

function sameRow(next: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.keys(next).every((k) => comparable(next[k]) === comparable(stored[k]));
}

interface Plan<K extends string> { checked: Checked<K>; spec: ImportTable<K>; write: PlannedRow[] }

async function plan<K extends string>(db: Db, parts: Array<Checked<K>>): Promise<Array<Plan<K>>> {
  const plans: Array<Plan<K>> = [];
  for (const checked of parts) {
    const spec = checked.spec!;
    const values = checked.valid.map((v) => v.values);
    const stored = await storedRows(db, spec, values);
    const write: PlannedRow[] = [];
    for (const v of values) {
      const old = stored.get(spec.rowKey(v));
      if (!old) checked.report.inserted++;
      else if (sameRow(v, old)) {
        checked.report.unchanged++;
        continue;
      } else checked.report.updated++;
      write.push({ next: v, previous: old ?? null });
    }
    plans.push({ checked, spec, write });
  }
  return plans;
}

async function upsert(db: Db, spec: ImportTable, rows: Array<Record<string, unknown>>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  const cols = getTableColumns(spec.dbTable) as Record<string, PgColumn>;
  const keyNames = new Set(spec.primaryKey.map((c) => c.name));
  const withTime = spec.touchesUpdatedAt ? rows.map((r) => ({ ...r, updatedAt: now })) : rows;
  const set = Object.fromEntries(
    Object.keys(withTime[0]!)
      .filter((k) => !keyNames.has(cols[k]!.name))
      .map((k) => [k, sql.raw(`excluded."${cols[k]!.name}"`)]),
  );
  for (let i = 0; i < withTime.length; i += WRITE_BATCH_SIZE) {
    await db
      .insert(spec.dbTable)
      .values(withTime.slice(i, i + WRITE_BATCH_SIZE) as never)
      .onConflictDoUpdate({ target: spec.primaryKey, set: set as never });
  }
}

function capErrors(errors: DataImportError[]): DataImportError[] {
  const sorted = errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.row ?? 0) - (b.e.row ?? 0) || a.i - b.i)
    .map(({ e }) => e);
  if (sorted.length <= MAX_ERRORS_PER_FILE) return sorted;
  return [
    ...sorted.slice(0, MAX_ERRORS_PER_FILE),
    fileError('TOO_MANY_ERRORS', `오류가 너무 많아 처음 ${MAX_ERRORS_PER_FILE.toLocaleString('en-US')}개만 보여 줍니다 (전체 ${sorted.length.toLocaleString('en-US')}개).`),
  ];
}

/** Reads one file as a part (or parts) of `dataset`. */
export function parseDatasetFile<K extends string>(dataset: ImportDataset<K>, name: string, bytes: Uint8Array) {
  return parseTableFile(dataset.naming, name, bytes);
}

/**
 * Validates every file, then (when nothing is wrong anywhere and this is not a dry run) writes them all in
 * one transaction and runs the dataset's after-write hook. Counts say what was (or would be) inserted,
 * updated or left unchanged; with errors they are 0 and nothing is written.
 */
export async function runImport<K extends string>(
  db: Db,
  dataset: ImportDataset<K>,
  files: Array<{ name: string; bytes: Uint8Array }>,
  options: ImportOptions = {},
): Promise<ImportReportOf<K>> {
  const now = options.now ?? new Date();
  const parsed = await Promise.all(files.map((f) => parseTableFile(dataset.naming, f.name, f.bytes)));
  const checked = parsed.flatMap((f) => f.parts).map((part) => checkPart(dataset, part));

  // The same key in two files of one import (which one should win?) is an error too.
  const firstFile = new Map<string, string>();
  for (const c of checked) {
    if (!c.spec) continue;
    const spec = c.spec;
    const keep: ValidRow[] = [];
    for (const v of c.valid) {
      const key = `${spec.key}:${spec.rowKey(v.values)}`;
      const other = firstFile.get(key);
      if (other !== undefined && other !== c.report.name) {
        c.report.errors.push({ row: v.row, column: null, code: 'DUPLICATE_KEY', message: `${spec.duplicateMessage(v.values)} — 다른 파일(${other})에도 있습니다.` });
      } else {
        firstFile.set(key, c.report.name);
        keep.push(v);
      }
    }
    c.valid = keep;
  }

  // References: stored records, or records declared by a table of this import.
  const declared = new Map<string, Set<string>>();
  for (const c of checked) {
    if (!c.spec) continue;
    const set = declared.get(c.spec.key) ?? new Set<string>();
    for (const key of c.declared) set.add(key);
    declared.set(c.spec.key, set);
  }
  const isDeclared = (ref: Reference, value: string) => ref.declaredBy !== undefined && (declared.get(ref.declaredBy)?.has(value) ?? false);
  const wanted = new Map<PgColumn, string[]>();
  for (const c of checked) {
    for (const ref of c.spec?.references ?? []) {
      const list = wanted.get(ref.target) ?? [];
      for (const v of c.valid) {
        const value = ref.valueOf(v.values);
        if (value !== null && !isDeclared(ref, value)) list.push(value);
      }
      wanted.set(ref.target, list);
    }
  }
  const known = new Map<PgColumn, Set<string>>();
  for (const [column, values] of wanted) known.set(column, await existingValues(db, column, values));
  for (const c of checked) {
    if (!c.spec || c.spec.references.length === 0) continue;
    const refs = c.spec.references;
    c.valid = c.valid.filter((v) => {
      let ok = true;
      for (const ref of refs) {
        const value = ref.valueOf(v.values);
        if (value === null || isDeclared(ref, value) || known.get(ref.target)?.has(value)) continue;
        c.report.errors.push({ row: v.row, column: ref.column, code: ref.code, message: ref.message(value) });
        ok = false;
      }
      return ok;
    });
  }

  const ok = checked.every((c) => c.report.errors.length === 0);
  const finish = (written: boolean): ImportReportOf<K> => ({ ok, written, files: checked.map((c) => ({ ...c.report, errors: capErrors(c.report.errors) })) });
  if (!ok) return finish(false);

  const order = (c: Checked<K>) => dataset.keys.indexOf(c.spec!.key);
  const ordered = [...checked].sort((a, b) => order(a) - order(b));
  if (options.dryRun) {
    await plan(db, ordered);
    return finish(false);
  }
  const written = await inTransaction(db, async (tx) => {
    const plans = await plan(tx, ordered);
    if (plans.every((p) => p.write.length === 0)) return false;
    for (const p of plans) await upsert(tx, p.spec, p.write.map((w) => w.next), now);
    await dataset.afterWrite(tx, plans.map((p) => ({ table: p.spec, rows: p.write })), {
      importedBy: options.importedBy ?? null,
      now,
      files: checked.map((c) => ({ name: c.report.name, table: c.report.table!, rows: c.report.rows, inserted: c.report.inserted, updated: c.report.updated, unchanged: c.report.unchanged })),
    });
    return true;
  });
  return finish(written);
}
