// `npm run import:funds -- <files...> [--dry-run] [--force]`: imports fund files (CSV or XLSX, tables
// `funds`, `fund_assets`, `fund_investors`; see docs/data-import.md). Same database rules as
// import:reits: DATABASE_URL, else PGlite in SPI_DATA_DIR (stop `npm start` first).
import { importFundFiles } from '../commands/funds/import-fund-files';
import { mainImportCli } from '../commands/imports/cli';

mainImportCli({
  usage: [
    '사용법 / Usage: npm run import:funds -- <파일...> [--dry-run] [--force]',
    '  파일: funds.csv, fund_assets.csv, fund_investors.csv, 또는 시트별 표가 든 통합문서(.xlsx) (docs/data-import.md)',
    '  --dry-run  검사만 하고 쓰지 않습니다 / validate only, write nothing',
    '  --force    실행 중인 API 검사를 건너뜁니다 / skip the running-API check',
  ].join('\n'),
  failure: '사모펀드 가져오기에 실패했습니다 / Fund import failed.',
  run: (db, files, { dryRun }) => importFundFiles(db, files, { dryRun }),
});
