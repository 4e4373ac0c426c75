/** Sample writers for the demo articles. Every name and bio is fictional sample data. */
export interface DemoWriter {
  slug: string;
  name: string;
  /** 직함 */
  title: string;
  bio: string;
}

export const DEMO_WRITERS: DemoWriter[] = [
  {
    slug: 'ga-sanghyun',
    name: '가상현',
    title: '선임 기자',
    bio: '오피스와 자본시장을 10년 넘게 취재해온 상업용 부동산 전문 기자입니다. 거래 현장의 숫자로 시장을 읽는 기사를 씁니다. (샘플 필자)',
  },
  {
    slug: 'ye-siwon',
    name: '예시원',
    title: '기자',
    bio: '물류센터와 데이터센터, 리테일·호텔 등 대체 자산을 담당합니다. 개발 현장과 임차인의 목소리를 함께 전합니다. (샘플 필자)',
  },
  {
    slug: 'pyo-bonhee',
    name: '표본희',
    title: '리서치 애널리스트',
    bio: '상장 리츠와 부동산 금융을 분석하는 리서치 애널리스트입니다. 어려운 지표를 쉬운 계산으로 풀어내는 데 관심이 많습니다. (샘플 필자)',
  },
  {
    slug: 'mo-uijun',
    name: '모의준',
    title: '객원 칼럼니스트',
    bio: '부동산 정책과 금융 제도를 연구하는 객원 칼럼니스트입니다. 제도 변화가 시장에 미칠 영향을 시나리오로 짚습니다. (샘플 필자)',
  },
  {
    slug: 'si-beomseo',
    name: '시범서',
    title: '콘텐츠 에디터',
    bio: '직장인의 일상과 재테크, SPI의 행사·제휴 콘텐츠를 맡고 있습니다. (샘플 필자)',
  },
];
