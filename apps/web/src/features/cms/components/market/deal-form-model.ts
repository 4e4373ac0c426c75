import {
  dealInputSchema, type AdminDealResponse, type DealAssetType, type DealInput, type DealPartyType, type DealRegion, type DealStatus,
  type DealStructure, type PriceQuality,
} from '@spi/core';
import {
  eokTextToWon, fractionToPercentText, issuesToErrors, numberToText, parseNumberText, percentTextToFraction, wonToEokText, type FormErrors,
} from './units';

/**
 * The deal editor's state: every input as the text the editor typed (억원, %, ㎡), converted to the
 * contract's units (원, fractions) only when the form is checked and sent. Keys match dealInputSchema's
 * so the schema's and the API's issue paths land on the right field.
 */
export interface DealDraft {
  id: string;
  assetName: string;
  address: string;
  district: string;
  region: DealRegion | '';
  assetType: DealAssetType | '';
  subtype: string;
  gfaSqm: string;
  landSqm: string;
  completionYear: string;
  /** 억원 */
  priceWon: string;
  /** % */
  capRate: string;
  priceQuality: PriceQuality | '';
  buyer: string;
  buyerType: DealPartyType | '';
  seller: string;
  sellerType: DealPartyType | '';
  buyerReitTicker: string;
  sellerReitTicker: string;
  buyerFundId: string;
  sellerFundId: string;
  amc: string;
  advisor: string;
  lender: string;
  /** % */
  ltv: string;
  structure: DealStructure | '';
  /** % */
  stake: string;
  status: DealStatus | '';
  dealDate: string;
  source: string;
  description: string;
  tags: string[];
  isSample: boolean;
}

export const emptyDealDraft = (): DealDraft => ({
  id: '', assetName: '', address: '', district: '', region: '', assetType: '', subtype: '', gfaSqm: '', landSqm: '', completionYear: '',
  priceWon: '', capRate: '', priceQuality: 'CONFIRMED', buyer: '', buyerType: '', seller: '', sellerType: '', buyerReitTicker: '',
  sellerReitTicker: '', buyerFundId: '', sellerFundId: '', amc: '', advisor: '', lender: '', ltv: '', structure: 'ASSET', stake: '100',
  status: '', dealDate: '', source: '', description: '', tags: [], isSample: false,
});

export function dealToDraft(deal: AdminDealResponse['deal']): DealDraft {
  return {
    id: deal.id,
    assetName: deal.assetName,
    address: deal.address,
    district: deal.district,
    region: deal.region,
    assetType: deal.assetType,
    subtype: deal.subtype,
    gfaSqm: numberToText(deal.gfaSqm),
    landSqm: numberToText(deal.landSqm),
    completionYear: numberToText(deal.completionYear),
    priceWon: wonToEokText(deal.priceWon),
    capRate: fractionToPercentText(deal.capRate),
    priceQuality: deal.priceQuality,
    buyer: deal.buyer,
    buyerType: deal.buyerType,
    seller: deal.seller,
    sellerType: deal.sellerType,
    buyerReitTicker: deal.buyerReitTicker ?? '',
    sellerReitTicker: deal.sellerReitTicker ?? '',
    buyerFundId: deal.buyerFundId ?? '',
    sellerFundId: deal.sellerFundId ?? '',
    amc: deal.amc,
    advisor: deal.advisor,
    lender: deal.lender,
    ltv: fractionToPercentText(deal.ltv),
    structure: deal.structure,
    stake: fractionToPercentText(deal.stake),
    status: deal.status,
    dealDate: deal.dealDate,
    source: deal.source,
    description: deal.description,
    tags: [...deal.tags],
    isSample: deal.isSample,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
/** '' stays '' so the schema's enum answers '…을(를) 선택해 주세요'. */
const code = <T extends string>(value: T | ''): T => value as T;

/** The draft in the contract's units (not yet checked). `isNew` keeps the typed id (blank: the API assigns one). */
export function draftToDealCandidate(draft: DealDraft, isNew: boolean): Record<keyof DealInput, unknown> {
  const stake = percentTextToFraction(draft.stake);
  return {
    id: isNew && draft.id.trim() ? draft.id.trim().toUpperCase() : undefined,
    assetName: draft.assetName,
    address: draft.address,
    district: draft.district,
    region: code(draft.region),
    assetType: code(draft.assetType),
    subtype: draft.subtype,
    gfaSqm: parseNumberText(draft.gfaSqm),
    landSqm: parseNumberText(draft.landSqm),
    completionYear: parseNumberText(draft.completionYear),
    priceWon: eokTextToWon(draft.priceWon),
    capRate: percentTextToFraction(draft.capRate),
    priceQuality: code(draft.priceQuality),
    buyer: draft.buyer,
    buyerType: code(draft.buyerType),
    seller: draft.seller,
    sellerType: code(draft.sellerType),
    buyerReitTicker: orNull(draft.buyerReitTicker),
    sellerReitTicker: orNull(draft.sellerReitTicker),
    buyerFundId: orNull(draft.buyerFundId)?.toUpperCase() ?? null,
    sellerFundId: orNull(draft.sellerFundId)?.toUpperCase() ?? null,
    amc: draft.amc,
    advisor: draft.advisor,
    lender: draft.lender,
    ltv: percentTextToFraction(draft.ltv),
    structure: code(draft.structure),
    // A required number: blank is NaN so the schema says '숫자를 입력해 주세요'.
    stake: stake ?? Number.NaN,
    status: code(draft.status),
    dealDate: draft.dealDate,
    source: draft.source,
    description: draft.description,
    tags: draft.tags,
    isSample: draft.isSample,
  };
}

export type DealCheck = { ok: true; input: DealInput } | { ok: false; errors: FormErrors };

/** Checks the draft with the contract's schema (the same Korean messages the API answers with). */
export function checkDealDraft(draft: DealDraft, isNew: boolean): DealCheck {
  const parsed = dealInputSchema.safeParse(draftToDealCandidate(draft, isNew));
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}
