// The command-line side of the table importer: `npm run import:reits|deals|funds -- <files...> [--dry-run]
// [--force]`. Uses the server's database settings (DATABASE_URL, else PGlite in SPI_DATA_DIR) and applies
// pending migrations first, as the server does. With PGlite, stop the API (`npm start`) first: one process
// at a time may open its data directory.
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { koreanErrorMap } from '@spi/core/contracts/korean-error-map';
import type { DataImportReport } from '@spi/core/contracts/data-import';
import { createDb, migrate, type Db, type DbHandle } from '@spi/db';
import { z } from 'zod';
import { loadDatabaseSettings } from '../../config';

const MAX_PRINTED_ERRORS = 50;

const LOCK_HINT = [
  'PGlite 데이터 디렉터리는 한 번에 한 프로세스만 열 수 있습니다. `npm start`(API)를 먼저 멈춘 뒤 다시 실행해 주세요.',
  'The PGlite data directory can be opened by one process at a time: stop `npm start` (the API) first, then run this again.',
].join('\n');

/** True when something accepts connections on host:port (the API, when it is running). */
function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function formatImportReport(report: DataImportReport, options: { dryRun: boolean; database: string }): string {
  const lines: string[] = [];
  for (const file of report.files) {
    const counts = report.ok ? `추가 ${file.inserted}, 갱신 ${file.updated}, 변경 없음 ${file.unchanged}` : '—';
    lines.push(`${file.name}: 표 ${file.table ?? '(알 수 없음)'}, ${file.rows}행, ${counts}${file.errors.length ? `, 오류 ${file.errors.length}` : ''}`);
  }
  const errors = report.files.flatMap((file) => file.errors.map((error) => ({ file: file.name, ...error })));
  if (errors.length > 0) {
    lines.push('', `오류 ${errors.length}개${errors.length > MAX_PRINTED_ERRORS ? ` (처음 ${MAX_PRINTED_ERRORS}개)` : ''}:`);
    for (const e of errors.slice(0, MAX_PRINTED_ERRORS)) {
      lines.push(`  ${e.file}${e.row !== null ? `:${e.row}` : ''}${e.column ? ` ${e.column}` : ''} — ${e.message} [${e.code}]`);
    }
    lines.push('', '오류가 있어 아무것도 쓰지 않았습니다 / Nothing was written because of the errors above.');
  } else if (options.dryRun) {
    lines.push('', `검사 통과 (--dry-run: 쓰지 않음) / Valid; dry run, nothing written. (${options.database})`);
  } else if (report.written) {
    lines.push('', `가져오기 완료 / Imported in one transaction. (${options.database})`);
  } else {
    lines.push('', `바뀐 행이 없습니다 / Every row is already up to date; nothing written. (${options.database})`);
  }
  return lines.join('\n');
}

export interface ImportCli {
  /** The usage text (Korean / English). */
  usage: string;
  /** Printed when the import throws, e.g. '딜정보 가져오기에 실패했습니다 / Deal import failed.' */
  failure: string;
  run(db: Db, files: Array<{ name: string; bytes: Uint8Array }>, options: { dryRun: boolean }): Promise<DataImportReport>;
}

/** Exit code 0 when the import succeeded (or nothing changed), 1 on any error, 2 on bad arguments or unreadable files. */
export async function runImportCli(cli: ImportCli, args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const force = args.includes('--force');
  const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--dry-run' && a !== '--force');
  const names = args.filter((a) => !a.startsWith('--'));
  if (names.length === 0 || unknownFlags.length > 0 || args.includes('-h')) {
    console.error(cli.usage);
    return 2;
  }

  // npm runs scripts from the repository root; a relative path means the caller's directory.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const files: Array<{ name: string; bytes: Uint8Array }> = [];
  for (const name of names) {
    const resolved = path.resolve(cwd, name);
    try {
      files.push({ name: path.basename(resolved), bytes: new Uint8Array(await readFile(resolved)) });
    } catch {
      console.error(`파일을 읽을 수 없습니다 / Cannot read file: ${resolved}`);
      return 2;
    }
  }

  const settings = loadDatabaseSettings();
  if (!settings.databaseUrl && !force) {
    const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
    if (await listening(port)) {
      console.error(`API가 실행 중인 것 같습니다 (127.0.0.1:${port}) / The API seems to be running.`);
      console.error(LOCK_HINT);
      console.error('(다른 프로그램이 이 포트를 쓰고 있다면 --force / if another program uses this port, pass --force)');
      return 1;
    }
  }

  let db: DbHandle;
  try {
    db = await createDb({ url: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.pgliteDir });
    await migrate(db);
  } catch (err) {
    console.error('데이터베이스를 열 수 없습니다 / Cannot open the database.', err);
    if (!settings.databaseUrl) console.error(LOCK_HINT);
    return 1;
  }
  try {
    const report = await cli.run(db.db, files, { dryRun });
    const database = db.kind === 'pglite' ? `pglite: ${settings.pgliteDir}` : 'postgres';
    const text = formatImportReport(report, { dryRun, database });
    if (report.ok) console.info(text);
    else console.error(text);
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

/** Runs the CLI for process.argv and exits with its code. */
export function mainImportCli(cli: ImportCli): void {
  z.config({ localeError: koreanErrorMap });
  runImportCli(cli, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(cli.failure, err);
      process.exit(1);
    },
  );
}
