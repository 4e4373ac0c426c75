import type { ReitImportReport, ReitImportTableKey } from '@spi/core';
import { ImportReportView as DataImportReportView } from '../imports/import-report';

/** The REIT tables in write order, with the short labels the import screen shows. */
export const TABLE_LABELS: Record<ReitImportTableKey, string> = {
  reits: '기본정보', share_counts: '발행주식수', prices: '시세', dividends: '배당', financials: '재무', assets: '자산', leases: '임대차', debts: '차입금',
};

/** The REIT importer's answer (the shared report view with the REIT tables and test ids). */
export function ImportReportView({ report, imported }: { report: ReitImportReport; imported: boolean }) {
  return <DataImportReportView report={report} imported={imported} tableLabels={TABLE_LABELS} testIdPrefix="reit-import" />;
}
