import type { ReitSector } from '../reits/model';

/**
 * The investment-profile questionnaire of 시티폴리오 (ADR 020 §7, docs/cityfolio.md): six steps, scored in
 * core so the web can preview a result and the API decides the stored one. The result is one of five
 * profiles in the style of the Korean suitability scale (안정형 … 공격투자형). Pure: no I/O, no clock.
 *
 * Scoring: the four single-choice steps give 1–4 points each (in the order of their choices); the risk step
 * counts twice. Raw 5–20 becomes a score 0–100 (`(raw − 5) / 15 × 100`, rounded). Bands: ≤ 20 안정형,
 * ≤ 40 안정추구형, ≤ 60 위험중립형, ≤ 80 적극투자형, above 공격투자형. Whoever would sell everything after a
 * loss is at most 안정추구형, and a horizon under a year is at most 위험중립형, whatever the rest says. The
 * two multi-choice steps (asset types, regions) do not change the profile; they steer the recommendations.
 */

export const PROFILE_QUESTION_IDS = ['goal', 'horizon', 'risk', 'experience', 'assetTypes', 'regions'] as const;
export type ProfileQuestionId = (typeof PROFILE_QUESTION_IDS)[number];

export const PROFILE_GOALS = ['PRESERVE', 'INCOME', 'INCOME_GROWTH', 'GROWTH'] as const;
export type ProfileGoal = (typeof PROFILE_GOALS)[number];
export const PROFILE_HORIZONS = ['UNDER_1Y', 'Y1_3', 'Y3_5', 'OVER_5Y'] as const;
export type ProfileHorizon = (typeof PROFILE_HORIZONS)[number];
export const PROFILE_RISK_REACTIONS = ['SELL_ALL', 'SELL_SOME', 'HOLD', 'BUY_MORE'] as const;
export type ProfileRiskReaction = (typeof PROFILE_RISK_REACTIONS)[number];
export const PROFILE_EXPERIENCES = ['NONE', 'FUNDS', 'DIRECT', 'PROFESSIONAL'] as const;
export type ProfileExperience = (typeof PROFILE_EXPERIENCES)[number];
export const PROFILE_ASSET_TYPES = ['OFFICE', 'LOGISTICS', 'RETAIL', 'RESIDENTIAL', 'HOTEL', 'DATA_CENTER'] as const;
export type ProfileAssetType = (typeof PROFILE_ASSET_TYPES)[number];
export const PROFILE_REGIONS = ['SEOUL_CORE', 'METRO', 'REGIONAL', 'OVERSEAS'] as const;
export type ProfileRegion = (typeof PROFILE_REGIONS)[number];

/** A complete set of answers (validated by `investmentProfileAnswersSchema` in contracts/cityfolio.ts). */
export interface InvestmentProfileAnswers {
  goal: ProfileGoal;
  horizon: ProfileHorizon;
  risk: ProfileRiskReaction;
  experience: ProfileExperience;
  assetTypes: ProfileAssetType[];
  regions: ProfileRegion[];
}

export interface ProfileChoice<V extends string = string> { value: V; label: string; hint?: string }
export interface ProfileQuestion<V extends string = string> {
  id: ProfileQuestionId;
  /** The step's short name (the progress bar). */
  step: string;
  question: string;
  /** Multi-choice steps take 1..choices.length answers. */
  multiple: boolean;
  choices: ReadonlyArray<ProfileChoice<V>>;
}

