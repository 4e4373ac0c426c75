import type { DataImportReport } from '@spi/core/contracts/data-import';
import forms from '../forms.module.css';
import styles from './data-import.module.css';
import { formatLocaleNumber } from '@spi/core';

/**
 * The importer's answer, whatever the dataset: per file its table and counts, then every problem by row
 * and column. `tableLabels` names the dataset's tables in write order (the files are listed in that order).
 */
export function ImportReportView({ report, imported, tableLabels, testIdPrefix = 'data-import' }: {
  report: DataImportReport;
  imported: boolean;
  tableLabels: Readonly<Record<string, string>>;
  testIdPrefix?: string;
}) {
  const errorCount = report.files.reduce((s, f) => s + f.errors.length, 0);
  const headline = !report.ok
    ? `오류 ${formatLocaleNumber(errorCount)}건 — 고친 뒤 다시 검사해 주세요. 아무것도 쓰지 않았습니다.`
    : imported
      ? report.written ? '가져오기를 마쳤습니다.' : '모든 행이 이미 같아 바뀐 것이 없습니다.'
      : '오류가 없습니다. 가져오기를 누르면 아래 내용이 반영됩니다.';
  const keys = Object.keys(tableLabels);
  const order = (table: string | null) => (table === null ? -1 : keys.indexOf(table));
  const sorted = [...report.files].sort((a, b) => order(a.table) - order(b.table));
  return (
    <div className={styles.report} data-testid={`${testIdPrefix}-report`} data-ok={report.ok}>
      <p className={report.ok ? styles.reportOk : styles.reportBad} role={report.ok ? 'status' : 'alert'}>{headline}</p>
      <div className={forms.tableWrap}>
        <table className={forms.table}>
          <thead>
            <tr><th scope="col">파일</th><th scope="col">표</th><th scope="col" className={forms.num}>행</th><th scope="col" className={forms.num}>추가</th><th scope="col" className={forms.num}>변경</th><th scope="col" className={forms.num}>동일</th><th scope="col" className={forms.num}>오류</th></tr>
          </thead>
          <tbody>
            {sorted.map((f) => (
              <tr key={f.name}>
                <th scope="row" className={styles.fileName}>{f.name}</th>
                <td>{f.table ? (tableLabels[f.table] ?? f.table) : '알 수 없음'}</td>
                <td className={forms.num}>{formatLocaleNumber(f.rows)}</td>
                <td className={forms.num}>{formatLocaleNumber(f.inserted)}</td>
                <td className={forms.num}>{formatLocaleNumber(f.updated)}</td>
                <td className={forms.num}>{formatLocaleNumber(f.unchanged)}</td>
                <td className={forms.num}>{f.errors.length > 0 ? <strong className={styles.bad}>{formatLocaleNumber(f.errors.length)}</strong> : '0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.filter((f) => f.errors.length > 0).map((f) => (
        <details key={f.name} className={styles.errors} open>
          <summary>{f.name} 오류 {formatLocaleNumber(f.errors.length)}건</summary>
          <div className={forms.tableWrap}>
            <table className={forms.table} data-testid={`${testIdPrefix}-errors`}>
              <thead><tr><th scope="col" className={forms.num}>행</th><th scope="col">열</th><th scope="col">내용</th></tr></thead>
              <tbody>
                {f.errors.map((e, i) => (
                  <tr key={i}>
                    <td className={forms.num}>{e.row ?? '—'}</td>
                    <td className={forms.nowrap}>{e.column ?? '—'}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </div>
  );
}
