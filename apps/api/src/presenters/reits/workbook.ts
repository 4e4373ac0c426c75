import {
  DOWNLOAD_SECTION_LABELS, METRIC_EXPLAINERS, periodFfo, PRICE_RANGE_LABELS, REIT_SECTOR_LABELS, REIT_SECURITY_TYPE_LABELS, sampleDataLabel, SQM_PER_PYEONG,
  type DownloadSection, type PriceRange,
} from '@spi/core';
import ExcelJS from 'exceljs';
import type { ReitDataset, ReitEntry } from '../../loaders/reits/reit-dataset';
import { rangeStart } from './series';

const WON = '#,##0"원"';
const EOK = '#,##0.0"억원"';
/** Amounts go into the sheets in 억원 (a number format cannot divide by 10^8). */
const eok = (v: number | null) => (v === null ? null : v / 1e8);
const PCT = '0.00%';
const MULT = '0.00"배"';
const YEARS = '0.0"년"';
const AREA = '#,##0"㎡"';

interface Column { header: string; key: string; width: number; numFmt?: string }

function sheet(wb: ExcelJS.Workbook, name: string, note: string, columns: Column[], rows: Array<Record<string, unknown>>): void {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.getCell('A1').value = note;
  ws.getCell('A1').font = { bold: true, color: { argb: 'FFB42318' } };
  ws.getRow(3).values = columns.map((c) => c.header);
  ws.getRow(3).font = { bold: true };
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    if (c.numFmt) col.numFmt = c.numFmt;
  });
  for (const r of rows) ws.addRow(columns.map((c) => r[c.key] ?? null));
}

/**
 * A REIT's data as an .xlsx workbook: one sheet per chosen section, each headed by the as-of date and,
 * for demo data, the sample-data note. Numbers stay numbers (with Korean unit formats), so the file
 * can be recalculated.
 */
