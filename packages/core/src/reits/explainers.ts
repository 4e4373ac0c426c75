/**
 * The metric explainer panels (spec section 2): for each metric its title, formula, a one-line summary
 * and what a reader should make of it. These are the defaults; editors replace title, summary and
 * guidance in /admin (table metric_explainers). Formulas stay here, next to the code that computes them.
 */
export interface MetricExplainer {
  key: ExplainerKey;
  title: string;
  formula: string;
  summary: string;
  guidance: string;
  /** How the value is shown: '%', '배', '년', '원', 'text'. */
  unit: 'percent' | 'multiple' | 'years' | 'won' | 'text';
}

export const EXPLAINER_KEYS = [
  'pNav', 'avgPNav', 'pFfo', 'avgPFfo', 'dividendYield', 'avgDividendYield', 'indicatedYield', 'avgIndicatedYield',
  'turnover', 'leverage', 'interestCoverage', 'adjustedInterestCoverage', 'netDebtToEbitda', 'nav', 'expenseRatio',
  'managementFee', 'wale', 'securityType', 'dividendGrowth', 'priceToNav', 'impliedCapRate', 'occupancy', 'totalReturn', 'marketCap',
] as const;
export type ExplainerKey = (typeof EXPLAINER_KEYS)[number];

const AVERAGE_NOTE = '피어 평균은 값이 있는 리츠만으로 구하며, 단순평균과 시가총액 가중평균을 함께 보여 줍니다. 비교 대상은 상장 리츠 전체와 같은 섹터 두 가지입니다.';

