import {
  fundInputSchema, type AdminFundResponse, type DealAssetType, type DealRegion, type FundInput, type FundInvestorType, type FundKind,
  type FundLegalForm, type FundRedemption, type FundStatus, type FundStrategy,
} from '@spi/core';
import {
  eokTextToWon, fractionToPercentText, issuesToErrors, percentTextToFraction, wonToEokText, type FormErrors,
} from './units';

/** One underlying asset row as typed: stake in %. `key` keeps React's row identity across moves. */
export interface AssetRowDraft { key: string; name: string; assetType: DealAssetType | ''; region: DealRegion | ''; acquiredOn: string; stake: string; dealId: string }
/** One investor row as typed: 약정액 in 억원. */
export interface InvestorRowDraft { key: string; name: string; type: FundInvestorType | ''; commitmentWon: string }

/** The fund editor's state (texts in 억원 and %), keys as in fundInputSchema. */
export interface FundDraft {
  id: string;
  name: string;
  amc: string;
  kind: FundKind | '';
  legalForm: FundLegalForm | '';
  redemption: FundRedemption | '';
  strategy: FundStrategy | '';
  assetType: DealAssetType | '';
  status: FundStatus | '';
  inceptionDate: string;
  maturityDate: string;
  extension: string;
  originalPrincipalWon: string;
  aumWon: string;
  navWon: string;
  navAsOf: string;
  leverageCap: string;
  targetIrr: string;
  managementFee: string;
  performanceFee: string;
  salesCompanies: string[];
  trustee: string;
  description: string;
  source: string;
  isSample: boolean;
  assets: AssetRowDraft[];
  investors: InvestorRowDraft[];
}

let rowSeq = 0;
export const newRowKey = (): string => `row-${++rowSeq}`;

export const emptyAssetRow = (): AssetRowDraft => ({ key: newRowKey(), name: '', assetType: '', region: '', acquiredOn: '', stake: '100', dealId: '' });
export const emptyInvestorRow = (): InvestorRowDraft => ({ key: newRowKey(), name: '', type: '', commitmentWon: '' });

export const emptyFundDraft = (): FundDraft => ({
  id: '', name: '', amc: '', kind: 'REAL_ESTATE', legalForm: '', redemption: 'CLOSED', strategy: '', assetType: '', status: 'ACTIVE',
  inceptionDate: '', maturityDate: '', extension: '', originalPrincipalWon: '', aumWon: '', navWon: '', navAsOf: '', leverageCap: '',
  targetIrr: '', managementFee: '', performanceFee: '', salesCompanies: [], trustee: '', description: '', source: '', isSample: false,
  assets: [], investors: [],
});

