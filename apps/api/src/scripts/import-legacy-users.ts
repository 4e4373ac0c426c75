// `npm run import:legacy-users -- <file.csv>`: imports accounts of the previous service for the
// find-e-mail flow. Uses the server's database settings (DATABASE_URL, else PGlite in SPI_DATA_DIR);
// with PGlite, stop the API first: one process at a time may open its data directory.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { koreanErrorMap } from '@spi/core/contracts/korean-error-map';
import { createDb, migrate } from '@spi/db';
import { z } from 'zod';
import { importLegacyUsers } from '../commands/import-legacy-users';
import { loadDatabaseSettings } from '../config';

z.config({ localeError: koreanErrorMap });

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('사용법: npm run import:legacy-users -- <파일.csv>  (열: legacy_user_id,email,provider,joined_at)');
    return 2;
  }
  // npm runs scripts from the repository root; a relative path means the caller's directory.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let csv: string;
  try {
    csv = await readFile(resolved, 'utf8');
  } catch {
    console.error(`파일을 읽을 수 없습니다: ${resolved}`);
    return 2;
  }
  const settings = loadDatabaseSettings();
  const db = await createDb({ url: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.pgliteDir });
  try {
    await migrate(db);
    const report = await importLegacyUsers(db.db, csv);
    for (const problem of report.invalid) console.error(`  ${problem.line}행: ${problem.message}`);
    console.info(`이전 회원 가져오기: 전체 ${report.total}행, 추가 ${report.inserted}, 갱신 ${report.updated}, 오류 ${report.invalid.length} (${db.kind})`);
    return report.invalid.some((problem) => problem.line === 1) ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('이전 회원 가져오기에 실패했습니다.', err);
    process.exit(1);
  },
);
