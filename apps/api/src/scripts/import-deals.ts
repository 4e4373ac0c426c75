// `npm run import:deals -- <files...> [--dry-run] [--force]`: imports deal files (CSV or XLSX, table
// `deals`; see docs/data-import.md). Same database rules as import:reits: DATABASE_URL, else PGlite in
// SPI_DATA_DIR (stop `npm start` first); pending migrations are applied first.
import { importDealFiles } from '../commands/deals/import-deal-files';
import { mainImportCli } from '../commands/imports/cli';

mainImportCli({
  usage: [
    '사용법 / Usage: npm run import:deals -- <파일...> [--dry-run] [--force]',
    '  파일: deals.csv, 2026-11-deals.xlsx 등 (표 deals; docs/data-import.md)',
    '  --dry-run  검사만 하고 쓰지 않습니다 / validate only, write nothing',
    '  --force    실행 중인 API 검사를 건너뜁니다 / skip the running-API check',
  ].join('\n'),
  failure: '딜정보 가져오기에 실패했습니다 / Deal import failed.',
  run: (db, files, { dryRun }) => importDealFiles(db, files, { dryRun }),
});
