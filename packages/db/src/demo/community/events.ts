import type { EventAgendaItem, EventFormat, EventPricePolicy, EventSpeaker, EventStatus, EventType, RegistrationStatus } from '@spi/core/events/model';

/**
 * The demo seminars of 이벤트 (ADR 020): a Korean CRE research service's seminars, conferences, webinars
 * and networking evenings. Venues are fictional halls on real streets (addresses marked 샘플), speakers
 * and organisations are fictional. `day` counts days from the load day (Asia/Seoul, see dates.ts).
 */
export interface DemoEventSpec {
  /** Stable key (tests, links from 시티폴리오 and registrations). */
  key: string;
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  type: EventType;
  format: EventFormat;
  status: EventStatus;
  day: number;
  /** 'HH:mm' in Asia/Seoul. */
  start: string;
  minutes: number;
  venue?: { name: string; address: string };
  host: string;
  capacity: number;
  waitlist: number;
  pricePolicy: EventPricePolicy;
  priceWon: number;
  speakers: EventSpeaker[];
  agenda: EventAgendaItem[];
  tags: string[];
  attendeeFile?: { label: string; required: boolean };
}

const VENUES = {
  euljiro: { name: '을지로 스페이스원 컨퍼런스홀', address: '서울특별시 중구 을지로 170, 스페이스원빌딩 5층 (샘플 주소)' },
  yeouido: { name: '여의도 한빛금융센터 그랜드홀', address: '서울특별시 영등포구 국제금융로 56, 한빛금융센터 3층 (샘플 주소)' },
  teheran: { name: '테헤란 라운지 세미나룸 A', address: '서울특별시 강남구 테헤란로 322, 테헤란라운지 12층 (샘플 주소)' },
  seongsu: { name: '성수 코너스톤 라운지', address: '서울특별시 성동구 연무장길 41, 2층 (샘플 주소)' },
  gwanghwamun: { name: '광화문 SPI 라운지', address: '서울특별시 종로구 새문안로 68, 9층 (샘플 주소)' },
  pangyo: { name: '판교 테크원 타워 로비', address: '경기도 성남시 분당구 판교역로 235 (샘플 주소)' },
} as const;

const S = {
  kimTaeyun: { name: '김태윤', title: '리서치센터장', organization: '한빛자산운용' },
  parkSoyoung: { name: '박소영', title: '투자본부 이사', organization: '누리리츠운용' },
  leeJunghoon: { name: '이정훈', title: '파트너 감정평가사', organization: '청계감정평가법인' },
  choiMinseo: { name: '최민서', title: '수석연구원', organization: 'SPI 리서치' },
  jungWoojin: { name: '정우진', title: '개발사업본부장', organization: '동녘디벨롭먼트' },
  ohSerin: { name: '오세린', title: '운용역', organization: '미래로물류리츠운용' },
  kangDohyun: { name: '강도현', title: '대표', organization: '서해프로퍼티매니지먼트' },
  yoonGaeun: { name: '윤가은', title: '변호사', organization: '가람법무법인' },
  jangSeokhoon: { name: '장석훈', title: 'PF금융부 부장', organization: '한울캐피탈' },
  moonHajin: { name: '문하진', title: '수석컨설턴트', organization: '그린빌딩컨설팅' },
  seoJiwon: { name: '서지원', title: '리테일·호텔 투자팀장', organization: '가온에셋' },
  baekSeungho: { name: '백승호', title: '임대차자문본부 상무', organization: '바른리얼티어드바이저스' },
  limNari: { name: '임나리', title: '연구위원', organization: '도시공간리서치' },
} satisfies Record<string, EventSpeaker>;

