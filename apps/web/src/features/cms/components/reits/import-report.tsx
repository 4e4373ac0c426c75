import { REIT_IMPORT_TABLE_KEYS, type ReitImportReport, type ReitImportTableKey } from '@spi/core';
import forms from '../forms.module.css';
import styles from './reits-admin.module.css';

export const TABLE_LABELS: Record<ReitImportTableKey, string> = {
  reits: '기본정보', share_counts: '발행주식수', prices: '시세', dividends: '배당', financials: '재무', assets: '자산', leases: '임대차', debts: '차입금',
};

/** The importer's answer: per file its table and counts, then every problem by row and column. */
export function ImportReportView({ report, imported }: { report: ReitImportReport; imported: boolean }) {
  const errorCount = report.files.reduce((s, f) => s + f.errors.length, 0);
  const headline = !report.ok
    ? `오류 ${errorCount.toLocaleString('ko-KR')}건 — 고친 뒤 다시 검사해 주세요. 아무것도 쓰지 않았습니다.`
    : imported
      ? report.written ? '가져오기를 마쳤습니다.' : '모든 행이 이미 같아 바뀐 것이 없습니다.'
      : '오류가 없습니다. 가져오기를 누르면 아래 내용이 반영됩니다.';
  const sorted = [...report.files].sort((a, b) => REIT_IMPORT_TABLE_KEYS.indexOf(a.table ?? 'reits') - REIT_IMPORT_TABLE_KEYS.indexOf(b.table ?? 'reits'));
  return (
    <div className={styles.report} data-testid="reit-import-report" data-ok={report.ok}>
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
                <td>{f.table ? TABLE_LABELS[f.table] : '알 수 없음'}</td>
                <td className={forms.num}>{f.rows.toLocaleString('ko-KR')}</td>
                <td className={forms.num}>{f.inserted.toLocaleString('ko-KR')}</td>
                <td className={forms.num}>{f.updated.toLocaleString('ko-KR')}</td>
                <td className={forms.num}>{f.unchanged.toLocaleString('ko-KR')}</td>
                <td className={forms.num}>{f.errors.length > 0 ? <strong className={styles.bad}>{f.errors.length.toLocaleString('ko-KR')}</strong> : '0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.filter((f) => f.errors.length > 0).map((f) => (
        <details key={f.name} className={styles.errors} open>
          <summary>{f.name} 오류 {f.errors.length.toLocaleString('ko-KR')}건</summary>
          <div className={forms.tableWrap}>
            <table className={forms.table} data-testid="reit-import-errors">
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
