import {
  DEAL_ASSET_TYPE_LABELS, DEAL_PARTY_TYPE_LABELS, DEAL_REGION_LABELS, DEAL_STATUS_LABELS, DEAL_STRUCTURE_LABELS, FUND_INVESTOR_TYPE_LABELS,
  FUND_KIND_LABELS, FUND_LEGAL_FORM_LABELS, FUND_REDEMPTION_LABELS, FUND_REPORT_KIND_LABELS, FUND_STATUS_LABELS, FUND_STRATEGY_LABELS,
  PRICE_QUALITY_LABELS, formatEok, formatPercent, formatSqm, type RecordAudit,
} from '@spi/core';

/**
 * Korean labels of the deal and fund fields (the form and the audit trail), and how the audit trail
 * prints a stored value: codes as their labels, 원 in 억원, fractions in %, ㎡ with the unit.
 */

export type Unit = 'won' | 'fraction' | 'sqm' | 'bool' | 'text';
interface FieldInfo { label: string; unit?: Unit; labels?: Record<string, string> }

const COMMON: Record<string, FieldInfo> = {
  id: { label: 'ID' },
  isSample: { label: '샘플 데이터', unit: 'bool' },
  source: { label: '출처' },
  description: { label: '설명' },
  amc: { label: '자산운용사' },
};

export const DEAL_FIELDS: Record<string, FieldInfo> = {
  ...COMMON,
  assetName: { label: '자산명' },
  address: { label: '주소' },
  district: { label: '시·군·구' },
  region: { label: '권역', labels: DEAL_REGION_LABELS },
  assetType: { label: '자산 유형', labels: DEAL_ASSET_TYPE_LABELS },
  subtype: { label: '세부 유형' },
  gfaSqm: { label: '연면적', unit: 'sqm' },
  landSqm: { label: '대지면적', unit: 'sqm' },
  completionYear: { label: '준공연도' },
  priceWon: { label: '거래가', unit: 'won' },
  capRate: { label: '캡레이트', unit: 'fraction' },
  priceQuality: { label: '가격 정확도', labels: PRICE_QUALITY_LABELS },
  buyer: { label: '매수자' },
  buyerType: { label: '매수자 유형', labels: DEAL_PARTY_TYPE_LABELS },
  seller: { label: '매도자' },
  sellerType: { label: '매도자 유형', labels: DEAL_PARTY_TYPE_LABELS },
  buyerReitTicker: { label: '매수 리츠 티커' },
  sellerReitTicker: { label: '매도 리츠 티커' },
  buyerFundId: { label: '매수 펀드 코드' },
  sellerFundId: { label: '매도 펀드 코드' },
  advisor: { label: '자문사' },
  lender: { label: '대주' },
  ltv: { label: 'LTV', unit: 'fraction' },
  structure: { label: '거래 구조', labels: DEAL_STRUCTURE_LABELS },
  stake: { label: '거래 지분', unit: 'fraction' },
  status: { label: '거래 상태', labels: DEAL_STATUS_LABELS },
  dealDate: { label: '거래일' },
  tags: { label: '태그' },
};