export function fundToDraft(fund: AdminFundResponse['fund']): FundDraft {
  return {
    id: fund.id,
    name: fund.name,
    amc: fund.amc,
    kind: fund.kind,
    legalForm: fund.legalForm,
    redemption: fund.redemption,
    strategy: fund.strategy,
    assetType: fund.assetType,
    status: fund.status,
    inceptionDate: fund.inceptionDate,
    maturityDate: fund.maturityDate ?? '',
    extension: fund.extension,
    originalPrincipalWon: wonToEokText(fund.originalPrincipalWon),
    aumWon: wonToEokText(fund.aumWon),
    navWon: wonToEokText(fund.navWon),
    navAsOf: fund.navAsOf ?? '',
    leverageCap: fractionToPercentText(fund.leverageCap),
    targetIrr: fractionToPercentText(fund.targetIrr),
    managementFee: fractionToPercentText(fund.managementFee),
    performanceFee: fund.performanceFee,
    salesCompanies: [...fund.salesCompanies],
    trustee: fund.trustee,
    description: fund.description,
    source: fund.source,
    isSample: fund.isSample,
    assets: fund.assets.map((a) => ({
      key: newRowKey(), name: a.name, assetType: a.assetType, region: a.region, acquiredOn: a.acquiredOn ?? '', stake: fractionToPercentText(a.stake), dealId: a.dealId ?? '',
    })),
    investors: fund.investors.map((i) => ({ key: newRowKey(), name: i.name, type: i.type, commitmentWon: wonToEokText(i.commitmentWon) })),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const code = <T extends string>(value: T | ''): T => value as T;

/** The draft in the contract's units (not yet checked). */
export function draftToFundCandidate(draft: FundDraft, isNew: boolean): Record<keyof FundInput, unknown> {
  return {
    id: isNew && draft.id.trim() ? draft.id.trim().toUpperCase() : undefined,
    name: draft.name,
    amc: draft.amc,
    kind: code(draft.kind),
    legalForm: code(draft.legalForm),
    redemption: code(draft.redemption),
    strategy: code(draft.strategy),
    assetType: code(draft.assetType),
    status: code(draft.status),
    inceptionDate: draft.inceptionDate,
    maturityDate: orNull(draft.maturityDate),
    extension: draft.extension,
    originalPrincipalWon: eokTextToWon(draft.originalPrincipalWon),
    aumWon: eokTextToWon(draft.aumWon),
    navWon: eokTextToWon(draft.navWon),
    navAsOf: orNull(draft.navAsOf),
    leverageCap: percentTextToFraction(draft.leverageCap),
    targetIrr: percentTextToFraction(draft.targetIrr),
    managementFee: percentTextToFraction(draft.managementFee),
    performanceFee: draft.performanceFee,
    salesCompanies: draft.salesCompanies,
    trustee: draft.trustee,
    description: draft.description,
    source: draft.source,
    isSample: draft.isSample,
    assets: draft.assets.map((a) => ({
      name: a.name,
      assetType: code(a.assetType),
      region: code(a.region),
      acquiredOn: orNull(a.acquiredOn),
      stake: percentTextToFraction(a.stake) ?? Number.NaN,
      dealId: orNull(a.dealId)?.toUpperCase() ?? null,
    })),
    investors: draft.investors.map((i) => ({ name: i.name, type: code(i.type), commitmentWon: eokTextToWon(i.commitmentWon) })),
  };
}

export type FundCheck = { ok: true; input: FundInput } | { ok: false; errors: FormErrors };

export const FUND_ID_REQUIRED = '펀드 코드를 입력해 주세요 (예: K55105BU0829).';

/** Checks the draft with the contract's schema (a new fund needs its code); row errors are keyed 'assets.0.stake'. */
export function checkFundDraft(draft: FundDraft, isNew: boolean): FundCheck {
  const parsed = fundInputSchema.safeParse(draftToFundCandidate(draft, isNew));
  const idMissing = isNew && draft.id.trim() === '';
  if (parsed.success && !idMissing) return { ok: true, input: parsed.data };
  if (parsed.success) return { ok: false, errors: { id: FUND_ID_REQUIRED } };
  // A number field left empty or not a number: zod's own message for NaN is English; say it in Korean.
  const issues = parsed.error.issues.map((issue) => (issue.code === 'invalid_type' && issue.path.at(-1) === 'stake' ? { ...issue, message: '보유 지분: 숫자를 입력해 주세요.' } : issue));
  const errors = issuesToErrors(issues);
  if (idMissing) errors.id ??= FUND_ID_REQUIRED;
  // The schema's cross-field check runs only once every field passes: say it at the same time.
  const maturity = draft.maturityDate.trim();
  if (maturity && draft.inceptionDate && maturity < draft.inceptionDate) errors.maturityDate ??= '만기일은 설정일 이후여야 합니다.';
  return { ok: false, errors };
}

/** The sum of the investors' commitments in 원 (typed rows only), for the row editor's footer. */
export function commitmentTotal(rows: readonly InvestorRowDraft[]): number {
  return rows.reduce((sum, row) => {
    const won = eokTextToWon(row.commitmentWon);
    return won === null || Number.isNaN(won) ? sum : sum + won;
  }, 0);
}
