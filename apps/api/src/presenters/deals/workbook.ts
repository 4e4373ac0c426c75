import {
  DEAL_ASSET_TYPE_LABELS, DEAL_EXPORT_MAX_ROWS, DEAL_PARTY_TYPE_LABELS, DEAL_REGION_LABELS, DEAL_STATUS_LABELS, DEAL_STRUCTURE_LABELS, PRICE_QUALITY_LABELS,
  sampleDataLabel, sqmToPyeong,
} from '@spi/core';
import ExcelJS from 'exceljs';
import type { DealRow } from '../../loaders/deals/load-deals';

const EOK = '#,##0.0"억원"';
const MAN = '#,##0"만원"';
const PCT = '0.00%';
const AREA = '#,##0"㎡"';
const PYEONG = '#,##0.0"평"';
/** Amounts go into the sheet in 억원 (a number format cannot divide by 10^8); 평당가 in 만원. */
const eok = (v: number | null) => (v === null ? null : v / 1e8);
const man = (v: number | null) => (v === null ? null : Math.round(v / 1e4));

interface Column { header: string; width: number; numFmt?: string; value: (d: DealRow) => unknown }

const COLUMNS: Column[] = [
  { header: '딜 ID', width: 14, value: (d) => d.id },
  { header: '거래일', width: 12, value: (d) => d.dealDate },
  { header: '거래 상태', width: 10, value: (d) => DEAL_STATUS_LABELS[d.status] },
  { header: '자산명', width: 28, value: (d) => d.assetName },
  { header: '주소', width: 36, value: (d) => d.address },
  { header: '시·군·구', width: 14, value: (d) => d.district },
  { header: '권역', width: 14, value: (d) => DEAL_REGION_LABELS[d.region] },
  { header: '자산 유형', width: 12, value: (d) => DEAL_ASSET_TYPE_LABELS[d.assetType] },
  { header: '세부 유형', width: 12, value: (d) => d.subtype },
  { header: '연면적 (㎡)', width: 14, numFmt: AREA, value: (d) => d.gfaSqm },
  { header: '연면적 (평)', width: 14, numFmt: PYEONG, value: (d) => (d.gfaSqm === null ? null : sqmToPyeong(d.gfaSqm)) },
  { header: '대지면적 (㎡)', width: 14, numFmt: AREA, value: (d) => d.landSqm },
  { header: '준공연도', width: 10, value: (d) => d.completionYear },
  { header: '거래가 (억원)', width: 14, numFmt: EOK, value: (d) => eok(d.priceWon) },
  { header: '평당가 (만원/3.3㎡)', width: 18, numFmt: MAN, value: (d) => man(d.pricePerPyeongWon) },
  { header: '캡레이트 (%)', width: 12, numFmt: PCT, value: (d) => d.capRate },
  { header: '가격 정확도', width: 10, value: (d) => PRICE_QUALITY_LABELS[d.priceQuality] },
  { header: '거래 지분 (%)', width: 12, numFmt: '0%', value: (d) => d.stake },
  { header: '거래 구조', width: 14, value: (d) => DEAL_STRUCTURE_LABELS[d.structure] },
  { header: '매수자', width: 24, value: (d) => d.buyer },
  { header: '매수자 유형', width: 16, value: (d) => DEAL_PARTY_TYPE_LABELS[d.buyerType] },
  { header: '매도자', width: 24, value: (d) => d.seller },
  { header: '매도자 유형', width: 16, value: (d) => DEAL_PARTY_TYPE_LABELS[d.sellerType] },
  { header: '자산운용사', width: 20, value: (d) => d.amc },
  { header: '자문사', width: 24, value: (d) => d.advisor },
  { header: '대주', width: 24, value: (d) => d.lender },
  { header: 'LTV (%)', width: 10, numFmt: PCT, value: (d) => d.ltv },
  { header: '출처', width: 28, value: (d) => d.source },
];

/** The row of the column headers (the note and a blank row come first). */
export const DEAL_WORKBOOK_HEADER_ROW = 3;

/**
 * The filtered deal list as an .xlsx workbook (only for viewers with the export): one sheet, the
 * as-of / sample-data note on top, Korean headers with units, amounts in 억원, at most
 * DEAL_EXPORT_MAX_ROWS rows (the note says so when the list was longer). Numbers stay numbers.
 */
export async function buildDealWorkbook(rows: DealRow[], info: { asOf: string; isSample: boolean; source: string; total: number; filters: string }): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SPI 딜정보';
  wb.created = new Date(`${info.asOf}T09:00:00+09:00`);
  const ws = wb.addWorksheet('딜정보', { views: [{ state: 'frozen', ySplit: DEAL_WORKBOOK_HEADER_ROW }] });
  const parts = [`SPI 딜정보 · ${sampleDataLabel(info.asOf, info.isSample)} · 출처: ${info.source}`, `${info.total.toLocaleString('ko-KR')}건`];
  if (info.total > rows.length) parts.push(`최대 ${DEAL_EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건까지 내보냅니다`);
  if (info.filters) parts.push(`조건: ${info.filters}`);
  ws.getCell('A1').value = parts.join(' · ');
  ws.getCell('A1').font = { bold: true, color: { argb: 'FFB42318' } };
  ws.getRow(DEAL_WORKBOOK_HEADER_ROW).values = COLUMNS.map((c) => c.header);
  ws.getRow(DEAL_WORKBOOK_HEADER_ROW).font = { bold: true };
  COLUMNS.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    if (c.numFmt) col.numFmt = c.numFmt;
  });
  for (const d of rows) ws.addRow(COLUMNS.map((c) => c.value(d) ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