export const FUND_FIELDS: Record<string, FieldInfo> = {
  ...COMMON,
  name: { label: '펀드명' },
  amc: { label: '운용사' },
  kind: { label: '펀드 종류', labels: FUND_KIND_LABELS },
  legalForm: { label: '법적 형태', labels: FUND_LEGAL_FORM_LABELS },
  redemption: { label: '환매 여부', labels: FUND_REDEMPTION_LABELS },
  strategy: { label: '투자 전략', labels: FUND_STRATEGY_LABELS },
  assetType: { label: '주요 자산 유형', labels: DEAL_ASSET_TYPE_LABELS },
  status: { label: '운용 상태', labels: FUND_STATUS_LABELS },
  inceptionDate: { label: '설정일' },
  maturityDate: { label: '만기일' },
  extension: { label: '만기 연장 조건' },
  originalPrincipalWon: { label: '설정원본', unit: 'won' },
  aumWon: { label: 'AUM', unit: 'won' },
  navWon: { label: '순자산(NAV)', unit: 'won' },
  navAsOf: { label: 'NAV 기준일' },
  leverageCap: { label: '차입 한도', unit: 'fraction' },
  targetIrr: { label: '목표 수익률(IRR)', unit: 'fraction' },
  managementFee: { label: '운용보수', unit: 'fraction' },
  performanceFee: { label: '성과보수' },
  salesCompanies: { label: '판매사' },
  trustee: { label: '수탁사' },
  assets: { label: '기초자산' },
  investors: { label: '투자자' },
  // Report uploads and deletions record the report's fields.
  title: { label: '보고서 제목' },
  kindLabel: { label: '보고서 종류' },
  reportKind: { label: '보고서 종류', labels: FUND_REPORT_KIND_LABELS },
  periodEnd: { label: '기준일' },
  fileName: { label: '파일명' },
  reportId: { label: '보고서 ID' },
  report: { label: '보고서' },
};

const FUND_ROW_FIELDS: Record<string, FieldInfo> = {
  title: { label: '제목' },
  kind: { label: '종류', labels: FUND_REPORT_KIND_LABELS },
  periodEnd: { label: '기준일' },
  fileName: { label: '파일' },
  name: { label: '이름' },
  assetType: { label: '자산 유형', labels: DEAL_ASSET_TYPE_LABELS },
  region: { label: '권역', labels: DEAL_REGION_LABELS },
  acquiredOn: { label: '편입일' },
  stake: { label: '지분', unit: 'fraction' },
  dealId: { label: '딜 ID' },
  type: { label: '유형', labels: FUND_INVESTOR_TYPE_LABELS },
  commitmentWon: { label: '약정액', unit: 'won' },
};

export const AUDIT_ACTION_LABELS: Record<RecordAudit['action'], string> = {
  CREATE: '등록',
  UPDATE: '수정',
  DELETE: '삭제',
  IMPORT: '파일 가져오기',
  REPORT_UPLOAD: '보고서 업로드',
  REPORT_DELETE: '보고서 삭제',
};

/** The Korean label of a changed field ('assets' → '기초자산'); an unknown field keeps its name. */
export function fieldLabel(fields: Record<string, FieldInfo>, field: string): string {
  return fields[field]?.label ?? field;
}

const HIDDEN_ROW_KEYS = new Set(['seq', 'id', 'size', 'sha256', 'assetTypeLabel', 'regionLabel', 'typeLabel', 'deal']);

function formatScalar(info: FieldInfo | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(없음)';
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'number') {
    switch (info?.unit) {
      case 'won': return formatEok(value, value % 1e8 === 0 ? 0 : 2);
      case 'fraction': return formatPercent(value, 2);
      case 'sqm': return formatSqm(value);
      default: return String(value);
    }
  }
  if (typeof value === 'string') return info?.labels?.[value] ?? value;
  if (Array.isArray(value)) return value.length === 0 ? '(없음)' : value.map((v) => formatScalar(info, v)).join(', ');
  if (typeof value === 'object') {
    // A row of the fund's assets or investors: 'name · 유형 · 지분 …'.
    return Object.entries(value as Record<string, unknown>)
      // seq, ids, sizes and hashes say nothing to a reader.
      .filter(([key, v]) => !HIDDEN_ROW_KEYS.has(key) && v !== null && v !== undefined && v !== '')
      .map(([key, v]) => `${FUND_ROW_FIELDS[key]?.label ?? key} ${formatScalar(FUND_ROW_FIELDS[key], v)}`)
      .join(' · ');
  }
  return String(value);
}

/** A stored value as the audit trail prints it. */
export function formatAuditValue(fields: Record<string, FieldInfo>, field: string, value: unknown): string {
  const info = fields[field];
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    return value.length === 0 ? '(없음)' : `${value.length}건: ${value.map((v) => formatScalar(info, v)).join(' / ')}`;
  }
  return formatScalar(info, value);
}