export const METRIC_EXPLAINERS: Record<ExplainerKey, MetricExplainer> = {
  pNav: {
    key: 'pNav', title: 'P/NAV', unit: 'multiple',
    formula: '시가총액 ÷ NAV (= 주가 ÷ 주당 NAV)',
    summary: '주가가 리츠가 보유한 부동산의 순자산가치에 비해 얼마나 비싼지 보여 줍니다.',
    guidance: '1배보다 낮으면 시장이 보유 자산을 감정평가액보다 낮게 보고 있다는 뜻(할인)이고, 1배보다 높으면 할증입니다. 할인이 크다고 곧 저평가는 아닙니다. 감정평가가 시장 변화를 늦게 반영하거나 금리 상승으로 자산가치 하락이 예상될 때도 할인이 커집니다. 같은 섹터 평균과 함께 보세요.',
  },
  avgPNav: {
    key: 'avgPNav', title: '평균 P/NAV', unit: 'multiple',
    formula: 'Σ P/NAV ÷ 리츠 수 (단순) 또는 Σ(시가총액 × P/NAV) ÷ Σ 시가총액 (가중)',
    summary: '비교 대상 리츠들의 P/NAV 평균입니다.',
    guidance: `개별 리츠의 P/NAV가 평균보다 낮으면 동종 리츠보다 할인되어 거래되고 있다는 뜻입니다. ${AVERAGE_NOTE}`,
  },
  pFfo: {
    key: 'pFfo', title: 'P/FFO', unit: 'multiple',
    formula: '시가총액 ÷ 최근 12개월 FFO, FFO = 당기순이익 + 부동산 감가상각비 − 매각차익 + 손상차손',
    summary: '리츠의 현금창출력(FFO) 대비 주가 수준으로, 주식의 PER에 해당합니다.',
    guidance: '낮을수록 같은 현금흐름을 싸게 사는 셈입니다. 감가상각이 큰 부동산의 특성상 순이익 기준 PER보다 실제 배당 여력을 더 잘 보여 줍니다. FFO가 0 이하이면 배수를 계산하지 않습니다.',
  },
  avgPFfo: {
    key: 'avgPFfo', title: '평균 P/FFO', unit: 'multiple',
    formula: 'Σ P/FFO ÷ 리츠 수 (단순) 또는 시가총액 가중평균',
    summary: '비교 대상 리츠들의 P/FFO 평균입니다.',
    guidance: `개별 리츠의 P/FFO가 평균보다 높으면 시장이 그 리츠의 성장이나 안정성에 더 높은 값을 매기고 있다는 뜻입니다. ${AVERAGE_NOTE}`,
  },
  dividendYield: {
    key: 'dividendYield', title: '배당수익률 (TTM)', unit: 'percent',
    formula: '최근 12개월 배당락일 기준 주당배당금 합계 ÷ 현재 주가',
    summary: '지난 1년 동안 실제로 받은 배당을 지금 주가로 나눈 값입니다. 특별배당도 포함합니다.',
    guidance: '이미 지급된 배당 기준이라 확실하지만 과거의 값입니다. 특별배당이 있었던 해에는 높게 보일 수 있으니 예상 배당수익률(연환산)과 함께 보세요.',
  },
  avgDividendYield: {
    key: 'avgDividendYield', title: '평균 배당수익률', unit: 'percent',
    formula: 'Σ 배당수익률 ÷ 리츠 수 (단순) 또는 시가총액 가중평균',
    summary: '비교 대상 리츠들의 최근 12개월 배당수익률 평균입니다.',
    guidance: `평균보다 크게 높은 배당수익률은 주가 하락(위험 반영) 때문일 수도 있습니다. 배당성장률과 레버리지를 함께 확인하세요. ${AVERAGE_NOTE}`,
  },
  indicatedYield: {
    key: 'indicatedYield', title: '예상 배당수익률 (연환산)', unit: 'percent',
    formula: '최근 정기배당 주당배당금 × 연간 배당 횟수 ÷ 현재 주가',
    summary: '가장 최근 정기배당이 1년 내내 유지된다고 가정한 수익률입니다. 특별배당은 제외합니다.',
    guidance: '현재의 배당 수준을 가장 빨리 반영합니다. 다만 최근 배당이 일회성 요인으로 늘었거나 줄었다면 실제와 다를 수 있습니다. 국내 리츠는 보통 연 2회 또는 4회 배당합니다.',
  },
  avgIndicatedYield: {
    key: 'avgIndicatedYield', title: '평균 예상 배당수익률', unit: 'percent',
    formula: 'Σ 예상 배당수익률 ÷ 리츠 수 (단순) 또는 시가총액 가중평균',
    summary: '비교 대상 리츠들의 예상 배당수익률 평균입니다.',
    guidance: `국고채 금리와의 차이(스프레드)를 함께 보면 리츠 시장 전체가 싼지 비싼지 가늠할 수 있습니다. ${AVERAGE_NOTE}`,
  },
  turnover: {
    key: 'turnover', title: '회전율 (1개월)', unit: 'percent',
    formula: '최근 1개월 거래량 ÷ 발행주식수',
    summary: '한 달 동안 발행주식 중 얼마가 거래되었는지 보여 주는 유동성 지표입니다.',
    guidance: '회전율이 낮은 리츠는 원하는 가격에 사고팔기 어려울 수 있습니다. 갑자기 회전율이 높아졌다면 유상증자, 자산 매각 같은 이벤트가 있었는지 확인하세요.',
  },
  leverage: {
    key: 'leverage', title: '레버리지 (LTV)', unit: 'percent',
    formula: 'LTV = 차입금 ÷ 부동산 감정평가액. 부채비율(차입금 ÷ 자산총계)을 함께 표시합니다.',
    summary: '보유 부동산 가치 대비 빌린 돈의 비율입니다.',
    guidance: '국내 리츠는 대체로 LTV 50~60 %에서 운용합니다. LTV가 높을수록 금리 상승과 자산가치 하락에 취약하고, 만기 차환(리파이낸싱) 때 조건이 나빠질 수 있습니다. 부채 만기 구조와 함께 보세요.',
  },
  interestCoverage: {
    key: 'interestCoverage', title: '이자보상배율', unit: 'multiple',
    formula: '최근 12개월 EBITDA ÷ 이자비용',
    summary: '영업으로 번 돈이 이자를 몇 배나 감당하는지 보여 줍니다.',
    guidance: '2배 아래로 내려가면 금리가 조금만 올라도 배당 여력이 크게 줄어듭니다. 변동금리 차입 비중이 높은 리츠라면 더 여유가 필요합니다.',
  },
  adjustedInterestCoverage: {
    key: 'adjustedInterestCoverage', title: '조정 이자보상배율', unit: 'multiple',
    formula: '(EBITDA − 매각차익 + 손상차손) ÷ 현금 이자지급액(자본화 이자 포함)',
    summary: '일회성 손익을 빼고, 실제로 현금으로 낸 이자를 기준으로 다시 계산한 이자보상배율입니다.',
    guidance: '자산 매각으로 생긴 일회성 이익이나 자본화된 이자 때문에 이자보상배율이 좋아 보이는 착시를 걸러 냅니다. 일반 이자보상배율과 차이가 크면 그 이유를 확인하세요.',
  },
  netDebtToEbitda: {
    key: 'netDebtToEbitda', title: '순차입금/EBITDA', unit: 'multiple',
    formula: '(차입금 − 현금) ÷ 최근 12개월 EBITDA',
    summary: '현재 벌이로 순차입금을 갚는 데 몇 년이 걸리는지 보여 줍니다.',
    guidance: '낮을수록 재무가 보수적입니다. 부동산은 원래 차입 비중이 높아 일반 기업보다 배수가 높게 나오며(10배 내외), 같은 섹터와 비교하는 것이 의미 있습니다.',
  },
  nav: {
    key: 'nav', title: 'NAV (순자산가치)', unit: 'won',
    formula: '부동산 감정평가액 + 현금 − 총부채(자산총계 − 자본총계)',
    summary: '보유 부동산을 감정평가액으로 다시 계산한 리츠의 순자산가치입니다.',
    guidance: '감정평가는 보통 6개월~1년에 한 번 이루어져 시장 변화를 늦게 반영합니다. 감정평가 기준일을 함께 확인하고, 주당 NAV와 주가를 비교해 할인·할증을 보세요.',
  },
  expenseRatio: {
    key: 'expenseRatio', title: '비용비율', unit: 'percent',
    formula: '최근 12개월 (자산관리회사 보수 + 일반관리비) ÷ 평균 자산총계',
    summary: '리츠를 운영하는 데 드는 비용이 자산 규모에 비해 얼마나 되는지 보여 줍니다.',
    guidance: '낮을수록 투자자에게 돌아가는 몫이 큽니다. 자산 편입이 많았던 해에는 매입보수 때문에 일시적으로 높아질 수 있습니다.',
  },
  managementFee: {
    key: 'managementFee', title: '운용보수', unit: 'percent',
    formula: '연간 운용보수율(자산 대비). 매입보수·매각보수·성과보수는 따로 표시합니다.',
    summary: '자산관리회사(AMC)가 리츠 운용 대가로 받는 보수입니다.',
    guidance: '운용보수는 자산 규모에 비례해 매년 나가고, 매입·매각보수는 거래할 때마다 나갑니다. 거래가 잦은 리츠는 매입·매각보수가 성과를 갉아먹을 수 있으니 구조를 함께 보세요.',
  },
  wale: {
    key: 'wale', title: 'WALE (가중평균 잔여 임대기간)', unit: 'years',
    formula: 'Σ(임대료 × 잔여 임대기간) ÷ Σ 임대료. 면적 가중 값도 함께 표시합니다. 만료된 임대차는 제외합니다.',
    summary: '임대료가 평균적으로 몇 년 더 보장되어 있는지 보여 줍니다.',
    guidance: 'WALE가 길수록 임대 수입이 안정적이지만, 임대료 인상 기회가 적을 수 있습니다. 특정 연도에 만기가 몰려 있는지는 임대차 만기 분포로 확인하세요.',
  },
  securityType: {
    key: 'securityType', title: '증권 유형', unit: 'text',
    formula: '위탁관리리츠 · 자기관리리츠 · 기업구조조정리츠(CR리츠) · 인프라펀드',
    summary: '리츠가 어떤 법적 구조로 운영되는지 나타냅니다.',
    guidance: '위탁관리리츠와 CR리츠는 자산관리회사에 운용을 맡기는 명목회사로, 배당가능이익의 90 % 이상을 배당하면 법인세가 면제됩니다. 자기관리리츠는 직원을 둔 실체 회사라 법인세를 내고 배당 정책도 다릅니다.',
  },
  dividendGrowth: {
    key: 'dividendGrowth', title: '배당성장률', unit: 'percent',
    formula: '전년 대비: 최근 12개월 정기배당 ÷ 직전 12개월 정기배당 − 1. 3년 연평균(CAGR): (최근 12개월 ÷ 3년 전 12개월)^(1/3) − 1',
    summary: '정기배당이 얼마나 꾸준히 늘고 있는지 보여 줍니다.',
    guidance: '배당수익률이 높아도 배당이 줄고 있다면 주가 하락이 이어질 수 있습니다. 자산 편입이나 유상증자로 주식수가 늘어난 해에는 주당배당금이 일시적으로 희석될 수 있습니다.',
  },
  priceToNav: {
    key: 'priceToNav', title: 'NAV 대비 주가 (할인·할증률)', unit: 'percent',
    formula: '주가 ÷ 주당 NAV − 1',
    summary: '주가가 주당 NAV보다 몇 % 싸거나 비싼지 보여 줍니다.',
    guidance: '−20 %라면 부동산을 감정가보다 20 % 싸게 사는 셈입니다. 할인이 오래 지속되는 리츠는 자산 매각이나 자사주 매입으로 할인을 줄이려 하기도 합니다.',
  },
  impliedCapRate: {
    key: 'impliedCapRate', title: '내재 캡레이트', unit: 'percent',
    formula: '최근 12개월 NOI ÷ (시가총액 + 차입금 − 현금)',
    summary: '현재 주가로 계산한 리츠 전체 부동산의 수익률(cap rate)입니다.',
    guidance: '실물 거래 시장의 캡레이트보다 높으면 주식시장이 같은 자산을 더 싸게 평가하고 있다는 뜻입니다. 딜정보의 같은 권역·유형 거래 캡레이트와 비교해 보세요.',
  },
  occupancy: {
    key: 'occupancy', title: '임대율', unit: 'percent',
    formula: 'Σ(자산별 임대율 × 연면적) ÷ Σ 연면적',
    summary: '보유 자산의 면적 중 임대된 비율입니다.',
    guidance: '95 % 이상이면 안정적이라고 봅니다. 한두 개 자산에 집중된 리츠는 대형 임차인 하나의 이탈로 임대율이 크게 흔들릴 수 있습니다.',
  },
  totalReturn: {
    key: 'totalReturn', title: '총수익률', unit: 'percent',
    formula: '배당을 배당락일에 재투자했다고 가정한 (수정주가 + 배당) 수익률. 1개월·3개월·연초 이후·1년·3년',
    summary: '주가 변동과 배당을 함께 반영한 실제 투자 수익률입니다.',
    guidance: '리츠는 수익의 상당 부분이 배당이라 주가 수익률만 보면 성과를 과소평가하게 됩니다. 같은 기간 K-리츠 종합지수의 총수익률과 비교하세요.',
  },
  marketCap: {
    key: 'marketCap', title: '시가총액', unit: 'won',
    formula: '현재 주가 × 발행주식수',
    summary: '시장에서 평가하는 리츠 지분 전체의 가치입니다.',
    guidance: '시가총액이 클수록 거래가 활발하고 지수 편입 가능성이 높습니다. 가중평균과 종합지수는 시가총액을 가중치로 씁니다.',
  },
};
