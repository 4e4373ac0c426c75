import type { DealAssetType, DealRegion } from '@spi/core/deals/model';

/**
 * Vocabulary of the demo deals and funds: real 시·군·구 with real road names, fictional asset names,
 * fictional companies, AMCs, lenders and investors. Nothing here names a real transaction; every row
 * made from it is SAMPLE data.
 */

export interface DemoPlace {
  /** 시·도 as written in road addresses ('서울특별시'). */
  sido: string;
  /** 시·군·구 (and 읍·면 where logistics parks are) as written after the 시·도. */
  sigungu: string;
  /** The deal's `district`: short 시·도 + 시·군·구 ('서울 중구'). */
  district: string;
  region: DealRegion;
  /** Neighbourhood words that start asset names ('을지로', '판교', '이천 마장'). */
  areas: string[];
  roads: string[];
  /** Asset types found here, with a weight. */
  types: Partial<Record<DealAssetType, number>>;
}

const seoul = (sigungu: string, region: DealRegion, areas: string[], roads: string[], types: DemoPlace['types']): DemoPlace =>
  ({ sido: '서울특별시', sigungu, district: `서울 ${sigungu}`, region, areas, roads, types });
const gyeonggi = (sigungu: string, region: DealRegion, areas: string[], roads: string[], types: DemoPlace['types']): DemoPlace =>
  ({ sido: '경기도', sigungu, district: `경기 ${sigungu.split(' ')[0]}`, region, areas, roads, types });

