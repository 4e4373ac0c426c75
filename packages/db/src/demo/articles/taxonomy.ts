/** Categories, series and tags for the demo articles (sample data). */
export type DemoSection = 'PRO' | 'LIFESTYLE';

export interface DemoCategory {
  slug: string;
  name: string;
  section: DemoSection;
  /** Top-level categories have no parent; the display path is 'parent name>name', e.g. 'SPI Pro>오피스'. */
  parentSlug?: string;
}

export interface DemoSeries {
  slug: string;
  name: string;
  description: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'spi-pro', name: 'SPI Pro', section: 'PRO' },
  { slug: 'office', name: '오피스', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'logistics', name: '물류', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'reits', name: '리츠', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'capital-markets', name: '자본시장', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'policy', name: '정책·제도', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'interview', name: '인터뷰', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'retail-hotel', name: '리테일·호텔', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'data-center', name: '데이터센터', section: 'PRO', parentSlug: 'spi-pro' },
  { slug: 'spi-life', name: 'SPI 라이프', section: 'LIFESTYLE' },
  { slug: 'lifestyle', name: '라이프스타일', section: 'LIFESTYLE', parentSlug: 'spi-life' },
  { slug: 'personal-finance', name: '재테크', section: 'LIFESTYLE', parentSlug: 'spi-life' },
];

export const DEMO_SERIES: DemoSeries[] = [
  {
    slug: 'weekly-office-market',
    name: '주간 오피스 마켓',
    description: '서울 주요 권역의 오피스 공실률과 임대료, 임대차 흐름을 매주 정리합니다.',
  },
  {
    slug: 'reits-inside',
    name: '리츠 인사이드',
    description: 'P/NAV, FFO, WALE 등 리츠 지표를 계산 과정과 함께 풀어보는 해설 시리즈입니다.',
  },
  {
    slug: 'cre-leader-interview',
    name: 'CRE 리더 인터뷰',
    description: '상업용 부동산 업계를 이끄는 운용사·개발사·자문사 리더들의 시장 전망을 듣습니다.',
  },
  {
    slug: 'real-estate-finance-101',
    name: '부동산 금융 101',
    description: '캡레이트와 NOI, LTV와 DSCR까지 부동산 금융의 기본 개념을 예시로 설명합니다.',
  },
];

export const DEMO_TAGS: string[] = [
  '리츠',
  '물류',
  '오피스',
  '공실률',
  '임대차',
  'GBD',
  'YBD',
  'CBD',
  '판교',
  '성수',
  '이천',
  '평택',
  '캡레이트',
  'NOI',
  'P/NAV',
  'FFO',
  'WALE',
  '배당',
  '금리',
  'PF',
  '브릿지론',
  '리파이낸싱',
  '선매입',
  '저온물류',
  '데이터센터',
  '리테일',
  '호텔',
  'ESG',
  '정책',
  '3.3㎡',
  '직장인',
  '재테크',
  '2025년',
  '2026년',
];
