import {
  DEAL_ASSET_TYPE_LABELS, DEAL_REGION_LABELS, FUND_INVESTOR_TYPE_LABELS, FUND_KIND_LABELS, FUND_LEGAL_FORM_LABELS, FUND_REDEMPTION_LABELS,
  FUND_REPORT_KIND_LABELS, FUND_STATUS_LABELS, FUND_STRATEGIES, FUND_STRATEGY_LABELS,
  type AdminFundResponse, type FundAccess, type FundDetail, type FundListItem, type FundReport, type FundStatisticsResponse,
} from '@spi/core';
import { seoulDay } from '../../loaders/load-article-access';
import { gated, presentMarketNote } from '../deals/market';
import { FUND_SOURCE, type FundCounts, type FundNote, type FundRecord, type FundReportRow, type FundRow, type FundStatisticsRows } from '../../loaders/funds/load-funds';

/**
 * The 사모펀드 presenters (ADR 019): gated fields become null here and nowhere else, by the viewer's
 * `fundAccessOf` (figures, statistics, reports); every response carries that access so screens draw a lock.
 */
export function presentFundNote(note: FundNote, now: number) {
  return presentMarketNote(note, seoulDay(now), FUND_SOURCE);
}

export function presentFundListItem(row: FundRow, counts: FundCounts, access: FundAccess): FundListItem {
  return {
    id: row.id,
    name: row.name,
    amc: row.amc,
    kind: row.kind,
    kindLabel: FUND_KIND_LABELS[row.kind],
    legalForm: row.legalForm,
    legalFormLabel: FUND_LEGAL_FORM_LABELS[row.legalForm],
    redemption: row.redemption,
    redemptionLabel: FUND_REDEMPTION_LABELS[row.redemption],
    strategy: row.strategy,
    strategyLabel: FUND_STRATEGY_LABELS[row.strategy],
    assetType: row.assetType,
    assetTypeLabel: DEAL_ASSET_TYPE_LABELS[row.assetType],
    inceptionDate: row.inceptionDate,
    maturityDate: row.maturityDate,
    status: row.status,
    statusLabel: FUND_STATUS_LABELS[row.status],
    aumWon: gated(row.aumWon, access.figures),
    assetCount: counts.assets.get(row.id) ?? 0,
    reportCount: counts.reports.get(row.id) ?? 0,
    isSample: row.isSample,
  };
}

export function presentFundReport(report: FundReportRow, fundName: string): FundReport {
  return {
    id: report.id,
    fundId: report.fundId,
    fundName,
    title: report.title,
    kind: report.kind,
    kindLabel: FUND_REPORT_KIND_LABELS[report.kind],
    periodEnd: report.periodEnd,
    fileName: report.fileName,
    mime: report.mime,
    size: report.size,
    uploadedAt: report.createdAt.toISOString(),
  };
}

export function presentFundDetail(record: FundRecord, access: FundAccess): FundDetail {
  const { fund } = record;
  const counts: FundCounts = { assets: new Map([[fund.id, record.assets.length]]), reports: new Map([[fund.id, record.reports.length]]) };
  const figure = <T>(value: T): T | null => gated(value, access.figures);
  return {
    ...presentFundListItem(fund, counts, access),
    extension: fund.extension,
    salesCompanies: fund.salesCompanies,
    trustee: fund.trustee,
    description: fund.description,
    source: fund.source,
    originalPrincipalWon: figure(fund.originalPrincipalWon),
    navWon: figure(fund.navWon),
    navAsOf: figure(fund.navAsOf),
    leverageCap: figure(fund.leverageCap),
    targetIrr: figure(fund.targetIrr),
    managementFee: figure(fund.managementFee),
    performanceFee: figure(fund.performanceFee),
    assets: record.assets.map((a) => ({
      seq: a.seq,
      name: a.name,
      assetType: a.assetType,
      assetTypeLabel: DEAL_ASSET_TYPE_LABELS[a.assetType],
      region: a.region,
      regionLabel: DEAL_REGION_LABELS[a.region],
      acquiredOn: a.acquiredOn,
      stake: a.stake,
      deal: a.deal,
    })),
    investors: figure(record.investors.map((i) => ({ seq: i.seq, name: i.name, type: i.type, typeLabel: FUND_INVESTOR_TYPE_LABELS[i.type], commitmentWon: i.commitmentWon }))),
    reports: gated(record.reports.map((r) => presentFundReport(r, fund.name)), access.reports),
    updatedAt: fund.updatedAt.toISOString(),
  };
}

const TOP_AMCS = 12;

export function presentFundStatistics(rows: FundStatisticsRows, note: FundNote, now: number): FundStatisticsResponse {
  const top = rows.byAmc.slice(0, TOP_AMCS);
  const rest = rows.byAmc.slice(TOP_AMCS);
  const byAmc = rest.length
    ? [...top, { amc: '기타', aumWon: rest.reduce((s, r) => s + r.aumWon, 0), count: rest.reduce((s, r) => s + r.count, 0) }]
    : top;
  const strategies = new Map(rows.byStrategy.map((r) => [r.strategy, r]));
  return {
    note: presentFundNote(note, now),
    byAmc,
    byStrategy: FUND_STRATEGIES.map((key) => ({ key, label: FUND_STRATEGY_LABELS[key], aumWon: strategies.get(key)?.aumWon ?? 0, count: strategies.get(key)?.count ?? 0 })),
    vintages: rows.vintages,
  };
}

/** The editable record as the admin form reads it (fundInputSchema's shape plus id and timestamps). */
export function presentAdminFund(record: FundRecord): AdminFundResponse['fund'] {
  const f = record.fund;
  return {
    id: f.id,
    name: f.name,
    amc: f.amc,
    kind: f.kind,
    legalForm: f.legalForm,
    redemption: f.redemption,
    strategy: f.strategy,
    assetType: f.assetType,
    status: f.status,
    inceptionDate: f.inceptionDate,
    maturityDate: f.maturityDate,
    extension: f.extension,
    originalPrincipalWon: f.originalPrincipalWon,
    aumWon: f.aumWon,
    navWon: f.navWon,
    navAsOf: f.navAsOf,
    leverageCap: f.leverageCap,
    targetIrr: f.targetIrr,
    managementFee: f.managementFee,
    performanceFee: f.performanceFee,
    salesCompanies: f.salesCompanies,
    trustee: f.trustee,
    description: f.description,
    source: f.source,
    isSample: f.isSample,
    assets: record.assets.map((a) => ({ name: a.name, assetType: a.assetType, region: a.region, acquiredOn: a.acquiredOn, stake: a.stake, dealId: a.dealId })),
    investors: record.investors.map((i) => ({ name: i.name, type: i.type, commitmentWon: i.commitmentWon })),
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