export async function buildReitWorkbook(dataset: ReitDataset, e: ReitEntry, sections: DownloadSection[], range: PriceRange): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SPI 리츠포커스';
  wb.created = new Date(`${dataset.asOf}T09:00:00+09:00`);
  const note = `${e.row.nameKo} (${e.row.ticker}) · ${sampleDataLabel(dataset.asOf, dataset.isSample)} · 출처: ${dataset.source}`;
  const { data, metrics } = e;

  if (sections.includes('summary')) {
    const rows: Array<Record<string, unknown>> = [
      { label: '종목명', value: e.row.nameKo }, { label: '종목코드', value: e.row.ticker },
      { label: '섹터', value: REIT_SECTOR_LABELS[e.row.sector] }, { label: '증권 유형', value: REIT_SECURITY_TYPE_LABELS[e.row.securityType] },
      { label: 'AMC', value: e.row.amc }, { label: '상장일', value: e.row.listedOn }, { label: '주가 (원)', value: e.price },
    ];
    const show: Array<[keyof typeof metrics, string, string]> = [
      ['marketCap', METRIC_EXPLAINERS.marketCap.title, '원'], ['pNav', 'P/NAV', '배'], ['pFfo', 'P/FFO', '배'], ['dividendYield', METRIC_EXPLAINERS.dividendYield.title, '%'],
      ['indicatedYield', METRIC_EXPLAINERS.indicatedYield.title, '%'], ['ltv', 'LTV', '%'], ['debtToAssets', '부채비율 (차입금/자산총계)', '%'],
      ['interestCoverage', METRIC_EXPLAINERS.interestCoverage.title, '배'], ['netDebtToEbitda', METRIC_EXPLAINERS.netDebtToEbitda.title, '배'],
      ['wale', 'WALE (임대료 가중)', '년'], ['occupancy', METRIC_EXPLAINERS.occupancy.title, '%'], ['impliedCapRate', METRIC_EXPLAINERS.impliedCapRate.title, '%'],
      ['return1Y', '1년 총수익률', '%'],
    ];
    for (const [key, label, unit] of show) {
      const m = metrics[key];
      rows.push({ label: `${label} (${unit})`, value: m.value === null ? '-' : unit === '%' ? m.value : m.value, reason: m.value === null ? m.reason : '' , fmt: unit });
    }
    const ws = wb.addWorksheet(DOWNLOAD_SECTION_LABELS.summary);
    ws.getCell('A1').value = note;
    ws.getCell('A1').font = { bold: true, color: { argb: 'FFB42318' } };
    ws.getRow(3).values = ['항목', '값', '비고'];
    ws.getRow(3).font = { bold: true };
    ws.getColumn(1).width = 32; ws.getColumn(2).width = 22; ws.getColumn(3).width = 36;
    for (const r of rows) {
      const row = ws.addRow([r.label, r.value ?? '-', r.reason ?? '']);
      const fmt = r.fmt === '%' ? PCT : r.fmt === '배' ? MULT : r.fmt === '년' ? YEARS : r.fmt === '원' ? WON : undefined;
      if (fmt && typeof r.value === 'number') row.getCell(2).numFmt = fmt;
    }
  }
  if (sections.includes('prices')) {
    const from = rangeStart(dataset.asOf, range);
    sheet(wb, DOWNLOAD_SECTION_LABELS.prices, `${note} · 기간: ${PRICE_RANGE_LABELS[range]}`, [
      { header: '일자', key: 'date', width: 12 }, { header: '시가', key: 'open', width: 10, numFmt: WON }, { header: '고가', key: 'high', width: 10, numFmt: WON },
      { header: '저가', key: 'low', width: 10, numFmt: WON }, { header: '종가', key: 'close', width: 10, numFmt: WON }, { header: '거래량 (주)', key: 'volume', width: 14, numFmt: '#,##0' },
      { header: '수정계수', key: 'adjFactor', width: 10, numFmt: '0.0000' },
    ], data.prices.filter((p) => p.date >= from).reverse() as unknown as Array<Record<string, unknown>>);
  }
  if (sections.includes('dividends')) {
    sheet(wb, DOWNLOAD_SECTION_LABELS.dividends, note, [
      { header: '배당기준일', key: 'recordDate', width: 12 }, { header: '배당락일', key: 'exDate', width: 12 }, { header: '지급일', key: 'paymentDate', width: 12 },
      { header: '주당배당금', key: 'dps', width: 12, numFmt: WON }, { header: '구분', key: 'kindLabel', width: 8 },
    ], [...data.dividends].reverse().map((d) => ({ ...d, kindLabel: d.kind === 'SPECIAL' ? '특별' : '정기' })));
  }
  if (sections.includes('financials')) {
    sheet(wb, DOWNLOAD_SECTION_LABELS.financials, `${note} · 금액 단위: 억원`, [
      { header: '결산일', key: 'periodEnd', width: 12 }, { header: '기간 (개월)', key: 'periodMonths', width: 10 },
      ...(['revenue', 'noi', 'netIncome', 'ffo', 'ebitda', 'interestExpense', 'totalAssets', 'debt', 'cash', 'equity', 'appraisedValue'] as const).map((k) => ({
        header: { revenue: '매출', noi: 'NOI', netIncome: '당기순이익', ffo: 'FFO', ebitda: 'EBITDA', interestExpense: '이자비용', totalAssets: '자산총계', debt: '차입금', cash: '현금', equity: '자본총계', appraisedValue: '감정평가액' }[k],
        key: k, width: 14, numFmt: EOK,
      })),
    ], [...data.financials].reverse().map((f) => ({
      periodEnd: f.periodEnd, periodMonths: f.periodMonths, revenue: eok(f.revenue), noi: eok(f.noi), netIncome: eok(f.netIncome), ffo: eok(periodFfo(f)), ebitda: eok(f.ebitda),
      interestExpense: eok(f.interestExpense), totalAssets: eok(f.totalAssets), debt: eok(f.debt), cash: eok(f.cash), equity: eok(f.equity), appraisedValue: eok(f.appraisedValue),
    })));
  }
  if (sections.includes('assets')) {
    const leases = new Map<string, number>();
    for (const l of data.leases) leases.set(l.assetId, (leases.get(l.assetId) ?? 0) + 1);
    sheet(wb, DOWNLOAD_SECTION_LABELS.assets, note, [
      { header: '자산명', key: 'name', width: 28 }, { header: '유형', key: 'type', width: 10 }, { header: '권역', key: 'region', width: 8 }, { header: '주소', key: 'address', width: 32 },
      { header: '연면적 (㎡)', key: 'gfaSqm', width: 12, numFmt: AREA }, { header: '연면적 (평)', key: 'gfaPyeong', width: 12, numFmt: '#,##0"평"' },
      { header: '감정평가액', key: 'appraisedValue', width: 14, numFmt: EOK }, { header: '평가일', key: 'appraisedOn', width: 12 }, { header: '임대율', key: 'occupancy', width: 8, numFmt: PCT },
    ], e.assets.map((a) => ({ ...a, appraisedValue: eok(a.appraisedValue), gfaPyeong: a.gfaSqm === null ? null : a.gfaSqm / SQM_PER_PYEONG })));
    sheet(wb, '임대차', note, [
      { header: '자산', key: 'asset', width: 28 }, { header: '임차인', key: 'tenant', width: 20 }, { header: '임대면적 (㎡)', key: 'areaSqm', width: 14, numFmt: AREA },
      { header: '연 임대료', key: 'annualRent', width: 14, numFmt: EOK }, { header: '만기', key: 'expiresOn', width: 12 },
    ], data.leases.map((l) => ({ ...l, annualRent: eok(l.annualRent), asset: e.assets.find((a) => a.id === l.assetId)?.name ?? l.assetId })));
  }
  if (sections.includes('debts')) {
    sheet(wb, DOWNLOAD_SECTION_LABELS.debts, note, [
      { header: '대주', key: 'lender', width: 16 }, { header: '금액', key: 'amount', width: 14, numFmt: EOK }, { header: '금리', key: 'rate', width: 8, numFmt: PCT },
      { header: '금리 유형', key: 'rateTypeLabel', width: 10 }, { header: '만기', key: 'maturesOn', width: 12 },
    ], data.debts.map((d) => ({ ...d, amount: eok(d.amount), rateTypeLabel: d.rateType === 'FIXED' ? '고정' : '변동' })));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
