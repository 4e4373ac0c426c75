'use client';

import Link from '@/components/ui/app-link';
import { DATA_IMPORT_MAX_FILES, type DataImportDataset } from '@spi/core/contracts/data-import';
import forms from '../forms.module.css';
import { CmsPageHeader } from '../shell/cms-shell';
import { DataImportPanel } from './data-import-panel';
import styles from './data-import.module.css';
import { marketImportKeys, uploadMarketFiles, useMarketImports } from './market-import-api';
import { DEAL_IMPORT_COLUMNS, FUND_IMPORT_COLUMNS, type ImportTableColumns } from './market-import-columns';

interface DatasetCopy {
  title: string;
  description: string;
  listHref: string;
  listLabel: string;
  tables: readonly ImportTableColumns[];
  hint: string;
  rules: readonly string[];
  writtenMessage: string;
  emptyHistory: { title: string; description: string };
}

const COPY: Record<DataImportDataset, DatasetCopy> = {
  deals: {
    title: '딜정보 가져오기',
    description: '거래 사례 파일(CSV·XLSX)을 한꺼번에 가져옵니다. 먼저 검사하고, 오류가 없을 때만 가져올 수 있습니다. 같은 파일을 다시 가져와도 결과는 같고, 바뀐 딜마다 변경 이력이 남습니다.',
    listHref: '/admin/deals',
    listLabel: '딜정보 목록',
    tables: DEAL_IMPORT_COLUMNS,
    hint: `파일 이름에 deals가 들어가야 합니다(예: deals.csv, 2026-11-deals.xlsx). 파일당 20MB, ${DATA_IMPORT_MAX_FILES}개까지.`,
    rules: [
      '거래가(price_eok)는 억원 단위로 적습니다 (1,234.5 → 1,234억 5천만원). 평당가는 거래가·연면적·지분으로 계산합니다.',
      '캡레이트·LTV·지분은 비율(0.045) 또는 퍼센트(4.5%)로 적습니다. 지분을 비우면 100%입니다.',
      '권역·자산 유형·거래 상태 등은 코드(CBD, OFFICE, CLOSED)나 한글(도심, 오피스, 완료)로 적을 수 있습니다.',
      '리츠 티커와 펀드 코드는 이미 등록된 것만 연결할 수 있습니다. 태그는 |로 구분합니다.',
    ],
    writtenMessage: '딜정보를 가져왔습니다. 딜정보 화면에 바로 반영됩니다.',
    emptyHistory: { title: '아직 가져온 딜정보 파일이 없습니다.', description: '파일로 가져오면 여기에 기록이 남습니다.' },
  },
  funds: {
    title: '사모펀드 가져오기',
    description: '펀드, 기초자산, 투자자 파일(CSV·XLSX)을 한꺼번에 가져옵니다. 먼저 검사하고, 오류가 없을 때만 가져올 수 있습니다. 같은 파일을 다시 가져와도 결과는 같고, 바뀐 펀드마다 변경 이력이 남습니다.',
    listHref: '/admin/funds',
    listLabel: '사모펀드 목록',
    tables: FUND_IMPORT_COLUMNS,
    hint: `파일 이름이나 시트 이름으로 표를 알아봅니다: funds(펀드), fund_assets(기초자산), fund_investors(투자자). XLSX는 표마다 시트 하나. 파일당 20MB, ${DATA_IMPORT_MAX_FILES}개까지.`,
    rules: [
      '금액(설정원본·AUM·NAV·약정액)은 억원 단위로 적습니다. 비율은 0.065 또는 6.5%로 적습니다.',
      '기초자산과 투자자는 펀드 코드(fund_id)와 순번(seq)으로 구분합니다. 같은 가져오기에 있거나 이미 등록된 펀드만 쓸 수 있습니다.',
      '기초자산의 딜 ID(deal_id)는 이미 등록된 딜만 연결할 수 있습니다. 판매사는 |로 구분합니다.',
      '파일에 없는 기초자산·투자자는 지우지 않습니다. 지우려면 펀드 편집 화면을 이용해 주세요.',
    ],
    writtenMessage: '사모펀드 데이터를 가져왔습니다. 사모펀드 화면에 바로 반영됩니다.',
    emptyHistory: { title: '아직 가져온 사모펀드 파일이 없습니다.', description: '파일로 가져오면 여기에 기록이 남습니다.' },
  },
};

/** The required and optional columns of each table, inline (the docs are not served). */
function ColumnGuide({ tables, rules }: { tables: readonly ImportTableColumns[]; rules: readonly string[] }) {
  return (
    <section className={forms.card} aria-labelledby="import-columns-title">
      <h2 id="import-columns-title" className={forms.cardTitle}>파일 형식</h2>
      <div className={styles.columns}>
        <p className={forms.hint}>첫 행은 열 이름(머리글)입니다. 열 순서는 상관없고, 굵은 열은 반드시 있어야 합니다. CSV는 UTF-8이나 엑셀의 CSV(CP949) 모두 읽습니다.</p>
        {tables.map((t) => (
          <div key={t.key}>
            <h3 className={forms.groupTitle}>{t.key} ({t.label})</h3>
            <ul className={styles.columnList} aria-label={`${t.label} 열`} data-testid={`import-columns-${t.key}`}>
              {t.required.map((c) => <li key={c} className={`${styles.columnItem} ${styles.required}`}>{c}<span className="visually-hidden"> (필수)</span></li>)}
              {t.optional.map((c) => <li key={c} className={styles.columnItem}>{c}</li>)}
            </ul>
          </div>
        ))}
        <ul className={forms.hint}>
          {rules.map((rule) => <li key={rule}>{rule}</li>)}
        </ul>
      </div>
    </section>
  );
}

/** /admin/deals/import and /admin/funds/import: the deal and fund data import (editors and admins). */
export function MarketImportScreen({ dataset }: { dataset: DataImportDataset }) {
  const copy = COPY[dataset];
  const imports = useMarketImports(dataset);
  const tableLabels = Object.fromEntries(copy.tables.map((t) => [t.key, t.label]));
  return (
    <>
      <CmsPageHeader title={copy.title} description={copy.description} actions={<Link href={copy.listHref} className={forms.linkButton}>{copy.listLabel}</Link>} />
      <ColumnGuide tables={copy.tables} rules={copy.rules} />
      <DataImportPanel
        upload={(files, dryRun, options) => uploadMarketFiles(dataset, files, dryRun, options)}
        history={imports}
        historyKey={marketImportKeys.imports(dataset)}
        maxFiles={DATA_IMPORT_MAX_FILES}
        tableLabels={tableLabels}
        hint={copy.hint}
        writtenMessage={copy.writtenMessage}
        emptyHistory={copy.emptyHistory}
        testIdPrefix={`${dataset}-import`}
      />
    </>
  );
}
