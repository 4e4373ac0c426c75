import type { VideoProvider } from '@spi/core/cityfolio/model';

/**
 * The demo items of 시티폴리오 (ADR 020): city events (some point to /event seminars), videos and book
 * reviews. Everything is fictional and marked as a sample: the books, authors and publishers do not
 * exist (their ISBN-13s are made up with a valid check digit), and the demo videos are public test
 * videos whose stored metadata gives them sample titles — each video's text says so.
 * `day` and `publishedDaysAgo` count days from the load day (Asia/Seoul, see dates.ts).
 */
interface Common { key: string; title: string; summary: string; body: string; tags: string[]; publishedDaysAgo: number }

export interface DemoCityfolioEventSpec extends Common {
  kind: 'EVENT';
  /** A demo /event seminar this item points to (its dates and place come from there). */
  linkedEvent?: string;
  day?: number;
  start?: string;
  minutes?: number;
  place?: string;
  url?: string;
}

export interface DemoCityfolioVideoSpec extends Common {
  kind: 'VIDEO';
  provider: VideoProvider;
  videoId: string;
  videoTitle: string;
  author: string;
  durationSec: number;
}

export interface DemoCityfolioBookSpec extends Common {
  kind: 'BOOK';
  author: string;
  publisher: string;
  publishedOn: string;
  pages: number;
  rating: number;
}

export type DemoCityfolioSpec = DemoCityfolioEventSpec | DemoCityfolioVideoSpec | DemoCityfolioBookSpec;

const VIDEO_NOTE = '※ 샘플 콘텐츠입니다. 연결된 영상은 재생을 확인하기 위한 공개 테스트 영상으로, 위 소개와 내용이 다릅니다.';
const video = (paragraphs: string[]) => [...paragraphs, VIDEO_NOTE].join('\n\n');

