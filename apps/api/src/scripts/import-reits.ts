// `npm run import:reits -- <files...> [--dry-run] [--force]`: imports REIT data files (CSV or XLSX; see
// docs/data-import.md). Uses the server's database settings (DATABASE_URL, else PGlite in SPI_DATA_DIR)
// and applies pending migrations first, as the server does. With PGlite, stop the API (`npm start`) first:
// one process at a time may open its data directory.
import { mainImportCli } from '../commands/imports/cli';
import { importReitFiles } from '../commands/reits/import-reit-files';

mainImportCli({
  usage: [
    '사용법 / Usage: npm run import:reits -- <파일...> [--dry-run] [--force]',
    '  파일: prices.csv, reit_prices.xlsx, 시트별 표가 든 통합문서(.xlsx) 등 (docs/data-import.md)',
    '  --dry-run  검사만 하고 쓰지 않습니다 / validate only, write nothing',
    '  --force    실행 중인 API 검사를 건너뜁니다 / skip the running-API check',
  ].join('\n'),
  failure: '리츠 데이터 가져오기에 실패했습니다 / REIT import failed.',
  run: (db, files, { dryRun }) => importReitFiles(db, files, { dryRun }),
});