export const DEMO_PLACES: DemoPlace[] = [
  // CBD
  seoul('중구', 'CBD', ['을지로', '명동', '서울역', '시청', '회현'], ['을지로', '세종대로', '남대문로', '청계천로', '소공로', '퇴계로'], { OFFICE: 10, HOTEL: 3, RETAIL: 1, MIXED: 1 }),
  seoul('종로구', 'CBD', ['광화문', '종로', '인사동', '서린동'], ['종로', '새문안로', '세종대로', '삼일대로', '율곡로'], { OFFICE: 8, HOTEL: 2, RETAIL: 1, MIXED: 1 }),
  // GBD
  seoul('강남구', 'GBD', ['테헤란로', '역삼', '삼성', '선릉', '논현', '대치'], ['테헤란로', '강남대로', '영동대로', '언주로', '봉은사로', '도산대로'], { OFFICE: 10, RETAIL: 2, HOTEL: 1, RESIDENTIAL: 1, MIXED: 1, LAND: 1 }),
  seoul('서초구', 'GBD', ['강남역', '서초', '양재'], ['서초대로', '강남대로', '반포대로', '남부순환로', '바우뫼로'], { OFFICE: 8, RETAIL: 1, RESIDENTIAL: 1, LAND: 1 }),
  // YBD
  seoul('영등포구', 'YBD', ['여의도', '영등포', '문래'], ['여의대로', '국제금융로', '의사당대로', '국회대로', '영등포로'], { OFFICE: 10, RETAIL: 1, HOTEL: 1, MIXED: 1 }),
  // BBD
  { sido: '경기도', sigungu: '성남시 분당구', district: '경기 성남시 분당구', region: 'BBD', areas: ['판교', '정자', '서현', '삼평'], roads: ['판교역로', '대왕판교로', '분당내곡로', '황새울로', '정자일로'], types: { OFFICE: 10, DATA_CENTER: 1, RETAIL: 1, MIXED: 1 } },
  // Other Seoul
  seoul('마포구', 'SEOUL_OTHER', ['공덕', '상암', '합정'], ['마포대로', '월드컵북로', '양화로', '백범로'], { OFFICE: 4, HOTEL: 2, RETAIL: 1, RESIDENTIAL: 1 }),
  seoul('용산구', 'SEOUL_OTHER', ['용산', '한남', '이태원'], ['한강대로', '이태원로', '청파로', '원효로'], { OFFICE: 3, HOTEL: 1, RESIDENTIAL: 1, LAND: 1, MIXED: 1 }),
  seoul('성동구', 'SEOUL_OTHER', ['성수', '왕십리'], ['성수이로', '아차산로', '왕십리로', '뚝섬로'], { OFFICE: 4, RETAIL: 1, LAND: 1, MIXED: 1 }),
  seoul('강서구', 'SEOUL_OTHER', ['마곡', '가양'], ['마곡중앙로', '공항대로', '양천로'], { OFFICE: 4, DATA_CENTER: 1, LOGISTICS: 1, HOTEL: 1 }),
  seoul('구로구', 'SEOUL_OTHER', ['구로', '신도림'], ['디지털로', '경인로', '새말로'], { OFFICE: 3, DATA_CENTER: 2, RETAIL: 1 }),
  seoul('금천구', 'SEOUL_OTHER', ['가산'], ['가산디지털1로', '벚꽃로', '디지털로'], { OFFICE: 2, DATA_CENTER: 2 }),
  seoul('송파구', 'SEOUL_OTHER', ['잠실', '문정'], ['올림픽로', '송파대로', '법원로'], { OFFICE: 3, RETAIL: 2, RESIDENTIAL: 1, LOGISTICS: 1 }),
  seoul('동대문구', 'SEOUL_OTHER', ['청량리', '회기'], ['왕산로', '천호대로'], { RESIDENTIAL: 2, RETAIL: 1, MIXED: 1 }),
  // Capital area
  gyeonggi('이천시 마장면', 'METRO', ['이천 마장', '이천 덕평'], ['덕평로', '서이천로', '이장로'], { LOGISTICS: 10 }),
  gyeonggi('이천시 부발읍', 'METRO', ['이천 부발'], ['경충대로', '무촌로'], { LOGISTICS: 6 }),
  gyeonggi('용인시 처인구', 'METRO', ['용인 백암', '용인 양지', '용인 남사'], ['백암로', '양지로', '남사로'], { LOGISTICS: 8, DATA_CENTER: 1 }),
  gyeonggi('평택시', 'METRO', ['평택 포승', '평택 청북'], ['포승공단로', '청북중앙로', '평택항로'], { LOGISTICS: 6, RESIDENTIAL: 1 }),
  gyeonggi('안성시', 'METRO', ['안성 원곡', '안성 일죽'], ['원곡로', '일죽로', '서동대로'], { LOGISTICS: 6 }),
  gyeonggi('여주시', 'METRO', ['여주 가남'], ['가남로', '여주남로'], { LOGISTICS: 3 }),
  gyeonggi('김포시', 'METRO', ['김포 고촌', '김포 양촌'], ['아라육로', '양촌로', '김포한강로'], { LOGISTICS: 4, DATA_CENTER: 1 }),
  gyeonggi('안양시 동안구', 'METRO', ['평촌', '안양'], ['시민대로', '흥안대로', '평촌대로'], { DATA_CENTER: 3, OFFICE: 2 }),
  gyeonggi('수원시 영통구', 'METRO', ['광교', '영통'], ['광교중앙로', '덕영대로'], { OFFICE: 2, RETAIL: 2, RESIDENTIAL: 1 }),
  gyeonggi('하남시', 'METRO', ['하남 미사'], ['미사대로', '하남대로'], { RETAIL: 2, LAND: 1, DATA_CENTER: 1 }),
  gyeonggi('고양시 일산동구', 'METRO', ['일산', '킨텍스'], ['중앙로', '킨텍스로'], { RETAIL: 2, HOTEL: 1, OFFICE: 1, LAND: 1 }),
  gyeonggi('화성시', 'METRO', ['동탄', '화성 향남'], ['동탄대로', '삼성1로', '향남로'], { LOGISTICS: 3, LAND: 2, OFFICE: 1 }),
  { sido: '인천광역시', sigungu: '연수구', district: '인천 연수구', region: 'METRO', areas: ['송도'], roads: ['컨벤시아대로', '인천타워대로', '센트럴로'], types: { OFFICE: 2, HOTEL: 2, RETAIL: 1, RESIDENTIAL: 1, LAND: 1 } },
  { sido: '인천광역시', sigungu: '서구', district: '인천 서구', region: 'METRO', areas: ['청라', '인천 오류'], roads: ['청라대로', '정서진로', '봉오대로'], types: { LOGISTICS: 4, LAND: 1 } },
  // Regions
  { sido: '부산광역시', sigungu: '해운대구', district: '부산 해운대구', region: 'REGIONAL', areas: ['해운대', '센텀'], roads: ['해운대해변로', '센텀중앙로', '달맞이길'], types: { HOTEL: 3, OFFICE: 2, RETAIL: 1, RESIDENTIAL: 1 } },
  { sido: '부산광역시', sigungu: '강서구', district: '부산 강서구', region: 'REGIONAL', areas: ['부산 신항', '부산 미음'], roads: ['신항로', '미음산단로'], types: { LOGISTICS: 4 } },
  { sido: '부산광역시', sigungu: '부산진구', district: '부산 부산진구', region: 'REGIONAL', areas: ['서면'], roads: ['중앙대로', '서면로'], types: { OFFICE: 2, RETAIL: 2 } },
  { sido: '대구광역시', sigungu: '수성구', district: '대구 수성구', region: 'REGIONAL', areas: ['수성', '범어'], roads: ['달구벌대로', '동대구로'], types: { OFFICE: 1, RETAIL: 1, RESIDENTIAL: 1 } },
  { sido: '대구광역시', sigungu: '달성군', district: '대구 달성군', region: 'REGIONAL', areas: ['대구 구지'], roads: ['국가산단대로'], types: { LOGISTICS: 2 } },
  { sido: '대전광역시', sigungu: '유성구', district: '대전 유성구', region: 'REGIONAL', areas: ['대덕', '유성'], roads: ['대학로', '엑스포로'], types: { OFFICE: 1, DATA_CENTER: 1, HOTEL: 1 } },
  { sido: '충청남도', sigungu: '천안시 서북구', district: '충남 천안시', region: 'REGIONAL', areas: ['천안 성거', '천안'], roads: ['성거길', '번영로'], types: { LOGISTICS: 3, RETAIL: 1 } },
  { sido: '제주특별자치도', sigungu: '서귀포시', district: '제주 서귀포시', region: 'REGIONAL', areas: ['중문', '서귀포'], roads: ['중문관광로', '일주동로'], types: { HOTEL: 3, LAND: 1 } },
];