export const DEMO_CITYFOLIO_SPECS: DemoCityfolioSpec[] = [
  // ---------------------------------------------------------------------------------------------- events
  {
    kind: 'EVENT', key: 'cf-outlook-2027', linkedEvent: 'outlook-2027', publishedDaysAgo: 20,
    title: '2027 상업용 부동산 시장 전망 세미나',
    summary: 'SPI의 연간 전망 세미나. 섹터별 수급 전망과 패널 토론이 이어집니다. 신청은 이벤트 페이지에서 받습니다.',
    body: '매년 연말 SPI가 여는 전망 세미나를 시티폴리오 일정에도 소개합니다. 금리와 자금 흐름, 오피스·물류·리테일·데이터센터의 수급 전망을 하루에 정리할 수 있는 자리입니다.\n\n참가 신청과 좌석 현황은 연결된 이벤트 페이지에서 확인하세요.',
    tags: ['시장 전망', '세미나'],
  },
  {
    kind: 'EVENT', key: 'cf-logistics-case', linkedEvent: 'logistics-valuation-case', publishedDaysAgo: 12,
    title: '케이스 스터디: 물류센터 밸류에이션 실습',
    summary: '참가자가 낸 물류센터 사례를 감정평가사와 운용역이 함께 평가하는 실습형 세미나입니다.',
    body: '물류센터의 가치는 입지와 임차인, 설비 사양이 함께 만듭니다. 이번 실습은 참가자가 직접 고른 물류센터를 두고 임대 수익 추정부터 할인율 선택까지 한 단계씩 따라가 봅니다.\n\n신청할 때 사전 과제 파일을 올려야 하니 이벤트 페이지의 안내를 확인하세요.',
    tags: ['물류', '밸류에이션'],
  },
  {
    kind: 'EVENT', key: 'cf-office-value-add', linkedEvent: 'office-value-add', publishedDaysAgo: 5,
    title: '오피스 리포지셔닝과 밸류애드 전략 세미나',
    summary: '노후 오피스를 되살린 리모델링과 용도 전환 사례를 수익률로 분석합니다.',
    body: '도심의 오래된 오피스는 도시의 기억이자 투자 기회입니다. 리모델링 전후의 임대료와 공실, 공사비와 인증 비용을 실제 사례로 비교하는 세미나를 소개합니다.',
    tags: ['오피스', '밸류애드'],
  },
  {
    kind: 'EVENT', key: 'cf-exhibition-old-office', publishedDaysAgo: 9, day: 4, start: '10:00', minutes: 60 * 24 * 35 + 480,
    place: '서울 종로구 도시건축 갤러리 (샘플 장소)', url: 'https://exhibition.example.com/old-office',
    title: '전시: 오래된 오피스의 두 번째 삶',
    summary: '1980~90년대 도심 오피스 12곳의 리모델링 전후를 도면과 사진으로 비교하는 전시입니다.',
    body: '종로와 을지로에 남아 있는 1980~90년대 오피스 12곳을 골라 리모델링 전후의 도면, 입면, 로비 사진을 나란히 보여 주는 전시입니다. 구조를 살리면서 층고와 설비를 바꾼 방법, 저층부를 거리로 연 방법을 건축가의 메모와 함께 소개합니다.\n\n관람은 무료이며 월요일은 휴관합니다.',
    tags: ['전시', '오피스', '도시재생'],
  },
  {
    kind: 'EVENT', key: 'cf-euljiro-tour', publishedDaysAgo: 3, day: 11, start: '14:00', minutes: 150,
    place: '을지로3가역 1번 출구 앞 집결 (샘플 장소)', url: 'https://tour.example.com/euljiro-industrial',
    title: '을지로 산업유산 건축 투어',
    summary: '인쇄소와 공구상가가 남아 있는 을지로 골목을 건축가와 함께 걸으며 도시의 변화를 읽습니다.',
    body: '세운상가에서 을지로 인쇄 골목까지, 산업 공간이 카페와 사무실로 바뀌어 온 과정을 두 시간 반 동안 걸으며 살펴봅니다. 재개발 구역과 보존 구역의 경계, 소규모 건물의 용도 변경 사례를 현장에서 설명합니다.\n\n편한 신발을 준비해 주세요. 비가 오면 실내 강연으로 바꿔 진행합니다.',
    tags: ['투어', '을지로', '도시재생'],
  },
  {
    kind: 'EVENT', key: 'cf-station-forum', publishedDaysAgo: 30, day: -14, start: '15:00', minutes: 150,
    place: '서울 중구 시민청 대회의실 (샘플 장소)', url: 'https://forum.example.com/station-area',
    title: '도시재생 포럼: 역세권 고밀 개발과 공공기여',
    summary: '역세권 용적률 완화와 공공기여의 균형을 도시계획가, 개발사, 주민 대표가 함께 토론했습니다.',
    body: '역세권 고밀 개발은 주택 공급과 도심 활성화의 수단으로 꼽히지만, 공공기여의 방식과 수준을 두고 이견이 많습니다. 이번 포럼에서는 최근 결정된 역세권 개발 사례 세 곳을 놓고 용적률 인센티브와 공공기여의 교환 조건을 비교했습니다.\n\n포럼 발표 자료 요약은 SPI 아티클로 정리할 예정입니다.',
    tags: ['포럼', '역세권', '도시계획'],
  },
  {
    kind: 'EVENT', key: 'cf-yeouido-walk', publishedDaysAgo: 55, day: -40, start: '10:00', minutes: 120,
    place: '여의나루역 2번 출구 앞 집결 (샘플 장소)',
    title: '한강변 업무지구 걷기 투어: 여의도',
    summary: '여의도 금융 중심지의 1970년대 계획부터 최근 초고층 개발까지 걸으며 살펴본 투어입니다.',
    body: '1970년대 여의도 개발 계획의 가로 체계가 오늘의 업무지구에 어떻게 남아 있는지, 재건축을 앞둔 아파트 단지와 새 오피스 타워가 어떻게 맞닿아 있는지를 걸으며 살펴봤습니다.\n\n다음 투어 일정은 시티폴리오 이벤트에서 안내합니다.',
    tags: ['투어', '여의도', '오피스'],
  },
  // ---------------------------------------------------------------------------------------------- videos
  {
    kind: 'VIDEO', key: 'cf-video-outlook-highlight', publishedDaysAgo: 2, provider: 'youtube', videoId: 'aqz-KE-bpKQ',
    videoTitle: '[SPI 샘플] 2026 상업용 부동산 시장 전망 세미나 하이라이트', author: 'SPI 시티폴리오', durationSec: 634,
    title: '2026 시장 전망 세미나 하이라이트',
    summary: '지난해 전망 세미나의 핵심 발표를 10분으로 모았습니다. 올해 전망과 비교해 보세요.',
    body: video(['금리, 섹터별 수급, 패널 토론의 핵심 장면을 10분 분량으로 정리했습니다. 1년 전의 전망이 얼마나 맞았는지 올해 세미나와 비교해 보는 것도 좋은 공부가 됩니다.']),
    tags: ['시장 전망', '세미나'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-logistics-invest', publishedDaysAgo: 8, provider: 'youtube', videoId: 'ScMzIvxBSi4',
    videoTitle: '[SPI 샘플] 물류센터 투자, 무엇을 보아야 하나', author: 'SPI 시티폴리오', durationSec: 1_122,
    title: '물류센터 투자, 무엇을 보아야 하나',
    summary: '입지, 층고와 하중, 램프 구조, 임차인 신용까지 물류센터 투자의 체크리스트를 정리합니다.',
    body: video(['물류센터는 같은 연면적이라도 설비 사양과 입지에 따라 임대 수요가 크게 갈립니다. 운용역과 함께 현장 사진을 보며 투자 검토 때 꼭 확인할 항목을 하나씩 짚습니다.']),
    tags: ['물류', '투자'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-regeneration', publishedDaysAgo: 15, provider: 'vimeo', videoId: '76979871',
    videoTitle: '[SPI 샘플] 도시 재생과 오피스 리포지셔닝', author: 'SPI 시티폴리오', durationSec: 62,
    title: '1분으로 보는 도시 재생과 오피스 리포지셔닝',
    summary: '노후 오피스가 도시 재생의 출발점이 되는 과정을 1분 영상으로 소개합니다.',
    body: video(['리모델링으로 되살아난 도심 오피스 세 곳의 전후를 짧게 비교합니다. 자세한 분석은 오피스 밸류애드 세미나에서 다룹니다.']),
    tags: ['도시재생', '오피스'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-reit-dividend', publishedDaysAgo: 22, provider: 'youtube', videoId: 'eRsGyueVLvQ',
    videoTitle: '[SPI 샘플] 리츠 배당, 어디서 나오나', author: 'SPI 리서치', durationSec: 888,
    title: '리츠 배당, 어디서 나오나: 15분 설명',
    summary: '임대료에서 배당까지, 리츠의 돈이 흐르는 길을 그림으로 따라갑니다.',
    body: video(['리츠의 배당은 임대 수익에서 이자와 운영비를 빼고 남은 현금에서 나옵니다. 감가상각과 FFO, 배당 가능 이익의 차이를 그림으로 풀어 설명합니다.', '리츠 투자를 막 시작한 분께 권합니다.']),
    tags: ['리츠', '배당'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-data-center', publishedDaysAgo: 31, provider: 'youtube', videoId: 'R6MlUcmOul8',
    videoTitle: '[SPI 샘플] 데이터센터 입지의 조건', author: 'SPI 리서치', durationSec: 734,
    title: '데이터센터 입지의 조건',
    summary: '전력, 통신망, 냉각, 지역 수용성. 데이터센터가 들어설 수 있는 땅의 조건을 살펴봅니다.',
    body: video(['수도권 데이터센터 부지가 귀해진 이유는 땅보다 전력에 있습니다. 변전소와의 거리, 통신망 접근성, 냉각 방식, 주민 수용성까지 입지 검토의 순서를 정리했습니다.']),
    tags: ['데이터센터', '입지'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-seongsu', publishedDaysAgo: 38, provider: 'youtube', videoId: 'WhWc3b3KhnY',
    videoTitle: '[SPI 샘플] 성수동 상권은 어떻게 바뀌었나', author: 'SPI 시티폴리오', durationSec: 464,
    title: '성수동 상권은 어떻게 바뀌었나: 현장 인터뷰',
    summary: '공장 지대에서 팝업 성지로. 성수동에서 10년 넘게 일한 중개인과 건물주를 만났습니다.',
    body: video(['수제화 공방과 인쇄소가 있던 골목이 브랜드 팝업과 오피스로 채워지기까지, 임대료와 업종 구성은 어떻게 바뀌었을까요. 현장에서 일하는 사람들의 이야기로 성수동의 10년을 돌아봅니다.']),
    tags: ['리테일', '성수', '상권'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-lease-clauses', publishedDaysAgo: 47, provider: 'youtube', videoId: 'YE7VzlLtp-4',
    videoTitle: '[SPI 샘플] 오피스 임대차 계약서 핵심 조항', author: 'SPI 리서치', durationSec: 596,
    title: '오피스 임대차 계약서, 이 조항은 꼭 보세요',
    summary: '렌트프리, 원상복구, 관리비 정산, 중도 해지. 분쟁이 잦은 네 조항을 변호사와 함께 읽습니다.',
    body: video(['임대차 분쟁의 대부분은 계약서의 몇 개 조항에서 시작됩니다. 렌트프리 환산, 원상복구 범위, 관리비 정산, 중도 해지 위약금 조항을 실제 문구(익명 처리)로 읽어 봅니다.']),
    tags: ['임대차', '오피스', '법률'],
  },
  {
    kind: 'VIDEO', key: 'cf-video-night-economy', publishedDaysAgo: 64, provider: 'vimeo', videoId: '1084537',
    videoTitle: '[SPI 샘플] 도시의 밤: 야간 경제와 리테일', author: 'SPI 시티폴리오', durationSec: 597,
    title: '도시의 밤: 야간 경제와 리테일',
    summary: '저녁 이후의 유동 인구가 상권의 가치를 어떻게 바꾸는지, 서울 세 상권의 밤을 비교합니다.',
    body: video(['같은 상권이라도 해가 진 뒤의 모습은 크게 다릅니다. 카드 매출과 유동 인구 데이터로 을지로, 한남, 망원의 밤을 비교하고 야간 경제가 리테일 임대료에 주는 영향을 살펴봅니다.']),
    tags: ['리테일', '상권', '야간 경제'],
  },
  // ---------------------------------------------------------------------------------------------- books
  {
    kind: 'BOOK', key: 'cf-book-city-capital', publishedDaysAgo: 4, author: '한도윤', publisher: '푸른길목', publishedOn: '2024-09-10', pages: 352, rating: 5,
    title: '도시는 무엇으로 사는가: 공간과 자본의 50년',
    summary: '서울의 50년을 땅값, 금융, 제도의 세 갈래로 엮어 낸 도시 경제사. 올해 읽은 책 가운데 가장 밀도가 높았습니다.',
    body: [
      '이 책은 1970년대 강남 개발에서 2020년대 리츠 시장까지, 서울의 공간이 자본과 만나 온 50년을 다룹니다. 저자는 도시를 건축물의 집합이 아니라 돈이 머무는 방식의 집합으로 봅니다. 그래서 이 책의 주인공은 건물이 아니라 토지 가격, 대출 제도, 세금입니다.',
      '가장 흥미로운 부분은 1990년대 말 외환위기 직후의 오피스 매각 장면입니다. 외국계 자본이 도심 오피스를 사들이며 들여온 감정평가 방식과 임대차 관행이 지금 우리가 쓰는 "시장 언어"가 되었다는 설명은, 실무자라면 고개를 끄덕이게 됩니다.',
      '다만 후반부의 주택 시장 이야기는 상대적으로 얕습니다. 상업용 부동산을 다룬 앞부분의 밀도를 생각하면 아쉬운 대목입니다. 통계 인용이 많지만 출처가 꼼꼼하게 달려 있어 다시 찾아보기 좋습니다.',
      '부동산 업계에 갓 들어온 주니어에게 한 권만 권하라면 이 책을 고르겠습니다. 지금의 관행이 왜 이렇게 생겼는지 설명해 주는 책은 생각보다 드뭅니다.',
    ].join('\n\n'),
    tags: ['도시 경제', '서울', '부동산 역사'],
  },
  {
    kind: 'BOOK', key: 'cf-book-office-era', publishedDaysAgo: 11, author: '정서현', publisher: '마루북스', publishedOn: '2025-03-18', pages: 268, rating: 4,
    title: '오피스의 시대는 끝났는가',
    summary: '재택근무 이후의 오피스 수요를 데이터와 인터뷰로 짚은 책. 결론은 "끝나지 않았다, 달라졌다"입니다.',
    body: [
      '팬데믹 이후 "오피스의 종말"이라는 말이 흔해졌지만, 서울의 프라임 오피스 공실률은 오히려 낮아졌습니다. 이 책은 그 역설에서 출발합니다. 저자는 기업 부동산 담당자 30여 명을 인터뷰해 회사들이 사무실을 줄이는 대신 "더 좋은 곳으로, 더 작게" 옮기고 있다고 정리합니다.',
      '책의 중심에는 품질의 양극화가 있습니다. 역세권 신축 오피스는 임차인이 줄을 서고, 설비가 낡은 중소형 빌딩은 렌트프리를 늘려도 비어 있습니다. 저자는 이 간극이 앞으로 더 벌어질 것이라 보고, 노후 오피스의 리모델링과 용도 전환을 대안으로 제시합니다.',
      '인터뷰 인용이 길어 중반부가 다소 늘어지는 점, 해외 사례 비교가 미국에 치우친 점은 아쉽습니다. 그래도 임대 현장의 목소리를 이만큼 모은 책은 드뭅니다.',
    ].join('\n\n'),
    tags: ['오피스', '재택근무', '임대차'],
  },
  {
    kind: 'BOOK', key: 'cf-book-logistics-city', publishedDaysAgo: 19, author: '김도윤', publisher: '한결출판', publishedOn: '2023-11-02', pages: 304, rating: 4,
    title: '물류의 도시: 창고가 바꾼 수도권 지도',
    summary: '이커머스가 수도권의 땅을 어떻게 다시 나눴는지 보여 주는 책. 물류센터 투자자에게 배경 지식으로 좋습니다.',
    body: [
      '새벽 배송이 일상이 된 사이 수도권 외곽의 논밭과 공장 부지에는 거대한 물류센터가 들어섰습니다. 저자는 2015년부터 2023년까지 준공된 물류센터 400여 곳의 위치를 지도에 찍어, 고속도로 나들목과 인구 밀집지 사이의 "30분 권역"이 새로운 입지 논리가 되었다고 설명합니다.',
      '이 책의 미덕은 물류센터를 도시 문제로 다룬다는 점입니다. 대형 화물차 통행, 야간 노동, 지역 주민과의 갈등까지 다루며 물류 시설이 도시의 일부로 자리 잡기 위한 조건을 묻습니다.',
      '공급 과잉 이후의 전망은 짧게 다뤄 투자자에게는 아쉬울 수 있습니다. 하지만 왜 특정 권역의 공실이 빨리 해소되는지 이해하는 데에는 이 책의 지도가 어떤 보고서보다 도움이 됩니다.',
      '부록의 권역별 물류센터 목록과 연표도 쓸모가 많습니다.',
    ].join('\n\n'),
    tags: ['물류', '수도권', '이커머스'],
  },
  {
    kind: 'BOOK', key: 'cf-book-reit-finance', publishedDaysAgo: 27, author: '박재민', publisher: '한결출판', publishedOn: '2025-06-30', pages: 416, rating: 5,
    title: '리츠로 읽는 부동산 금융',
    summary: '리츠의 구조, 회계, 배당, 차입을 한 권으로 정리한 실무서. 책상 옆에 두고 찾아보기 좋습니다.',
    body: [
      '리츠 실무를 처음 맡으면 법령, 회계 기준, 공시 양식이 한꺼번에 쏟아집니다. 이 책은 그 세 가지를 하나의 이야기로 엮습니다. 리츠가 설립되어 자산을 편입하고, 임대료를 받아 배당하고, 차입을 갚고, 자산을 매각하기까지의 흐름을 따라가며 단계마다 필요한 규정과 계산을 설명합니다.',
      '특히 배당 가능 이익과 FFO의 차이, 감가상각이 배당에 미치는 영향을 다룬 장은 실무자에게 바로 쓸모가 있습니다. 예제 계산이 엑셀 수식과 함께 제시되어 따라 하기 쉽습니다.',
      '상장 리츠의 주가와 순자산가치의 괴리를 다룬 장에서는 저자의 견해가 분명하게 드러납니다. 차입 만기 구조가 주가 할인의 주된 원인이라는 주장에는 반론도 있겠지만, 근거 자료를 충실히 제시합니다.',
      '분량이 많고 일부 규정 설명은 개정에 따라 금방 낡을 수 있습니다. 그래도 리츠 AMC와 투자 기관의 신입 교육 교재로 쓰기에 부족함이 없습니다.',
      '한 가지 더: 책 끝의 용어집은 그 자체로 훌륭한 참고 자료입니다.',
    ].join('\n\n'),
    tags: ['리츠', '부동산 금융', '실무서'],
  },
  {
    kind: 'BOOK', key: 'cf-book-walkable-street', publishedDaysAgo: 35, author: '이하린', publisher: '소소한책방', publishedOn: '2022-05-20', pages: 224, rating: 4,
    title: '걷고 싶은 거리의 조건',
    summary: '보도 폭, 1층의 쓰임, 나무 그늘. 사람이 머무는 거리를 만드는 작은 조건들에 관한 에세이.',
    body: [
      '도시계획가인 저자가 서울과 유럽 도시의 거리 스무 곳을 걸으며 쓴 에세이입니다. 사람들이 오래 머무는 거리와 빨리 지나치는 거리의 차이를 보도 폭, 건물 1층의 투명도, 가로수 간격 같은 구체적인 요소로 설명합니다.',
      '상업용 부동산 실무자에게 이 책이 주는 교훈은 분명합니다. 리테일 자산의 가치는 건물 안에서만 만들어지지 않습니다. 건물 앞의 보도와 이웃 건물의 1층이 임대료를 함께 결정합니다.',
      '에세이라 데이터나 분석을 기대하면 실망할 수 있습니다. 하지만 현장 답사 전에 가볍게 읽으면, 같은 거리도 다르게 보이게 해 주는 책입니다.',
    ].join('\n\n'),
    tags: ['거리', '도시 설계', '리테일'],
  },
  {
    kind: 'BOOK', key: 'cf-book-after-gentrification', publishedDaysAgo: 43, author: '최윤서', publisher: '푸른길목', publishedOn: '2024-02-14', pages: 288, rating: 3,
    title: '젠트리피케이션 이후의 골목',
    summary: '뜨고 난 뒤의 골목은 어떻게 되는가. 서울 다섯 상권의 10년을 추적한 기록.',
    body: [
      '경리단길, 가로수길, 익선동, 성수동, 망원동. 한때 가장 뜨거웠던 골목 다섯 곳을 10년 동안 추적한 기록입니다. 저자는 임대료 상승과 업종 변화를 따라가며, 젠트리피케이션이 끝난 뒤 골목이 쇠퇴하는 경우와 새로운 균형을 찾는 경우를 나눠 봅니다.',
      '건물주, 임차 상인, 구청 담당자를 두루 인터뷰해 어느 한쪽의 목소리에 치우치지 않으려 한 점이 돋보입니다. 상생 협약의 실효성을 냉정하게 평가한 장도 인상적입니다.',
      '다만 상권별 데이터가 들쭉날쭉하고, 결론이 "상권마다 다르다"에 머무는 점이 아쉽습니다. 투자 판단에 바로 쓸 만한 틀을 기대한다면 부족합니다.',
      '그럼에도 리테일 자산을 다루는 사람이라면 상권의 수명 주기를 생각해 보게 하는 책입니다.',
    ].join('\n\n'),
    tags: ['상권', '젠트리피케이션', '리테일'],
  },
  {
    kind: 'BOOK', key: 'cf-book-building-life', publishedDaysAgo: 52, author: '문성훈', publisher: '마루북스', publishedOn: '2023-07-07', pages: 336, rating: 4,
    title: '빌딩의 생애: 설계에서 철거까지',
    summary: '한 오피스 빌딩이 설계되고 지어지고 팔리고 고쳐지는 40년을 따라간 논픽션.',
    body: [
      '1985년 준공된 가상의 도심 오피스 한 동을 주인공으로 삼아, 설계 공모부터 시공, 임대, 세 번의 매각, 리모델링, 그리고 재건축 논의까지 40년을 따라가는 논픽션입니다. 등장하는 인물과 회사는 가상이지만, 각 시기의 제도와 시장 상황은 꼼꼼한 취재로 재구성했습니다.',
      '빌딩의 소유자가 바뀔 때마다 건물이 어떻게 다르게 운영되는지 보여 주는 대목이 가장 좋습니다. 기업 사옥일 때와 펀드 자산일 때, 같은 건물의 관리비와 임차인 구성이 얼마나 달라지는지 실감 나게 그립니다.',
      '건축 기술에 관한 설명은 일반 독자를 배려해 쉽게 풀었지만, 실무자에게는 조금 단순하게 느껴질 수 있습니다.',
      'PM이나 AM으로 일하면서 "이 건물은 왜 이렇게 생겼을까"를 궁금해한 적이 있다면 재미있게 읽을 수 있습니다.',
    ].join('\n\n'),
    tags: ['오피스', '건축', '자산관리'],
  },
  {
    kind: 'BOOK', key: 'cf-book-commercial-data', publishedDaysAgo: 66, author: '강지우', publisher: '데이터숲', publishedOn: '2025-01-09', pages: 248, rating: 4,
    title: '데이터로 본 서울 상권',
    summary: '카드 매출, 유동 인구, 임대 데이터로 서울 상권 50곳을 분석한 책. 도표가 풍부합니다.',
    body: [
      '공공 데이터와 카드 매출 데이터를 결합해 서울 주요 상권 50곳의 규모, 업종 구성, 시간대별 매출을 비교한 책입니다. 상권마다 두 쪽 분량의 요약 카드가 있어 답사 전에 찾아보기 좋습니다.',
      '저자는 상권의 힘을 "평일 점심과 주말 저녁의 비율"로 읽을 수 있다고 주장합니다. 직장인 상권과 여가 상권이 섞인 곳이 경기 변화에 강하다는 분석은 리테일 자산 투자에 참고할 만합니다.',
      '데이터 기준 시점이 2023년이라 최근 변화는 반영되지 않았고, 분석 방법의 한계를 설명하는 부분이 짧습니다. 숫자를 그대로 쓰기보다 보는 틀을 배우는 책으로 읽기를 권합니다.',
    ].join('\n\n'),
    tags: ['상권', '데이터', '리테일'],
  },
  {
    kind: 'BOOK', key: 'cf-book-station-economics', publishedDaysAgo: 80, author: '오준혁', publisher: '데이터숲', publishedOn: '2021-10-25', pages: 296, rating: 3,
    title: '역세권의 경제학',
    summary: '역에서 얼마나 가까워야 값이 오르는가. 철도와 땅값의 관계를 실증 연구로 풀어 쓴 교양서.',
    body: [
      '새 노선이 발표되면 역 주변 땅값은 언제, 얼마나 오를까요. 저자는 지난 20년 동안 개통한 수도권 철도 노선 12개를 대상으로 발표, 착공, 개통 시점의 가격 변화를 분석합니다. 결론은 흔한 통념과 다릅니다. 가격은 대부분 발표 시점에 반영되고, 개통 이후의 상승은 생각보다 작습니다.',
      '상업용 부동산에 관한 장은 오피스와 리테일의 역세권 프리미엄을 구분해 다룹니다. 오피스는 환승역의 프리미엄이 크고, 리테일은 출구 방향과 동선이 더 중요하다는 분석이 흥미롭습니다.',
      '학술 연구를 바탕으로 한 만큼 회귀 분석 결과가 자주 나와 일반 독자에게는 다소 딱딱합니다. 2021년 출간이라 최근 노선은 다루지 않습니다.',
      '교통 호재를 근거로 한 투자 제안서를 자주 보는 분이라면, 한 번쯤 읽고 숫자를 의심하는 습관을 들이기에 좋은 책입니다.',
    ].join('\n\n'),
    tags: ['역세권', '교통', '땅값'],
  },
];