export const DEMO_EVENT_SPECS: DemoEventSpec[] = [
  {
    key: 'office-review-2026h2',
    title: '2026 하반기 오피스 시장 결산 세미나',
    summary: '서울 3대 권역 오피스의 공실률, 임대료, 거래 가격을 한 해의 흐름으로 정리하고 내년 임대차 협상의 기준점을 짚습니다.',
    description: [
      'SPI 리서치가 분기마다 집계하는 서울 오피스 표본 600여 개 동의 데이터를 바탕으로 2026년 하반기 오피스 시장을 결산합니다. CBD·GBD·YBD 권역별 공실률과 실질 임대료의 움직임, 대형 거래의 가격 수준을 함께 살펴봅니다.',
      '2부에서는 임차인 우위로 돌아선 일부 권역의 렌트프리 관행과 재계약 조건 변화를 사례 중심으로 다룹니다. 운용사, 임대 대행사, 기업 부동산 담당자가 함께 듣기 좋은 구성입니다.',
      '세미나 자료는 참가자에게 행사 후 이메일로 보내 드립니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED', day: -96, start: '14:00', minutes: 180,
    venue: VENUES.yeouido, host: 'SPI', capacity: 120, waitlist: 20, pricePolicy: 'MEMBERS_FREE', priceWon: 50_000,
    speakers: [S.choiMinseo, S.kimTaeyun, S.baekSeungho],
    agenda: [
      { time: '14:00', title: '2026 하반기 서울 오피스 시장 결산', speaker: '최민서' },
      { time: '14:50', title: '대형 오피스 거래 가격과 캡레이트 흐름', speaker: '김태윤' },
      { time: '15:40', title: '렌트프리와 재계약 조건, 무엇이 달라졌나', speaker: '백승호' },
      { time: '16:30', title: '질의응답', speaker: '' },
    ],
    tags: ['오피스', '공실률', '시장 전망'],
  },
  {
    key: 'reits-workshop-1',
    title: '리츠 투자 실무 워크숍 (1기)',
    summary: '리츠의 구조와 배당 재원, 밸류에이션을 실제 공시 자료로 따라가 보는 4시간 실무 과정입니다.',
    description: [
      '상장 리츠의 투자보고서와 사업보고서를 직접 읽으며 배당 가능 이익, FFO·AFFO, 차입 구조를 계산해 봅니다. 리츠 투자 경험이 1~3년인 실무자와 리츠 편입을 검토하는 기관 투자 담당자를 위한 과정입니다.',
      '현장 참가자에게는 실습용 엑셀 템플릿을 드리며, 온라인 참가자는 화면 공유로 같은 실습을 따라 할 수 있습니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'HYBRID', status: 'PUBLISHED', day: -61, start: '13:00', minutes: 240,
    venue: VENUES.gwanghwamun, host: 'SPI', capacity: 40, waitlist: 10, pricePolicy: 'PAID', priceWon: 150_000,
    speakers: [S.parkSoyoung, S.choiMinseo],
    agenda: [
      { time: '13:00', title: '리츠 구조와 공시 자료 읽는 법', speaker: '박소영' },
      { time: '14:10', title: '실습: 배당 재원과 FFO 계산', speaker: '최민서' },
      { time: '15:30', title: '실습: 차입 만기와 금리 민감도', speaker: '박소영' },
      { time: '16:40', title: '정리와 질의응답', speaker: '' },
    ],
    tags: ['리츠', '워크숍', '밸류에이션'],
  },
  {
    key: 'data-center-webinar',
    title: '데이터센터 개발 리스크 점검 웨비나',
    summary: '전력 인입, 인허가, 임차 확약까지 데이터센터 개발 사업의 주요 리스크를 점검합니다.',
    description: [
      '수도권 데이터센터 개발이 전력 계통 여건과 지역 민원으로 지연되는 사례가 늘고 있습니다. 이번 웨비나에서는 전력 인입 일정, 인허가 절차, 하이퍼스케일 임차인의 확약 구조를 중심으로 개발 단계별 리스크를 정리합니다.',
      '대주단과 시공사의 관점에서 본 책임준공과 공사비 상승 리스크도 함께 다룹니다.',
    ].join('\n\n'),
    type: 'WEBINAR', format: 'ONLINE', status: 'PUBLISHED', day: -33, start: '16:00', minutes: 90,
    host: 'SPI', capacity: 500, waitlist: 0, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.jungWoojin, S.jangSeokhoon],
    agenda: [
      { time: '16:00', title: '데이터센터 개발 사업의 단계별 리스크', speaker: '정우진' },
      { time: '16:40', title: '대주단이 보는 책임준공과 공사비', speaker: '장석훈' },
      { time: '17:10', title: '질의응답', speaker: '' },
    ],
    tags: ['데이터센터', '개발', 'PF'],
  },
  {
    key: 'young-networking-autumn',
    title: 'CRE 영 프로페셔널 네트워킹 나이트 (가을)',
    summary: '입사 1~7년 차 상업용 부동산 실무자들이 직무와 회사를 넘어 교류하는 저녁 모임입니다.',
    description: [
      '운용사, 리츠 AMC, 시행사, 임대 대행사, 금융기관의 주니어 실무자들이 모여 일과 커리어를 이야기하는 자리입니다. 테이블마다 현업 선배 한 명이 함께해 직무 전환과 자격증, 해외 연수에 대한 질문에 답합니다.',
      '가벼운 식사와 음료가 준비되어 있습니다.',
    ].join('\n\n'),
    type: 'NETWORKING', format: 'OFFLINE', status: 'PUBLISHED', day: -19, start: '19:00', minutes: 150,
    venue: VENUES.seongsu, host: 'SPI', capacity: 60, waitlist: 10, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.ohSerin, S.baekSeungho],
    agenda: [
      { time: '19:00', title: '웰컴 드링크와 자기소개', speaker: '' },
      { time: '19:30', title: '테이블 토크: 직무별 커리어 이야기', speaker: '' },
      { time: '21:00', title: '자유 네트워킹', speaker: '' },
    ],
    tags: ['네트워킹', '커리어'],
  },
  {
    key: 'logistics-oversupply-webinar',
    title: '물류센터 공급 과잉 점검 웨비나',
    summary: '수도권 물류센터 공실과 신규 공급 일정을 권역별로 점검하고 임대료 조정 가능성을 살펴봅니다.',
    description: [
      '2023년 이후 준공이 몰린 수도권 물류센터 시장은 권역에 따라 공실 해소 속도가 크게 다릅니다. SPI가 추적하는 물류센터 180여 곳의 임대 현황으로 경기 남부·동부·서부 권역의 공실률과 신규 공급 일정을 비교합니다.',
      '상온과 저온 센터의 차이, 임차인 구성 변화, 이미 착공한 사업의 준공 지연 가능성도 다룹니다.',
    ].join('\n\n'),
    type: 'WEBINAR', format: 'ONLINE', status: 'PUBLISHED', day: -6, start: '15:00', minutes: 80,
    host: 'SPI · 미래로물류리츠운용 공동 주최', capacity: 300, waitlist: 0, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.ohSerin, S.limNari],
    agenda: [
      { time: '15:00', title: '수도권 물류센터 권역별 공실과 공급', speaker: '임나리' },
      { time: '15:35', title: '운용사가 보는 임대료 조정과 임차인 변화', speaker: '오세린' },
      { time: '16:05', title: '질의응답', speaker: '' },
    ],
    tags: ['물류', '공급', '공실률'],
  },
  {
    key: 'outlook-2027',
    title: '2027 상업용 부동산 시장 전망 세미나',
    summary: '금리, 자금 조달, 섹터별 수급을 바탕으로 2027년 상업용 부동산 시장의 기회와 위험을 전망합니다.',
    description: [
      'SPI가 매년 여는 연간 전망 세미나입니다. 기준금리 경로와 부동산 대출 여건, 기관 투자자의 배분 계획을 짚은 뒤 오피스, 물류, 리테일, 데이터센터의 2027년 수급을 섹터별로 전망합니다.',
      '오후 세션에서는 운용사와 대주, 감정평가 전문가가 함께하는 패널 토론으로 거래 가격 눈높이 차이가 언제 좁혀질지 논의합니다.',
      '멤버십 회원은 무료로 참가할 수 있으며, 비회원 참가비는 80,000원입니다. 좌석이 모두 차면 대기 신청을 받습니다.',
    ].join('\n\n'),
    type: 'CONFERENCE', format: 'OFFLINE', status: 'PUBLISHED', day: 9, start: '13:30', minutes: 270,
    venue: VENUES.yeouido, host: 'SPI', capacity: 200, waitlist: 30, pricePolicy: 'MEMBERS_FREE', priceWon: 80_000,
    speakers: [S.choiMinseo, S.kimTaeyun, S.jangSeokhoon, S.leeJunghoon],
    agenda: [
      { time: '13:30', title: '2027 거시 환경과 부동산 자금 흐름', speaker: '김태윤' },
      { time: '14:20', title: '섹터별 수급 전망: 오피스·물류·리테일·데이터센터', speaker: '최민서' },
      { time: '15:20', title: '대출 시장 전망과 리파이낸싱 리스크', speaker: '장석훈' },
      { time: '16:10', title: '패널 토론: 가격 눈높이 차이는 언제 좁혀지나', speaker: '김태윤, 장석훈, 이정훈' },
      { time: '17:30', title: '네트워킹 리셉션', speaker: '' },
    ],
    tags: ['시장 전망', '금리', '오피스', '물류'],
  },
  {
    key: 'roundtable-office-lease',
    title: '소규모 라운드테이블: 오피스 임대차 실무', // DEMO_SMALL_EVENT_TITLE
    summary: '임대차 실무자 두 명과 진행자가 한 테이블에서 재계약 협상 사례를 깊이 있게 나누는 소규모 모임입니다.',
    description: [
      '대형 세미나에서 묻기 어려운 질문을 편하게 나누기 위한 소규모 라운드테이블입니다. 정원은 2명이며, 정원이 차면 2명까지 대기 신청을 받습니다.',
      '재계약 시 렌트프리 환산, 원상복구 범위, 관리비 정산 조항처럼 현업에서 자주 부딪히는 쟁점을 실제 계약서 조항(익명 처리)으로 함께 검토합니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED', day: 13, start: '10:00', minutes: 120,
    venue: VENUES.gwanghwamun, host: 'SPI', capacity: 2, waitlist: 2, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.baekSeungho],
    agenda: [
      { time: '10:00', title: '참가자 사례 공유', speaker: '' },
      { time: '10:40', title: '계약서 조항 검토: 렌트프리·원상복구·관리비', speaker: '백승호' },
      { time: '11:40', title: '정리', speaker: '' },
    ],
    tags: ['오피스', '임대차', '라운드테이블'],
  },
  {
    key: 'reits-workshop-2',
    title: '리츠 투자 실무 워크숍 (2기)',
    summary: '1기 참가자 의견을 반영해 차입 구조와 리파이낸싱 실습을 보강한 리츠 실무 과정입니다.',
    description: [
      '상장 리츠의 공시 자료로 배당 재원과 FFO를 계산하고, 차입 만기 구조와 금리 변화가 배당에 미치는 영향을 실습합니다. 1기에서 요청이 많았던 리파이낸싱 시나리오 실습을 새로 넣었습니다.',
      '노트북을 지참해 주세요. 실습용 엑셀 템플릿은 행사 당일 드립니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED', day: 16, start: '13:00', minutes: 240,
    venue: VENUES.gwanghwamun, host: 'SPI', capacity: 30, waitlist: 10, pricePolicy: 'PAID', priceWon: 150_000,
    speakers: [S.parkSoyoung, S.choiMinseo],
    agenda: [
      { time: '13:00', title: '리츠 구조와 공시 자료 읽는 법', speaker: '박소영' },
      { time: '14:10', title: '실습: 배당 재원과 FFO 계산', speaker: '최민서' },
      { time: '15:30', title: '실습: 리파이낸싱 시나리오와 배당 민감도', speaker: '박소영' },
      { time: '16:40', title: '정리와 질의응답', speaker: '' },
    ],
    tags: ['리츠', '워크숍', '리파이낸싱'],
  },
  {
    key: 'logistics-valuation-case',
    title: '케이스 스터디: 물류센터 밸류에이션 실습',
    summary: '참가자가 미리 낸 관심 물류센터를 함께 평가해 보는 실습형 세미나입니다. 신청할 때 사전 과제 파일을 올려 주세요.',
    description: [
      '감정평가사와 운용역이 물류센터의 임대 수익 추정, 할인율과 캡레이트 선택, 비교 거래 사례 보정을 단계별로 시연합니다. 이어서 참가자가 낸 사례 가운데 몇 곳을 골라 함께 평가합니다.',
      '신청할 때 관심 있는 물류센터 한 곳의 개요(위치, 연면적, 임차 현황)를 정리한 파일을 올려 주세요. PDF, DOCX, XLSX, PPTX 파일을 받으며 10MB까지 올릴 수 있습니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED', day: 23, start: '14:00', minutes: 210,
    venue: VENUES.teheran, host: 'SPI', capacity: 24, waitlist: 6, pricePolicy: 'MEMBERS_FREE', priceWon: 60_000,
    speakers: [S.leeJunghoon, S.ohSerin],
    agenda: [
      { time: '14:00', title: '물류센터 밸류에이션의 기본 틀', speaker: '이정훈' },
      { time: '15:00', title: '운용사의 임대 수익 추정 실무', speaker: '오세린' },
      { time: '16:00', title: '참가자 사례 공동 평가', speaker: '이정훈, 오세린' },
    ],
    tags: ['물류', '밸류에이션', '감정평가'],
    attendeeFile: { label: '사전 과제: 관심 물류센터 한 곳의 개요 (PDF·DOCX·XLSX·PPTX)', required: true },
  },
  {
    key: 'pf-restructuring-webinar',
    title: '금리 전환기 부동산 PF 구조 재편 웨비나',
    summary: '브릿지론의 본PF 전환, 책임준공 구조 변화, 대주단 협의 사례로 PF 시장의 재편 방향을 살펴봅니다.',
    description: [
      '금리 하락 전환 이후에도 부동산 PF 시장은 사업성 재평가와 구조 재편이 이어지고 있습니다. 이번 웨비나에서는 브릿지론의 본PF 전환 조건, 신탁사 책임준공 구조의 변화, 대주단 협의로 사업을 정상화한 사례를 다룹니다.',
      '웨비나 접속 링크는 참가 신청을 마친 분께 행사 페이지와 안내 메일로 드립니다.',
    ].join('\n\n'),
    type: 'WEBINAR', format: 'ONLINE', status: 'PUBLISHED', day: 27, start: '16:00', minutes: 90,
    host: 'SPI', capacity: 1000, waitlist: 0, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.jangSeokhoon, S.yoonGaeun],
    agenda: [
      { time: '16:00', title: 'PF 시장 재편의 흐름과 사업성 재평가', speaker: '장석훈' },
      { time: '16:40', title: '대주단 협의와 계약 구조의 법적 쟁점', speaker: '윤가은' },
      { time: '17:10', title: '질의응답', speaker: '' },
    ],
    tags: ['PF', '금리', '개발'],
  },
  {
    key: 'members-night',
    title: 'SPI 회원의 밤: 연말 네트워킹',
    summary: '한 해 동안 SPI를 함께한 회원들이 모여 올해의 거래와 내년 계획을 나누는 연말 모임입니다.',
    description: [
      'SPI 리서치팀이 뽑은 올해의 거래 다섯 건을 짧게 돌아본 뒤, 자유롭게 교류하는 시간을 가집니다. 멤버십 회원은 무료로 참가하고, 비회원 참가비는 30,000원입니다.',
      '식사와 음료가 준비되어 있으며, 명함을 넉넉히 챙겨 오시기 바랍니다.',
    ].join('\n\n'),
    type: 'NETWORKING', format: 'OFFLINE', status: 'PUBLISHED', day: 31, start: '18:30', minutes: 180,
    venue: VENUES.euljiro, host: 'SPI', capacity: 80, waitlist: 20, pricePolicy: 'MEMBERS_FREE', priceWon: 30_000,
    speakers: [S.choiMinseo],
    agenda: [
      { time: '18:30', title: '입장과 웰컴 드링크', speaker: '' },
      { time: '19:00', title: 'SPI가 뽑은 올해의 거래 5선', speaker: '최민서' },
      { time: '19:40', title: '자유 네트워킹', speaker: '' },
    ],
    tags: ['네트워킹', '멤버십'],
  },
  {
    key: 'retail-hotel-conference',
    title: '2027 서울 리테일·호텔 시장 전망 컨퍼런스',
    summary: '관광 수요 회복과 상권 재편 속에서 리테일과 호텔 자산의 투자 기회를 점검합니다.',
    description: [
      '외래 관광객 회복과 함께 명동·성수·한남 상권의 임대료가 다시 움직이고 있습니다. 이번 컨퍼런스에서는 상권별 리테일 임대 시장과 서울 호텔의 객실 단가·점유율 추이를 살펴보고, 호텔의 레지던스 전환과 리테일 리포지셔닝 사례를 소개합니다.',
      '현장과 온라인으로 함께 진행하며, 온라인 참가자도 같은 참가비로 질의응답에 참여할 수 있습니다.',
    ].join('\n\n'),
    type: 'CONFERENCE', format: 'HYBRID', status: 'PUBLISHED', day: 44, start: '13:00', minutes: 240,
    venue: VENUES.euljiro, host: 'SPI · 가온에셋 공동 주최', capacity: 150, waitlist: 0, pricePolicy: 'PAID', priceWon: 220_000,
    speakers: [S.seoJiwon, S.limNari, S.kimTaeyun],
    agenda: [
      { time: '13:00', title: '서울 상권별 리테일 임대 시장', speaker: '임나리' },
      { time: '14:00', title: '서울 호텔 시장: 객실 단가와 점유율', speaker: '서지원' },
      { time: '15:00', title: '리포지셔닝 사례: 호텔의 레지던스 전환', speaker: '서지원' },
      { time: '16:00', title: '패널 토론: 2027 리테일·호텔 투자 전략', speaker: '서지원, 김태윤, 임나리' },
    ],
    tags: ['리테일', '호텔', '시장 전망'],
  },
  {
    key: 'office-value-add',
    title: '오피스 리포지셔닝과 밸류애드 전략 세미나',
    summary: '노후 오피스의 리모델링, ESG 인증, 용도 전환으로 가치를 높인 사례를 수익률 관점에서 분석합니다.',
    description: [
      '준공 20년이 넘은 도심 오피스가 늘면서 리모델링과 용도 전환을 통한 밸류애드 전략이 다시 주목받고 있습니다. 리모델링 전후 임대료와 공실, 공사비와 공사 기간, 녹색건축 인증 취득 비용을 실제 사례(익명 처리)로 비교합니다.',
      '세미나 자료는 참가자에게만 공개합니다.',
    ].join('\n\n'),
    type: 'SEMINAR', format: 'HYBRID', status: 'PUBLISHED', day: 58, start: '14:00', minutes: 180,
    venue: VENUES.teheran, host: 'SPI', capacity: 100, waitlist: 10, pricePolicy: 'MEMBERS_FREE', priceWon: 50_000,
    speakers: [S.moonHajin, S.kangDohyun, S.kimTaeyun],
    agenda: [
      { time: '14:00', title: '노후 오피스 재고와 밸류애드 기회', speaker: '김태윤' },
      { time: '14:50', title: '리모델링 사례의 비용과 효과', speaker: '강도현' },
      { time: '15:40', title: '녹색건축 인증과 임차인 수요', speaker: '문하진' },
      { time: '16:30', title: '질의응답', speaker: '' },
    ],
    tags: ['오피스', '밸류애드', 'ESG'],
  },
  {
    key: 'pangyo-tour',
    title: '판교 오피스 현장 투어',
    summary: '판교 테크노밸리의 신축 오피스와 연구시설을 함께 둘러보는 현장 투어입니다. 참가 신청이 적어 행사가 취소되었습니다.',
    description: [
      '판교 테크노밸리 2·3단지의 신축 오피스와 연구시설을 방문해 임대 현황과 임차인 구성을 현장에서 설명하는 투어로 기획했습니다.',
      '최소 진행 인원에 이르지 못해 행사를 취소했습니다. 신청하신 분께는 개별 안내를 드렸습니다.',
    ].join('\n\n'),
    type: 'NETWORKING', format: 'OFFLINE', status: 'CANCELLED', day: 20, start: '14:00', minutes: 180,
    venue: VENUES.pangyo, host: 'SPI', capacity: 25, waitlist: 0, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.jungWoojin],
    agenda: [
      { time: '14:00', title: '판교역 집결과 권역 개요', speaker: '정우진' },
      { time: '14:30', title: '신축 오피스와 연구시설 방문', speaker: '' },
    ],
    tags: ['오피스', '판교', '현장 투어'],
  },
  {
    key: 'reits-ir-day-draft',
    title: '2027 상장 리츠 IR 데이',
    summary: '상장 리츠 AMC가 차례로 포트폴리오와 배당 계획을 발표하는 IR 행사입니다.',
    description: '참가 리츠와 발표 순서를 확정하는 대로 공개합니다.',
    type: 'CONFERENCE', format: 'HYBRID', status: 'DRAFT', day: 75, start: '10:00', minutes: 360,
    venue: VENUES.yeouido, host: 'SPI', capacity: 250, waitlist: 50, pricePolicy: 'FREE', priceWon: 0,
    speakers: [S.parkSoyoung],
    agenda: [{ time: '10:00', title: '개회와 리츠 시장 개요', speaker: '' }],
    tags: ['리츠', 'IR'],
  },
];