/** Fictional words for asset names. */
export const NAME_WORDS = ['한울', '가온', '누리', '다온', '라온', '해솔', '이룸', '청솔', '새빛', '온빛', '미르', '아라', '보람', '한결', '도담', '솔빛', '하람', '늘봄', '그린', '센트럴', '스퀘어원', '더원', '프라임', '시그니처', '리버', '파크', '크리스탈', '에이스', '골든', '노블'];

export const NAME_SUFFIXES: Record<DealAssetType, string[]> = {
  OFFICE: ['타워', '빌딩', '센터', '스퀘어', '플라자', '파이낸스센터', '트윈타워'],
  LOGISTICS: ['물류센터', '로지스틱스센터', '복합물류센터', '저온 물류센터'],
  RETAIL: ['쇼핑센터', '몰', '아울렛', '리테일 타워', '스트리트몰'],
  HOTEL: ['호텔', '비즈니스호텔', '레지던스호텔', '리조트호텔'],
  DATA_CENTER: ['데이터센터', 'IDC', '클라우드센터'],
  RESIDENTIAL: ['레지던스', '코리빙하우스', '임대주택', '기숙사'],
  MIXED: ['복합단지', '플레이스', '시티', '스퀘어'],
  LAND: ['개발부지', '복합개발부지', '물류 개발부지'],
};

export const SUBTYPES: Record<DealAssetType, string[]> = {
  OFFICE: ['프라임 오피스', 'A급 오피스', 'B급 오피스', '사옥'],
  LOGISTICS: ['상온 물류', '저온 물류', '상·저온 복합 물류'],
  RETAIL: ['근린상가', '쇼핑몰', '아울렛', '대형마트'],
  HOTEL: ['비즈니스호텔', '5성급 호텔', '레지던스 호텔'],
  DATA_CENTER: ['코로케이션', '하이퍼스케일'],
  RESIDENTIAL: ['임대주택', '기숙사', '코리빙'],
  MIXED: ['오피스·리테일 복합', '호텔·오피스 복합'],
  LAND: ['오피스 개발부지', '물류 개발부지', '주거 개발부지'],
};