export const INVESTMENT_PROFILE_QUESTIONS: readonly ProfileQuestion[] = [
  {
    id: 'goal', step: '투자 목표', question: '부동산 투자로 가장 이루고 싶은 목표는 무엇인가요?', multiple: false,
    choices: [
      { value: 'PRESERVE', label: '자본 보전', hint: '원금을 지키는 것이 가장 중요합니다.' },
      { value: 'INCOME', label: '안정적 배당', hint: '꾸준한 배당 수입을 원합니다.' },
      { value: 'INCOME_GROWTH', label: '배당과 성장', hint: '배당과 함께 자산 가치 상승도 기대합니다.' },
      { value: 'GROWTH', label: '높은 성장', hint: '변동이 크더라도 높은 수익을 추구합니다.' },
    ],
  },
  {
    id: 'horizon', step: '투자 기간', question: '투자한 자금을 얼마 동안 유지할 수 있나요?', multiple: false,
    choices: [
      { value: 'UNDER_1Y', label: '1년 미만' },
      { value: 'Y1_3', label: '1~3년' },
      { value: 'Y3_5', label: '3~5년' },
      { value: 'OVER_5Y', label: '5년 이상' },
    ],
  },
  {
    id: 'risk', step: '위험 감내', question: '투자 자산의 가치가 20% 하락했다면 어떻게 하시겠어요?', multiple: false,
    choices: [
      { value: 'SELL_ALL', label: '모두 매도합니다', hint: '더 큰 손실이 나기 전에 정리합니다.' },
      { value: 'SELL_SOME', label: '일부를 매도합니다', hint: '손실 폭을 줄이려고 비중을 낮춥니다.' },
      { value: 'HOLD', label: '그대로 보유합니다', hint: '회복을 기다립니다.' },
      { value: 'BUY_MORE', label: '추가로 매수합니다', hint: '싸게 살 기회로 봅니다.' },
    ],
  },
  {
    id: 'experience', step: '투자 경험', question: '부동산 투자 경험은 어느 정도인가요?', multiple: false,
    choices: [
      { value: 'NONE', label: '경험 없음' },
      { value: 'FUNDS', label: '리츠·부동산 펀드 투자' },
      { value: 'DIRECT', label: '부동산 직접 투자' },
      { value: 'PROFESSIONAL', label: '업계 전문가', hint: '운용·자문·금융 등 부동산 업무를 합니다.' },
    ],
  },
  {
    id: 'assetTypes', step: '선호 자산', question: '관심 있는 자산 유형을 모두 골라 주세요.', multiple: true,
    choices: [
      { value: 'OFFICE', label: '오피스' },
      { value: 'LOGISTICS', label: '물류' },
      { value: 'RETAIL', label: '리테일' },
      { value: 'RESIDENTIAL', label: '주거' },
      { value: 'HOTEL', label: '호텔' },
      { value: 'DATA_CENTER', label: '데이터센터' },
    ],
  },
  {
    id: 'regions', step: '선호 지역', question: '관심 있는 투자 지역을 모두 골라 주세요.', multiple: true,
    choices: [
      { value: 'SEOUL_CORE', label: '서울 도심·강남·여의도' },
      { value: 'METRO', label: '수도권' },
      { value: 'REGIONAL', label: '지방' },
      { value: 'OVERSEAS', label: '해외' },
    ],
  },
];

/** The label of one answer value of a question ('' when unknown). */
export function profileChoiceLabel(questionId: ProfileQuestionId, value: string): string {
  return INVESTMENT_PROFILE_QUESTIONS.find((q) => q.id === questionId)?.choices.find((c) => c.value === value)?.label ?? '';
}

/** The REIT sector of each preferred asset type (data centres are 인프라 in the REIT dataset). */
export const PROFILE_ASSET_TYPE_SECTORS: Record<ProfileAssetType, ReitSector> = {
  OFFICE: 'OFFICE', LOGISTICS: 'LOGISTICS', RETAIL: 'RETAIL', RESIDENTIAL: 'RESIDENTIAL', HOTEL: 'HOTEL', DATA_CENTER: 'INFRA',
};

/** The REIT sectors of a set of preferred asset types, in the questionnaire's order, without repeats. */
export function preferredReitSectors(assetTypes: readonly ProfileAssetType[]): ReitSector[] {
  const sectors: ReitSector[] = [];
  for (const type of PROFILE_ASSET_TYPES) {
    const sector = PROFILE_ASSET_TYPE_SECTORS[type];
    if (assetTypes.includes(type) && !sectors.includes(sector)) sectors.push(sector);
  }
  return sectors;
}

export const INVESTMENT_PROFILE_CODES = ['STABLE', 'STABILITY_SEEKING', 'NEUTRAL', 'ACTIVE', 'AGGRESSIVE'] as const;
export type InvestmentProfileCode = (typeof INVESTMENT_PROFILE_CODES)[number];

/** What a profile suggests for choosing REITs; the API's recommendations read these numbers. */
export interface ReitTraits {
  /** The lowest trailing dividend yield to prefer (fraction), or null for any. */
  minDividendYield: number | null;
  /** The highest debt-to-assets ratio to prefer (fraction), or null for any. */
  maxLeverage: number | null;
  /** Whether a higher yield (true) or a larger, steadier REIT (false) ranks first. */
  preferYield: boolean;
}

export interface InvestmentProfileDefinition {
  code: InvestmentProfileCode;
  label: string;
  /** 2–3 sentences. */
  description: string;
  /** What to look for, in short sentences (shown as a list). */
  guidance: string[];
  traits: ReitTraits;
}