/** The small upcoming event the end-to-end test fills (capacity 2, waiting list 2, no demo registration). */
export const DEMO_SMALL_EVENT_KEY = 'roundtable-office-lease';
export const DEMO_SMALL_EVENT_TITLE = '소규모 라운드테이블: 오피스 임대차 실무';
/** The upcoming event that asks each registrant for a file. */
export const DEMO_FILE_EVENT_KEY = 'logistics-valuation-case';

/** Demo registrations: free or members-free events only (no payment records), never the small event. */
export const DEMO_REGISTRATIONS: Array<{ event: string; user: string; status: RegistrationStatus }> = [
  { event: 'office-review-2026h2', user: 'demo-user-seoyeon', status: 'CONFIRMED' },
  { event: 'office-review-2026h2', user: 'demo-user-jiho', status: 'CONFIRMED' },
  { event: 'office-review-2026h2', user: 'demo-user-haeun', status: 'CONFIRMED' },
  { event: 'data-center-webinar', user: 'demo-user-minjun', status: 'CONFIRMED' },
  { event: 'data-center-webinar', user: 'demo-user-yuna', status: 'CONFIRMED' },
  { event: 'young-networking-autumn', user: 'demo-user-minjun', status: 'CONFIRMED' },
  { event: 'young-networking-autumn', user: 'demo-user-seoyeon', status: 'CANCELLED' },
  { event: 'logistics-oversupply-webinar', user: 'demo-user-yuna', status: 'CONFIRMED' },
  { event: 'logistics-oversupply-webinar', user: 'demo-user-haeun', status: 'CONFIRMED' },
  { event: 'outlook-2027', user: 'demo-user-seoyeon', status: 'CONFIRMED' },
  { event: 'outlook-2027', user: 'demo-user-jiho', status: 'CONFIRMED' },
  { event: 'outlook-2027', user: 'demo-user-haeun', status: 'CONFIRMED' },
  { event: 'pf-restructuring-webinar', user: 'demo-user-minjun', status: 'CONFIRMED' },
  { event: 'pf-restructuring-webinar', user: 'demo-user-yuna', status: 'CONFIRMED' },
  { event: 'pf-restructuring-webinar', user: 'demo-user-jiho', status: 'CONFIRMED' },
  { event: 'members-night', user: 'demo-user-seoyeon', status: 'CONFIRMED' },
  { event: 'members-night', user: 'demo-user-haeun', status: 'CONFIRMED' },
  { event: 'members-night', user: 'demo-user-yuna', status: 'CONFIRMED' },
  { event: 'pangyo-tour', user: 'demo-user-minjun', status: 'CANCELLED' },
];

