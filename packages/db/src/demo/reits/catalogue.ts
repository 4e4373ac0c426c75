import type { ReitSecurityType, ReitSector } from '@spi/core/reits/model';

/**
 * The listed K-REITs with their public names, tickers, sectors and AMCs (../shared/reference/
 * real-estate-data.md). Everything numeric here only steers the generated SAMPLE figures (target market
 * cap in 억원, P/NAV, LTV, cap rate, yield): none of it is a real figure.
 */
export interface DemoReit {
  ticker: string;
  nameKo: string;
  nameEn: string;
  sector: ReitSector;
  subtype: string;
  amc: string;
  sponsor: string;
  securityType: ReitSecurityType;
  listedOn: string;
  dividendMonths: number[];
  capEok: number;
  pNav: number;
  ltv: number;
  capRate: number;
  yield: number;
  assets: Array<{ name: string; type: string; region: string; address: string }>;
  description: string;
}

const office = (name: string, region: string, address: string) => ({ name, type: '오피스', region, address });
const logistics = (name: string, address: string) => ({ name, type: '물류센터', region: '수도권', address });
const retail = (name: string, region: string, address: string) => ({ name, type: '리테일', region, address });

export const DEMO_REITS: DemoReit[] = [
  { ticker: '140910', nameKo: '에이리츠', nameEn: 'A REIT', sector: 'RESIDENTIAL', subtype: '주택개발', amc: '에이리츠(자기관리)', sponsor: '', securityType: 'SELF_MANAGED', listedOn: '2011-07-14', dividendMonths: [12], capEok: 380, pNav: 0.82, ltv: 0.35, capRate: 0.052, yield: 0.045,
    assets: [{ name: '파주 주거개발 부지', type: '주거', region: '수도권', address: '경기도 파주시 동패동' }, { name: '양평 타운하우스', type: '주거', region: '수도권', address: '경기도 양평군 양서면' }], description: '주택 개발과 분양을 하는 자기관리리츠.' },
  { ticker: '145270', nameKo: '케이탑리츠', nameEn: 'K-TOP REIT', sector: 'DIVERSIFIED', subtype: '오피스·리테일', amc: '케이탑리츠(자기관리)', sponsor: '', securityType: 'SELF_MANAGED', listedOn: '2012-01-31', dividendMonths: [6, 12], capEok: 620, pNav: 0.74, ltv: 0.52, capRate: 0.056, yield: 0.038,
    assets: [office('쌍림동 오피스', 'CBD', '서울특별시 중구 쌍림동'), retail('충정로 근린상가', 'CBD', '서울특별시 서대문구 충정로')], description: '오피스와 근린상가를 보유한 자기관리리츠.' },
  { ticker: '204210', nameKo: '스타에스엠리츠', nameEn: 'Star SM REIT', sector: 'HOTEL', subtype: '호텔', amc: '스타에스엠리츠(자기관리)', sponsor: '', securityType: 'SELF_MANAGED', listedOn: '2016-06-29', dividendMonths: [12], capEok: 540, pNav: 0.71, ltv: 0.48, capRate: 0.058, yield: 0.041,
    assets: [{ name: '남대문 비즈니스호텔', type: '호텔', region: 'CBD', address: '서울특별시 중구 남대문로' }, { name: '구로 오피스', type: '오피스', region: '기타', address: '서울특별시 구로구 구로동' }], description: '호텔과 오피스를 보유한 자기관리리츠.' },
  { ticker: '088260', nameKo: '이리츠코크렙', nameEn: 'E REITs KOCREF', sector: 'RETAIL', subtype: '아울렛', amc: '코람코자산신탁', sponsor: '이랜드리테일', securityType: 'CR', listedOn: '2018-06-27', dividendMonths: [6, 12], capEok: 3_100, pNav: 0.78, ltv: 0.56, capRate: 0.061, yield: 0.071,
    assets: [retail('뉴코아아울렛 야탑점', '분당', '경기도 성남시 분당구 야탑동'), retail('뉴코아아울렛 일산점', '수도권', '경기도 고양시 일산서구 대화동'), retail('NC백화점 평촌점', '수도권', '경기도 안양시 동안구 호계동')], description: '이랜드리테일의 아울렛과 백화점을 책임임대로 보유한 CR리츠.' },
  { ticker: '293940', nameKo: '신한알파리츠', nameEn: 'Shinhan Alpha REIT', sector: 'OFFICE', subtype: '프라임 오피스', amc: '신한리츠운용', sponsor: '신한금융그룹', securityType: 'ENTRUSTED', listedOn: '2018-08-08', dividendMonths: [3, 9], capEok: 6_200, pNav: 0.86, ltv: 0.58, capRate: 0.046, yield: 0.058,
    assets: [office('판교 크래프톤타워', '분당', '경기도 성남시 분당구 삼평동'), office('용산 더프라임타워', 'YBD', '서울특별시 용산구 한강대로'), office('대일빌딩', 'CBD', '서울특별시 중구 남대문로'), office('트윈시티 남산', 'CBD', '서울특별시 용산구 한강대로')], description: '판교·용산·도심 프라임 오피스를 보유한 오피스 리츠.' },
  { ticker: '330590', nameKo: '롯데리츠', nameEn: 'Lotte REIT', sector: 'RETAIL', subtype: '백화점·마트·아울렛', amc: '롯데AMC', sponsor: '롯데쇼핑', securityType: 'ENTRUSTED', listedOn: '2019-10-30', dividendMonths: [6, 12], capEok: 9_400, pNav: 0.80, ltv: 0.55, capRate: 0.058, yield: 0.068,
    assets: [retail('롯데백화점 강남점', 'GBD', '서울특별시 강남구 대치동'), retail('롯데백화점 구리점', '수도권', '경기도 구리시 인창동'), retail('롯데아울렛 이천점', '수도권', '경기도 이천시 호법면'), retail('롯데마트 의왕점', '수도권', '경기도 의왕시 내손동'), logistics('롯데 김해 물류센터', '경상남도 김해시 주촌면')], description: '롯데쇼핑의 백화점·마트·아울렛을 장기 책임임대로 보유한 리츠.' },
  { ticker: '338100', nameKo: 'NH프라임리츠', nameEn: 'NH Prime REIT', sector: 'OFFICE', subtype: '재간접 오피스', amc: 'NH농협리츠운용', sponsor: 'NH농협금융', securityType: 'ENTRUSTED', listedOn: '2019-12-05', dividendMonths: [5, 11], capEok: 850, pNav: 0.76, ltv: 0.12, capRate: 0.047, yield: 0.061,
    assets: [office('서울스퀘어 (수익증권)', 'CBD', '서울특별시 중구 한강대로'), office('강남N타워 (수익증권)', 'GBD', '서울특별시 강남구 역삼동'), office('삼성물산 서초사옥 (수익증권)', 'GBD', '서울특별시 서초구 서초동')], description: '서울 주요 오피스 펀드의 수익증권에 투자하는 재간접 리츠.' },
  { ticker: '334890', nameKo: '이지스밸류플러스리츠', nameEn: 'IGIS Value Plus REIT', sector: 'OFFICE', subtype: '오피스', amc: '이지스자산운용', sponsor: '', securityType: 'ENTRUSTED', listedOn: '2020-07-16', dividendMonths: [3, 9], capEok: 1_900, pNav: 0.79, ltv: 0.57, capRate: 0.049, yield: 0.064,
    assets: [office('태평로빌딩', 'CBD', '서울특별시 중구 세종대로'), office('삼성SDS 판교캠퍼스', '분당', '경기도 성남시 분당구 삼평동'), logistics('용인 언남 물류센터', '경기도 용인시 기흥구')], description: '도심 오피스를 중심으로 가치 상승 자산을 담는 이지스의 상장 리츠.' },
  { ticker: '350520', nameKo: '이지스레지던스리츠', nameEn: 'IGIS Residence REIT', sector: 'RESIDENTIAL', subtype: '임대주택', amc: '이지스자산운용', sponsor: '', securityType: 'ENTRUSTED', listedOn: '2020-08-05', dividendMonths: [6, 12], capEok: 1_000, pNav: 0.74, ltv: 0.51, capRate: 0.042, yield: 0.060,
    assets: [{ name: '인천 부평 행복주택', type: '임대주택', region: '수도권', address: '인천광역시 부평구 부평동' }, { name: '서울 용산 공공지원 민간임대', type: '임대주택', region: 'YBD', address: '서울특별시 용산구 한강로' }], description: '임대주택을 보유한 주거 리츠.' },
  { ticker: '357250', nameKo: '미래에셋맵스리츠', nameEn: 'Mirae Asset Maps REIT', sector: 'RETAIL', subtype: '리테일', amc: '미래에셋자산운용', sponsor: '미래에셋', securityType: 'ENTRUSTED', listedOn: '2020-08-05', dividendMonths: [5, 11], capEok: 700, pNav: 0.72, ltv: 0.53, capRate: 0.055, yield: 0.065,
    assets: [retail('센터원 리테일', 'CBD', '서울특별시 중구 을지로'), retail('광교 복합 리테일', '수도권', '경기도 수원시 영통구')], description: '리테일 자산을 보유한 미래에셋의 상장 리츠.' },
  { ticker: '348950', nameKo: '제이알글로벌리츠', nameEn: 'JR Global REIT', sector: 'OFFICE', subtype: '해외 오피스', amc: '제이알자산관리', sponsor: '제이알투자운용', securityType: 'ENTRUSTED', listedOn: '2020-08-07', dividendMonths: [6, 12], capEok: 5_300, pNav: 0.66, ltv: 0.62, capRate: 0.055, yield: 0.083,
    assets: [{ name: '브뤼셀 파이낸스타워', type: '오피스', region: '해외', address: 'Boulevard du Jardin Botanique 50, Brussels' }, { name: '뉴욕 맨해튼 오피스', type: '오피스', region: '해외', address: 'Manhattan, New York' }], description: '벨기에 정부가 장기 임차한 브뤼셀 파이낸스타워 등 해외 오피스 리츠.' },
  { ticker: '357120', nameKo: '코람코라이프인프라리츠', nameEn: 'KORAMCO Life Infra REIT', sector: 'INFRA', subtype: '주유소·물류', amc: '코람코자산신탁', sponsor: 'SK네트웍스', securityType: 'ENTRUSTED', listedOn: '2020-08-19', dividendMonths: [6, 12], capEok: 3_600, pNav: 0.85, ltv: 0.50, capRate: 0.060, yield: 0.066,
    assets: [{ name: '전국 주유소 포트폴리오 (187개)', type: '주유소', region: '전국', address: '전국' }, logistics('안성 물류센터', '경기도 안성시 원곡면')], description: '전국 주유소와 물류센터를 보유한 생활 인프라 리츠.' },
  { ticker: '365550', nameKo: 'ESR켄달스퀘어리츠', nameEn: 'ESR Kendall Square REIT', sector: 'LOGISTICS', subtype: '물류센터', amc: 'ESR켄달스퀘어리츠운용', sponsor: 'ESR', securityType: 'ENTRUSTED', listedOn: '2020-12-23', dividendMonths: [5, 11], capEok: 9_800, pNav: 0.88, ltv: 0.54, capRate: 0.050, yield: 0.065,
    assets: [logistics('고양 물류센터', '경기도 고양시 덕양구'), logistics('이천 부발 물류센터', '경기도 이천시 부발읍'), logistics('용인 백암 물류센터', '경기도 용인시 처인구 백암면'), logistics('평택 청북 물류센터', '경기도 평택시 청북읍'), logistics('부산 국제물류센터', '부산광역시 강서구')], description: '수도권과 부산의 대형 물류센터를 보유한 국내 최대 물류 리츠.' },
  { ticker: '377190', nameKo: '디앤디플랫폼리츠', nameEn: 'D&D Platform REIT', sector: 'DIVERSIFIED', subtype: '오피스·물류', amc: 'SK디앤디', sponsor: 'SK디앤디', securityType: 'ENTRUSTED', listedOn: '2021-08-27', dividendMonths: [3, 9], capEok: 2_700, pNav: 0.70, ltv: 0.60, capRate: 0.051, yield: 0.072,
    assets: [office('세븐밸리 (구로)', '기타', '서울특별시 구로구 구로동'), logistics('부천 물류센터', '경기도 부천시 오정구'), { name: '오사카 물류센터', type: '물류센터', region: '해외', address: 'Osaka, Japan' }], description: '오피스와 국내외 물류센터를 보유한 SK디앤디의 플랫폼 리츠.' },
  { ticker: '395400', nameKo: 'SK리츠', nameEn: 'SK REIT', sector: 'DIVERSIFIED', subtype: '오피스·주유소', amc: 'SK리츠운용', sponsor: 'SK', securityType: 'ENTRUSTED', listedOn: '2021-09-14', dividendMonths: [3, 6, 9, 12], capEok: 13_500, pNav: 0.92, ltv: 0.59, capRate: 0.047, yield: 0.058,
    assets: [office('서린빌딩', 'CBD', '서울특별시 종로구 종로'), { name: 'SK에너지 주유소 (116개)', type: '주유소', region: '전국', address: '전국' }, office('SK남산빌딩', 'CBD', '서울특별시 중구 퇴계로'), { name: 'SK U타워', type: '오피스', region: '분당', address: '경기도 성남시 분당구 정자동' }], description: 'SK그룹 사옥과 주유소를 보유하고 분기마다 배당하는 리츠.' },
  { ticker: '400760', nameKo: 'NH올원리츠', nameEn: 'NH Allone REIT', sector: 'DIVERSIFIED', subtype: '오피스·물류', amc: 'NH농협리츠운용', sponsor: 'NH농협금융', securityType: 'ENTRUSTED', listedOn: '2021-11-30', dividendMonths: [6, 12], capEok: 1_100, pNav: 0.73, ltv: 0.58, capRate: 0.052, yield: 0.070,
    assets: [office('분당 스퀘어', '분당', '경기도 성남시 분당구 정자동'), logistics('도쿄 물류센터 (수익증권)', 'Tokyo, Japan'), logistics('인천 항동 저온 물류센터', '인천광역시 중구 항동')], description: '오피스와 물류센터를 담은 NH농협리츠운용의 리츠.' },
  { ticker: '396690', nameKo: '미래에셋글로벌리츠', nameEn: 'Mirae Asset Global REIT', sector: 'LOGISTICS', subtype: '해외 물류', amc: '미래에셋자산운용', sponsor: '미래에셋', securityType: 'ENTRUSTED', listedOn: '2021-12-03', dividendMonths: [1, 7], capEok: 1_000, pNav: 0.68, ltv: 0.57, capRate: 0.058, yield: 0.075,
    assets: [{ name: '미국 아마존 물류센터 (텍사스)', type: '물류센터', region: '해외', address: 'Texas, USA' }, { name: '미국 페덱스 물류센터 (플로리다)', type: '물류센터', region: '해외', address: 'Florida, USA' }], description: '미국 물류센터를 보유한 해외 물류 리츠.' },
  { ticker: '404990', nameKo: '신한서부티엔디리츠', nameEn: 'Shinhan Seobu T&D REIT', sector: 'DIVERSIFIED', subtype: '쇼핑몰·호텔', amc: '신한리츠운용', sponsor: '서부티엔디', securityType: 'ENTRUSTED', listedOn: '2021-12-10', dividendMonths: [6, 12], capEok: 1_500, pNav: 0.75, ltv: 0.61, capRate: 0.055, yield: 0.064,
    assets: [retail('스퀘어원 (인천)', '수도권', '인천광역시 연수구 동춘동'), { name: '이비스 앰배서더 인사동', type: '호텔', region: 'CBD', address: '서울특별시 종로구 인사동' }, { name: '부티크 호텔 용산', type: '호텔', region: 'YBD', address: '서울특별시 용산구 한강로' }], description: '인천 쇼핑몰과 서울 도심 호텔을 보유한 리츠.' },
  { ticker: '417310', nameKo: '코람코더원리츠', nameEn: 'KORAMCO The One REIT', sector: 'OFFICE', subtype: '여의도 오피스', amc: '코람코자산신탁', sponsor: '', securityType: 'ENTRUSTED', listedOn: '2022-03-08', dividendMonths: [5, 11], capEok: 1_300, pNav: 0.83, ltv: 0.55, capRate: 0.044, yield: 0.067,
    assets: [office('하나증권빌딩 (여의도)', 'YBD', '서울특별시 영등포구 의사당대로')], description: '여의도 하나증권빌딩을 보유한 단일 자산 오피스 리츠.' },
  { ticker: '357430', nameKo: '마스턴프리미어리츠', nameEn: 'Mastern Premier REIT', sector: 'DIVERSIFIED', subtype: '해외·국내 물류·오피스', amc: '마스턴투자운용', sponsor: '', securityType: 'ENTRUSTED', listedOn: '2022-05-31', dividendMonths: [6, 12], capEok: 650, pNav: 0.62, ltv: 0.60, capRate: 0.060, yield: 0.055,
    assets: [{ name: '프랑스 까르푸 물류센터', type: '물류센터', region: '해외', address: 'France' }, { name: '프랑스 크리스탈파크 오피스', type: '오피스', region: '해외', address: 'Neuilly-sur-Seine, France' }, logistics('인천 청라 물류센터', '인천광역시 서구 청라동')], description: '프랑스 물류·오피스와 인천 물류센터를 보유한 리츠.' },
  { ticker: '432320', nameKo: 'KB스타리츠', nameEn: 'KB Star REIT', sector: 'OFFICE', subtype: '해외 오피스', amc: 'KB자산운용', sponsor: 'KB금융그룹', securityType: 'ENTRUSTED', listedOn: '2022-10-07', dividendMonths: [4, 10], capEok: 2_200, pNav: 0.72, ltv: 0.58, capRate: 0.056, yield: 0.070,
    assets: [{ name: '브뤼셀 노스갤럭시타워', type: '오피스', region: '해외', address: 'Brussels, Belgium' }, { name: '런던 삼성 유럽본사', type: '오피스', region: '해외', address: 'Chertsey, United Kingdom' }], description: '벨기에와 영국의 정부·기업 임차 오피스를 보유한 리츠.' },
  { ticker: '451800', nameKo: '한화리츠', nameEn: 'Hanwha REIT', sector: 'OFFICE', subtype: '오피스', amc: '한화자산운용', sponsor: '한화그룹', securityType: 'ENTRUSTED', listedOn: '2023-03-23', dividendMonths: [3, 9], capEok: 3_300, pNav: 0.87, ltv: 0.56, capRate: 0.047, yield: 0.066,
    assets: [office('한화 장교동빌딩', 'CBD', '서울특별시 중구 청계천로'), office('한화생명 서초사옥', 'GBD', '서울특별시 서초구 서초동'), office('한화손해보험 여의도사옥', 'YBD', '서울특별시 영등포구 여의대로')], description: '한화그룹 계열사가 임차한 오피스를 보유한 리츠.' },
  { ticker: '448730', nameKo: '삼성FN리츠', nameEn: 'Samsung FN REIT', sector: 'OFFICE', subtype: '오피스', amc: '삼성SRA자산운용', sponsor: '삼성생명', securityType: 'ENTRUSTED', listedOn: '2023-04-26', dividendMonths: [3, 9], capEok: 4_100, pNav: 0.90, ltv: 0.52, capRate: 0.045, yield: 0.062,
    assets: [office('대치타워', 'GBD', '서울특별시 강남구 대치동'), office('삼성화재 판교사옥', '분당', '경기도 성남시 분당구 삼평동'), office('삼성생명 서초타워', 'GBD', '서울특별시 서초구 서초동')], description: '삼성 금융계열사가 임차한 강남·판교 오피스를 보유한 리츠.' },
  { ticker: '481850', nameKo: '신한글로벌액티브리츠', nameEn: 'Shinhan Global Active REIT', sector: 'DIVERSIFIED', subtype: '해외 개방형 부동산펀드', amc: '신한리츠운용', sponsor: '신한금융그룹', securityType: 'ENTRUSTED', listedOn: '2024-07-30', dividendMonths: [3, 6, 9, 12], capEok: 1_200, pNav: 0.80, ltv: 0.25, capRate: 0.052, yield: 0.068,
    assets: [{ name: '미국 개방형 코어 부동산펀드 A', type: '수익증권', region: '해외', address: 'USA' }, { name: '미국 개방형 코어 부동산펀드 B', type: '수익증권', region: '해외', address: 'USA' }], description: '미국 개방형 부동산펀드에 투자하고 분기 배당하는 재간접 리츠.' },
  { ticker: '0030R0', nameKo: '대신밸류리츠', nameEn: 'Daishin Value REIT', sector: 'OFFICE', subtype: '오피스', amc: '대신자산신탁', sponsor: '대신금융그룹', securityType: 'ENTRUSTED', listedOn: '2025-07-15', dividendMonths: [6, 12], capEok: 2_900, pNav: 0.95, ltv: 0.54, capRate: 0.044, yield: 0.061,
    assets: [office('대신343 (을지로)', 'CBD', '서울특별시 중구 삼일대로')], description: '을지로 대신343 빌딩을 보유한 오피스 리츠.' },
];
