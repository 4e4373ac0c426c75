import type { MembershipTierCode } from '../membership';

/**
 * What each tier unlocks: the one matrix the API's `can`, the /membership comparison table and ADR 017
 * share. A cell is `true` (included), `false` (not included) or a short Korean note (a limit).
 */
export const PAID_TIER_ORDER: readonly MembershipTierCode[] = ['LIGHT', 'LIGHT_STUDENT', 'LIGHT_PLUS', 'PREMIUM_LIGHT', 'PREMIUM'];

/** Rank for upgrades and downgrades: a higher rank includes everything of a lower one. */
export const TIER_RANK: Record<MembershipTierCode, number> = {
  NONE: 0,
  LIGHT: 1,
  LIGHT_STUDENT: 1,
  LIGHT_PLUS: 2,
  PREMIUM_LIGHT: 3,
  PREMIUM: 4,
};

export type TierFeatureKey =
  | 'article.public'
  | 'article.memberOnly'
  | 'reits.data'
  | 'reits.download'
  | 'deals.list'
  | 'deals.prices'
  | 'deals.statistics'
  | 'funds.data'
  | 'corporate.seats';

export type TierCell = boolean | string;

export interface TierFeature {
  key: TierFeatureKey;
  group: '아티클' | '리츠포커스' | '딜정보·사모펀드' | '법인';
  label: string;
  /** Shown under the label: what the feature is, or that it arrives with a later release. */
  note?: string;
  byTier: Record<Exclude<MembershipTierCode, 'NONE'>, TierCell> & { NONE: TierCell };
}

const all = (value: TierCell) => ({ NONE: value, LIGHT: value, LIGHT_STUDENT: value, LIGHT_PLUS: value, PREMIUM_LIGHT: value, PREMIUM: value });

export const TIER_FEATURES: readonly TierFeature[] = [
  { key: 'article.public', group: '아티클', label: 'SPI Pro 공개 기사', byTier: all(true) },
  {
    key: 'article.memberOnly',
    group: '아티클',
    label: '회원 전용 기사',
    byTier: { NONE: false, LIGHT: '월 10편', LIGHT_STUDENT: '월 10편', LIGHT_PLUS: '무제한', PREMIUM_LIGHT: '무제한', PREMIUM: '무제한' },
  },
  { key: 'reits.data', group: '리츠포커스', label: '상장 리츠 지표·비교·차트', byTier: all(true) },
  {
    key: 'reits.download',
    group: '리츠포커스',
    label: '리츠 데이터 엑셀 다운로드',
    byTier: { NONE: false, LIGHT: false, LIGHT_STUDENT: false, LIGHT_PLUS: true, PREMIUM_LIGHT: true, PREMIUM: true },
  },
  {
    key: 'deals.list',
    group: '딜정보·사모펀드',
    label: '딜정보 목록 (가격대 표시)',
    byTier: all(true),
  },
  {
    key: 'deals.prices',
    group: '딜정보·사모펀드',
    label: '거래 가격·평당가·캡레이트',
    byTier: { NONE: false, LIGHT: true, LIGHT_STUDENT: true, LIGHT_PLUS: true, PREMIUM_LIGHT: true, PREMIUM: true },
  },
  {
    key: 'deals.statistics',
    group: '딜정보·사모펀드',
    label: '거래 통계·엑셀 내보내기',
    byTier: { NONE: false, LIGHT: false, LIGHT_STUDENT: false, LIGHT_PLUS: false, PREMIUM_LIGHT: true, PREMIUM: true },
  },
  {
    key: 'funds.data',
    group: '딜정보·사모펀드',
    label: '사모펀드 데이터',
    byTier: { NONE: false, LIGHT: false, LIGHT_STUDENT: false, LIGHT_PLUS: false, PREMIUM_LIGHT: true, PREMIUM: true },
  },
  {
    key: 'corporate.seats',
    group: '법인',
    label: '법인 좌석·구성원 초대',
    byTier: { NONE: false, LIGHT: false, LIGHT_STUDENT: false, LIGHT_PLUS: false, PREMIUM_LIGHT: false, PREMIUM: true },
  },
];

/** Whether a tier includes a feature (a limit note counts as included; the feature's own rule meters it). */
export function tierIncludes(tier: MembershipTierCode, key: TierFeatureKey): boolean {
  const feature = TIER_FEATURES.find((f) => f.key === key);
  if (!feature) return false;
  return feature.byTier[tier] !== false;
}

export function tiersIncluding(key: TierFeatureKey): MembershipTierCode[] {
  return (Object.keys(TIER_RANK) as MembershipTierCode[]).filter((tier) => tierIncludes(tier, key));
}

export function isUpgrade(from: MembershipTierCode, to: MembershipTierCode): boolean {
  return TIER_RANK[to] > TIER_RANK[from];
}