/**
 * Materials of past seminars (sample PDFs, written only when the host gives an event file storage):
 * the slides of the first two are public, the handouts of the other two are for registrants only.
 */
export const DEMO_EVENT_MATERIALS: Array<{ event: string; title: string; fileName: string; registrantsOnly: boolean; lines: string[] }> = [
  { event: 'office-review-2026h2', title: '발표 자료: 2026 하반기 서울 오피스 시장 결산', fileName: '2026 하반기 오피스 시장 결산 발표 자료 (샘플).pdf', registrantsOnly: false, lines: ['SPI sample material', '2026 H2 Seoul office market review - slides', 'Generated for the demo data; not a real report.'] },
  { event: 'office-review-2026h2', title: '참가자 배포 자료: 권역별 공실률 표', fileName: '권역별 공실률 표 (샘플).pdf', registrantsOnly: true, lines: ['SPI sample material', 'Vacancy by submarket - handout for registrants', 'Generated for the demo data; not a real report.'] },
  { event: 'data-center-webinar', title: '발표 자료: 데이터센터 개발 리스크 체크리스트', fileName: '데이터센터 개발 리스크 체크리스트 (샘플).pdf', registrantsOnly: false, lines: ['SPI sample material', 'Data center development risk checklist', 'Generated for the demo data; not a real report.'] },
  { event: 'logistics-oversupply-webinar', title: '참가자 배포 자료: 수도권 물류센터 공급 일정', fileName: '수도권 물류센터 공급 일정 (샘플).pdf', registrantsOnly: true, lines: ['SPI sample material', 'Logistics supply schedule by submarket - handout for registrants', 'Generated for the demo data; not a real report.'] },
];