/** Fictional asset managers (≈15). `short` starts fund names. */
export const DEMO_AMCS = [
  { name: '한빛자산운용', short: '한빛', code: '105' },
  { name: '가온자산운용', short: '가온', code: '112' },
  { name: '누리투자운용', short: '누리', code: '118' },
  { name: '새빛대체투자자산운용', short: '새빛', code: '121' },
  { name: '다온자산운용', short: '다온', code: '127' },
  { name: '라온인베스트먼트자산운용', short: '라온', code: '133' },
  { name: '해솔자산운용', short: '해솔', code: '140' },
  { name: '청솔리얼티자산운용', short: '청솔', code: '146' },
  { name: '이룸자산운용', short: '이룸', code: '152' },
  { name: '온누리대체투자운용', short: '온누리', code: '158' },
  { name: '한결자산운용', short: '한결', code: '163' },
  { name: '미르자산운용', short: '미르', code: '169' },
  { name: '보람리얼에셋자산운용', short: '보람', code: '174' },
  { name: '아라자산운용', short: '아라', code: '181' },
  { name: '솔빛투자운용', short: '솔빛', code: '187' },
] as const;

export const DEMO_CORPORATES = ['한결전자(주)', '대한물산(주)', '세림식품(주)', '코리아로지스(주)', '미래통신(주)', '한성건설(주)', '동진제약(주)', '태평양유통(주)', '새한중공업(주)', '가람홀딩스(주)', '누리텔레콤(주)', '한별쇼핑(주)'];
export const DEMO_DC_CORPORATES = ['미래통신(주)', '케이클라우드(주)', '누리텔레콤(주)', '한결데이터(주)'];
export const DEMO_FINANCIALS = ['대성생명보험', '한빛화재해상보험', '청솔캐피탈', '가람증권', '한울공제회', '국민행복연금', '새솔투자증권', '온빛생명보험'];
export const DEMO_PUBLIC = ['한국공공자산공사', '수도권개발공사', '지역균형개발공사', '국토인프라공단'];
export const DEMO_OTHERS = ['개인 투자자 (비공개)', '가족법인 (비공개)', '학교법인 (샘플)', '종교법인 (샘플)', '해외 투자자 (비공개)'];
export const DEMO_ADVISORS = ['세영부동산자문', '한강어드바이저스', '코리아프로퍼티파트너스', '대륙에셋어드바이저리', '새솔회계법인', '누리감정평가법인'];
export const DEMO_LENDERS = ['한빛은행', '누리은행', '대양은행', '대성생명보험', '온빛생명보험', '청솔캐피탈', '가온저축은행'];
export const DEMO_BROKERS = ['가람증권', '한빛투자증권', '누리증권', '대양증권', '새솔투자증권', '온빛증권'];
export const DEMO_TRUSTEES = ['한빛은행', '누리은행', '대양은행', '가온은행'];
export const DEMO_INVESTORS: Array<{ name: string; type: 'PENSION' | 'MUTUAL_AID' | 'INSURANCE' | 'BANK' | 'SECURITIES' | 'CORPORATE' | 'OTHER' }> = [
  { name: '국민행복연금', type: 'PENSION' },
  { name: '공무원미래연금', type: 'PENSION' },
  { name: '한울공제회', type: 'MUTUAL_AID' },
  { name: '교육인공제회', type: 'MUTUAL_AID' },
  { name: '건설인공제회', type: 'MUTUAL_AID' },
  { name: '대성생명보험', type: 'INSURANCE' },
  { name: '온빛생명보험', type: 'INSURANCE' },
  { name: '한빛화재해상보험', type: 'INSURANCE' },
  { name: '누리은행', type: 'BANK' },
  { name: '가람증권', type: 'SECURITIES' },
  { name: '새한중공업(주)', type: 'CORPORATE' },
  { name: '지역신협중앙회', type: 'OTHER' },
];