export const INVESTMENT_PROFILES: Record<InvestmentProfileCode, InvestmentProfileDefinition> = {
  STABLE: {
    code: 'STABLE',
    label: '안정형',
    description: '원금 손실을 원하지 않고 예금에 가까운 안정성을 중시합니다. 가격 변동이 있는 투자는 작은 비중으로만 시작하는 것이 좋습니다.',
    guidance: [
      '배당이 꾸준하고 부채비율이 낮은(40% 이하) 대형 리츠 위주로 살펴보세요.',
      '우량 임차인과 장기 임대차 계약을 가진 자산인지 확인하세요.',
      '투자 비중은 전체 자산의 일부로 제한하세요.',
    ],
    traits: { minDividendYield: 0.04, maxLeverage: 0.4, preferYield: false },
  },
  STABILITY_SEEKING: {
    code: 'STABILITY_SEEKING',
    label: '안정추구형',
    description: '원금을 지키는 것을 우선하지만 예금보다 조금 높은 수익을 원합니다. 안정적인 배당을 주는 자산에 관심이 많습니다.',
    guidance: [
      '배당수익률이 안정적이고 부채비율이 50% 이하인 리츠를 우선 고려하세요.',
      '배당 지급 이력과 임대율 추이를 함께 확인하세요.',
      '한 섹터에 몰리지 않도록 2~3개 리츠로 나누어 보세요.',
    ],
    traits: { minDividendYield: 0.045, maxLeverage: 0.5, preferYield: false },
  },
  NEUTRAL: {
    code: 'NEUTRAL',
    label: '위험중립형',
    description: '수익과 위험의 균형을 중시합니다. 어느 정도의 가격 변동을 받아들이며 배당과 자산 가치 상승을 함께 기대합니다.',
    guidance: [
      '배당수익률과 부채비율(60% 이하)의 균형을 보고 리츠를 고르세요.',
      '오피스·물류 등 선호 섹터에 분산 투자하세요.',
      '금리 변화가 배당과 주가에 미치는 영향을 꾸준히 확인하세요.',
    ],
    traits: { minDividendYield: 0.05, maxLeverage: 0.6, preferYield: true },
  },
  ACTIVE: {
    code: 'ACTIVE',
    label: '적극투자형',
    description: '더 높은 수익을 위해 상당한 가격 변동을 감수할 수 있습니다. 성장 섹터와 높은 배당을 적극적으로 찾습니다.',
    guidance: [
      '배당수익률이 높은 리츠와 성장 섹터(물류·데이터센터 등)를 함께 살펴보세요.',
      '부채비율이 높다면 차입 만기와 금리 조건을 반드시 확인하세요.',
      '딜정보·사모펀드 동향으로 시장 흐름을 함께 읽어 보세요.',
    ],
    traits: { minDividendYield: 0.055, maxLeverage: 0.65, preferYield: true },
  },
  AGGRESSIVE: {
    code: 'AGGRESSIVE',
    label: '공격투자형',
    description: '높은 수익을 위해 큰 손실 가능성도 받아들입니다. 레버리지와 개발·가치부가 전략 등 위험이 큰 투자에도 관심이 있습니다.',
    guidance: [
      '높은 배당과 성장 가능성을 우선하되 손실 한도를 미리 정하세요.',
      '레버리지가 큰 리츠는 금리 상승기에 변동이 커질 수 있습니다.',
      '개별 딜과 사모펀드 정보로 가치부가 기회를 찾아보세요.',
    ],
    traits: { minDividendYield: 0.06, maxLeverage: null, preferYield: true },
  },
};

/** Score bands (inclusive upper bounds, 0–100) of each profile in order. */
export const INVESTMENT_PROFILE_BANDS: ReadonlyArray<{ code: InvestmentProfileCode; max: number }> = [
  { code: 'STABLE', max: 20 },
  { code: 'STABILITY_SEEKING', max: 40 },
  { code: 'NEUTRAL', max: 60 },
  { code: 'ACTIVE', max: 80 },
  { code: 'AGGRESSIVE', max: 100 },
];

const points = (values: readonly string[], value: string) => values.indexOf(value) + 1;
const RANK: Record<InvestmentProfileCode, number> = { STABLE: 0, STABILITY_SEEKING: 1, NEUTRAL: 2, ACTIVE: 3, AGGRESSIVE: 4 };
const lower = (a: InvestmentProfileCode, b: InvestmentProfileCode) => (RANK[a] <= RANK[b] ? a : b);

/** The profile of a score 0–100 (by the bands alone). */
export function profileCodeForScore(score: number): InvestmentProfileCode {
  return (INVESTMENT_PROFILE_BANDS.find((band) => score <= band.max) ?? INVESTMENT_PROFILE_BANDS[INVESTMENT_PROFILE_BANDS.length - 1]!).code;
}

export interface InvestmentProfileScore {
  /** 0–100. */
  score: number;
  code: InvestmentProfileCode;
  profile: InvestmentProfileDefinition;
  /** The REIT sectors of the preferred asset types. */
  sectors: ReitSector[];
}

/** Scores a complete set of answers (see the file comment for the rules). */
export function scoreInvestmentProfile(answers: InvestmentProfileAnswers): InvestmentProfileScore {
  const raw = points(PROFILE_GOALS, answers.goal) + points(PROFILE_HORIZONS, answers.horizon)
    + 2 * points(PROFILE_RISK_REACTIONS, answers.risk) + points(PROFILE_EXPERIENCES, answers.experience);
  const score = Math.round(((raw - 5) / 15) * 100);
  let code = profileCodeForScore(score);
  if (answers.risk === 'SELL_ALL') code = lower(code, 'STABILITY_SEEKING');
  if (answers.horizon === 'UNDER_1Y') code = lower(code, 'NEUTRAL');
  return { score, code, profile: INVESTMENT_PROFILES[code], sectors: preferredReitSectors(answers.assetTypes) };
}
