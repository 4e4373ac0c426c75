import type { FundDetailResponse, FundListItem, FundListResponse, FundReport } from '@spi/core';

/** Test data for the fund screens (never shipped: imported by tests only). */

export const NOTE = { asOf: '2026-11-24', isSample: true, source: 'SPI 샘플' };

export const fundItem = (over: Partial<FundListItem> = {}): FundListItem => ({
  id: 'K55105BU0829', name: '이지스 코어오피스 전문투자형 사모부동산투자신탁 12호', amc: '이지스자산운용',
  kind: 'REAL_ESTATE', kindLabel: '부동산', legalForm: 'TRUST', legalFormLabel: '신탁형', redemption: 'CLOSED', redemptionLabel: '폐쇄형',
  strategy: 'CORE', strategyLabel: '코어', assetType: 'OFFICE', assetTypeLabel: '오피스', inceptionDate: '2019-03-15', maturityDate: '2026-03-14',
  status: 'ACTIVE', statusLabel: '운용 중', aumWon: null, assetCount: 2, reportCount: 3, isSample: true,
  ...over,
});

export const listResponse = (figures: boolean, data: FundListItem[], over: Partial<FundListResponse> = {}): FundListResponse => ({
  note: NOTE,
  access: { figures, statistics: figures, reports: false },
  amcs: ['이지스자산운용', '마스턴투자운용'],
  data,
  pagination: { page: 1, size: 20, total: data.length, pages: 1 },
  ...over,
});

export const report = (over: Partial<FundReport> = {}): FundReport => ({
  id: 'r1', fundId: 'K55105BU0829', fundName: '이지스 코어오피스 12호', title: '2026년 3분기 자산운용보고서', kind: 'REGULAR', kindLabel: '자산운용보고서',
  periodEnd: '2026-09-30', fileName: '이지스코어오피스12호_2026Q3.pdf', mime: 'application/pdf', size: 2_516_582, uploadedAt: '2026-10-20T01:00:00.000Z',
  ...over,
});

export const detailResponse = (access: { figures: boolean; reports: boolean }, over: Partial<FundDetailResponse['fund']> = {}): FundDetailResponse => {
  const base = fundItem();
  return {
    note: NOTE,
    access: { figures: access.figures, statistics: access.figures, reports: access.reports },
    fund: {
      ...base,
      aumWon: access.figures ? 512_000_000_000 : null,
      extension: '수익자 총회 결의로 1년씩 2회 연장',
      salesCompanies: ['NH투자증권', '삼성증권'],
      trustee: '하나은행',
      description: '서울 도심 프라임 오피스에 투자하는 코어 펀드입니다.',
      source: '금융투자협회 전자공시 (샘플)',
      originalPrincipalWon: access.figures ? 480_000_000_000 : null,
      navWon: access.figures ? 505_000_000_000 : null,
      navAsOf: access.figures ? '2026-09-30' : null,
      leverageCap: access.figures ? 0.6 : null,
      targetIrr: access.figures ? 0.065 : null,
      managementFee: access.figures ? 0.0045 : null,
      performanceFee: access.figures ? 'IRR 8% 초과분의 10%' : null,
      assets: [
        { seq: 1, name: '센터원 A동', assetType: 'OFFICE', assetTypeLabel: '오피스', region: 'CBD', regionLabel: 'CBD (도심)', acquiredOn: '2019-04-01', stake: 0.5, deal: { id: 'D-2019-0012', assetName: '센터원' } },
        { seq: 2, name: '판교 물류센터', assetType: 'LOGISTICS', assetTypeLabel: '물류', region: 'METRO', regionLabel: '수도권', acquiredOn: null, stake: 1, deal: null },
      ],
      investors: access.figures ? [{ seq: 1, name: '국민연금공단', type: 'PENSION', typeLabel: '연기금', commitmentWon: 200_000_000_000 }] : null,
      reports: access.reports ? [report(), report({ id: 'r2', title: '2026년 2분기 자산운용보고서', periodEnd: '2026-06-30', fileName: 'Q2.pdf', size: 900_000 })] : null,
      updatedAt: '2026-11-20T00:00:00.000Z',
      ...over,
    },
    related: { deals: [] },
  };
};
