import type { JobApplyMethod, JobEmploymentType, JobLocation, JobRoleFamily, JobStatus } from '@spi/core/recruit/model';

/**
 * The demo job postings of 채용 (ADR 020): fictional companies in the style of Korean asset managers, REIT
 * AMCs, developers, PM firms and lenders. Every role family, location, experience range and employment
 * type appears; deadlines (days from the load day, Asia/Seoul) include closed ones, today, this week,
 * later, and 상시 (null). Apply links use example.com addresses.
 */
export interface DemoCompany { name: string; description: string; domain: string }

export const DEMO_COMPANIES = {
  hanbit: { name: '한빛자산운용', domain: 'hanbit-am.example.com', description: '오피스와 물류센터를 중심으로 국내외 부동산 펀드 40여 개를 운용하는 부동산 전문 자산운용사입니다. 운용자산은 약 6조 원입니다. (샘플 회사)' },
  nuri: { name: '누리리츠운용', domain: 'nuri-reits.example.com', description: '상장 리츠 2개와 비상장 리츠 9개를 운용하는 리츠 전문 자산관리회사(AMC)입니다. 오피스, 리테일, 임대주택 리츠를 운용합니다. (샘플 회사)' },
  cheonggye: { name: '청계인베스트먼트', domain: 'cheonggye-inv.example.com', description: '도심 오피스와 호텔의 밸류애드 투자에 집중하는 부동산 사모투자회사입니다. (샘플 회사)' },
  dongnyeok: { name: '동녘디벨롭먼트', domain: 'dongnyeok-dev.example.com', description: '수도권 물류센터, 데이터센터, 업무시설을 개발하는 시행사입니다. 최근 5년간 12개 사업을 준공했습니다. (샘플 회사)' },
  seohae: { name: '서해프로퍼티매니지먼트', domain: 'seohae-pm.example.com', description: '서울과 수도권 오피스 45개 동, 물류센터 11곳의 자산관리(PM)와 임대 관리를 맡고 있습니다. (샘플 회사)' },
  gaon: { name: '가온에셋', domain: 'gaon-asset.example.com', description: '리테일과 호텔 자산에 특화한 부동산 자산운용사입니다. 서울 주요 상권의 상업시설 8곳을 운용합니다. (샘플 회사)' },
  hanul: { name: '한울캐피탈', domain: 'hanul-capital.example.com', description: '부동산 PF, 브릿지론, 리파이낸싱 대출을 전문으로 하는 여신전문금융회사입니다. (샘플 회사)' },
  miraero: { name: '미래로물류리츠운용', domain: 'miraero-reits.example.com', description: '수도권과 영남권 물류센터 14곳을 보유한 물류 리츠의 자산관리회사입니다. (샘플 회사)' },
  bareun: { name: '바른리얼티어드바이저스', domain: 'bareun-realty.example.com', description: '오피스 임대차 자문, 매입·매각 자문, 리서치를 제공하는 부동산 서비스 회사입니다. (샘플 회사)' },
  dosi: { name: '도시공간리서치', domain: 'dosi-research.example.com', description: '상업용 부동산 데이터와 시장 보고서를 만드는 리서치 회사입니다. (샘플 회사)' },
  sewoon: { name: '세운파트너스', domain: 'sewoon-partners.example.com', description: '북미·유럽·아시아의 오피스와 물류 자산에 투자하는 해외 부동산 전문 운용사입니다. 싱가포르와 뉴욕에 사무소가 있습니다. (샘플 회사)' },
  haeden: { name: '해든FM', domain: 'haeden-fm.example.com', description: '부산·경남 지역 업무시설과 물류센터의 시설관리(FM)를 맡고 있는 회사입니다. (샘플 회사)' },
  onnuri: { name: '온누리개발', domain: 'onnuri-dev.example.com', description: '부산과 울산에서 오피스텔, 지식산업센터, 물류센터를 개발하는 시행사입니다. (샘플 회사)' },
  greenbuilding: { name: '그린빌딩컨설팅', domain: 'greenbuilding.example.com', description: '녹색건축 인증, 에너지 효율 진단, ESG 공시 자문을 제공하는 컨설팅 회사입니다. (샘플 회사)' },
} satisfies Record<string, DemoCompany>;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

export interface DemoJobSpec {
  company: DemoCompanyKey;
  title: string;
  family: JobRoleFamily;
  location: JobLocation;
  locationDetail: string;
  experience: [number, number | null];
  employment: JobEmploymentType;
  /** Yearly, in 만원; null for 회사 내규에 따름. */
  salary: [number | null, number | null];
  /** Days from the load day (Asia/Seoul); null = 상시 채용. */
  deadline: number | null;
  /** Days before the load day the posting was published. */
  publishedDaysAgo: number;
  apply: JobApplyMethod;
  status: JobStatus;
  tags: string[];
  /** One sentence on this team or project, the first paragraph of the description. */
  lead: string;
}

export const DEMO_JOB_SPECS: DemoJobSpec[] = [
  { company: 'hanbit', title: '오피스 펀드 자산운용역 (AM) 경력직', family: 'ASSET_MANAGEMENT', location: 'SEOUL', locationDetail: '중구 을지로', experience: [4, 8], employment: 'FULL_TIME', salary: [7000, 9500], deadline: 12, publishedDaysAgo: 6, apply: 'LINK', status: 'PUBLISHED', tags: ['오피스', '펀드'], lead: '도심 오피스 펀드 5개(운용자산 1.8조 원)를 맡는 오피스운용팀에서 함께할 운용역을 찾습니다.' },
  { company: 'hanbit', title: '물류센터 투자 심사역 (Acquisition)', family: 'INVESTMENT', location: 'SEOUL', locationDetail: '중구 을지로', experience: [3, 7], employment: 'FULL_TIME', salary: [6500, 9000], deadline: 3, publishedDaysAgo: 18, apply: 'LINK', status: 'PUBLISHED', tags: ['물류', '인수'], lead: '수도권 물류센터 신규 투자를 발굴하고 실행하는 물류투자팀의 심사역을 모십니다.' },
  { company: 'hanbit', title: '리서치센터 부동산 애널리스트 (신입)', family: 'RESEARCH', location: 'SEOUL', locationDetail: '중구 을지로', experience: [0, 0], employment: 'FULL_TIME', salary: [4800, 5200], deadline: 0, publishedDaysAgo: 21, apply: 'LINK', status: 'PUBLISHED', tags: ['리서치', '신입'], lead: '투자 의사결정을 뒷받침하는 시장 보고서와 데이터베이스를 만드는 리서치센터에서 신입 애널리스트를 뽑습니다.' },
  { company: 'nuri', title: '상장 리츠 IR·공시 담당', family: 'CORPORATE', location: 'SEOUL', locationDetail: '영등포구 여의도동', experience: [2, 6], employment: 'FULL_TIME', salary: [5500, 7500], deadline: 9, publishedDaysAgo: 10, apply: 'EMAIL', status: 'PUBLISHED', tags: ['리츠', 'IR', '공시'], lead: '상장 리츠 2개의 투자자 소통과 공시를 맡을 IR 담당자를 찾습니다.' },
  { company: 'nuri', title: '리츠 자산관리 운용역 (리테일)', family: 'ASSET_MANAGEMENT', location: 'SEOUL', locationDetail: '영등포구 여의도동', experience: [3, 6], employment: 'FULL_TIME', salary: [6000, 8000], deadline: null, publishedDaysAgo: 40, apply: 'LINK', status: 'PUBLISHED', tags: ['리츠', '리테일'], lead: '수도권 대형 리테일 자산 3곳을 보유한 리츠의 자산관리 운용역을 상시 모집합니다.' },
  { company: 'nuri', title: '리츠 회계·결산 담당 (계약직, 1년)', family: 'FINANCE', location: 'SEOUL', locationDetail: '영등포구 여의도동', experience: [1, 4], employment: 'CONTRACT', salary: [4500, 5500], deadline: -4, publishedDaysAgo: 35, apply: 'EMAIL', status: 'PUBLISHED', tags: ['리츠', '회계'], lead: '결산 시즌 동안 리츠 5개의 회계와 배당 재원 산정을 함께할 담당자를 찾습니다.' },
  { company: 'cheonggye', title: '밸류애드 투자 어소시에이트', family: 'INVESTMENT', location: 'SEOUL', locationDetail: '종로구 서린동', experience: [2, 5], employment: 'FULL_TIME', salary: [8000, 11000], deadline: 6, publishedDaysAgo: 12, apply: 'LINK', status: 'PUBLISHED', tags: ['밸류애드', '오피스', '호텔'], lead: '도심 오피스와 호텔의 밸류애드 투자를 검토하는 투자팀에서 어소시에이트를 모십니다.' },
  { company: 'cheonggye', title: '투자팀 인턴 (6개월)', family: 'INVESTMENT', location: 'SEOUL', locationDetail: '종로구 서린동', experience: [0, 0], employment: 'INTERN', salary: [3600, 3600], deadline: 1, publishedDaysAgo: 14, apply: 'EMAIL', status: 'PUBLISHED', tags: ['인턴', '신입'], lead: '투자 검토 자료 작성과 시장 조사를 도울 6개월 인턴을 뽑습니다. 우수 인턴은 정규직 전환 면접 기회를 드립니다.' },
  { company: 'dongnyeok', title: '물류센터 개발사업 PM (과장~차장)', family: 'DEVELOPMENT', location: 'GYEONGGI_INCHEON', locationDetail: '경기 용인시', experience: [5, 12], employment: 'FULL_TIME', salary: [7000, 9000], deadline: 20, publishedDaysAgo: 5, apply: 'LINK', status: 'PUBLISHED', tags: ['개발', '물류'], lead: '용인·이천 권역에서 진행 중인 물류센터 개발 사업 3건을 맡을 개발 PM을 찾습니다.' },
  { company: 'dongnyeok', title: '데이터센터 개발 인허가 담당', family: 'DEVELOPMENT', location: 'GYEONGGI_INCHEON', locationDetail: '인천 서구', experience: [3, 8], employment: 'FULL_TIME', salary: [null, null], deadline: 30, publishedDaysAgo: 3, apply: 'LINK', status: 'PUBLISHED', tags: ['데이터센터', '인허가'], lead: '인천 서구 데이터센터 개발 사업의 인허가와 전력 인입 협의를 맡을 담당자를 모십니다.' },
  { company: 'dongnyeok', title: '개발사업 재무 담당 (PF)', family: 'FINANCE', location: 'SEOUL', locationDetail: '강남구 역삼동', experience: [4, 9], employment: 'FULL_TIME', salary: [7000, 9500], deadline: -12, publishedDaysAgo: 45, apply: 'LINK', status: 'PUBLISHED', tags: ['PF', '재무'], lead: '개발 사업의 자금 조달 구조를 설계하고 대주단과 협의할 재무 담당자를 찾았습니다.' },
  { company: 'seohae', title: '오피스 PM 매니저', family: 'PROPERTY_MANAGEMENT', location: 'SEOUL', locationDetail: '강남구 테헤란로', experience: [3, 7], employment: 'FULL_TIME', salary: [5000, 6500], deadline: 14, publishedDaysAgo: 8, apply: 'EMAIL', status: 'PUBLISHED', tags: ['PM', '오피스'], lead: '강남 권역 오피스 4개 동(연면적 약 12만㎡)의 자산관리를 맡을 PM 매니저를 모십니다.' },
  { company: 'seohae', title: '임대차 관리 담당 (신입·경력)', family: 'LEASING', location: 'SEOUL', locationDetail: '중구 남대문로', experience: [0, 3], employment: 'FULL_TIME', salary: [3800, 4800], deadline: null, publishedDaysAgo: 60, apply: 'EMAIL', status: 'PUBLISHED', tags: ['임대', 'PM'], lead: '도심 오피스의 임대차 계약 관리와 임차인 응대를 맡을 담당자를 상시 채용합니다.' },
  { company: 'seohae', title: '물류센터 시설관리 엔지니어', family: 'PROPERTY_MANAGEMENT', location: 'GYEONGGI_INCHEON', locationDetail: '경기 이천시', experience: [2, 10], employment: 'CONTRACT', salary: [4200, 5200], deadline: 5, publishedDaysAgo: 9, apply: 'EMAIL', status: 'PUBLISHED', tags: ['FM', '물류'], lead: '이천 권역 저온 물류센터 2곳의 설비(냉동·전기·소방) 관리를 맡을 엔지니어를 찾습니다.' },
  { company: 'gaon', title: '리테일 리싱 매니저', family: 'LEASING', location: 'SEOUL', locationDetail: '성동구 성수동', experience: [4, 8], employment: 'FULL_TIME', salary: [6000, 7500], deadline: 18, publishedDaysAgo: 4, apply: 'LINK', status: 'PUBLISHED', tags: ['리테일', '리싱'], lead: '성수·한남 상권 상업시설의 MD 구성과 임차인 유치를 맡을 리싱 매니저를 모십니다.' },
  { company: 'gaon', title: '호텔 자산운용역 (AM)', family: 'ASSET_MANAGEMENT', location: 'SEOUL', locationDetail: '중구 명동', experience: [5, null], employment: 'FULL_TIME', salary: [8000, null], deadline: -1, publishedDaysAgo: 28, apply: 'LINK', status: 'PUBLISHED', tags: ['호텔', 'AM'], lead: '서울 도심 호텔 3곳의 운영사 관리와 가치 제고 계획을 이끌 호텔 AM을 찾았습니다.' },
  { company: 'hanul', title: '부동산 PF 심사역', family: 'FINANCE', location: 'SEOUL', locationDetail: '영등포구 여의도동', experience: [3, 8], employment: 'FULL_TIME', salary: [6500, 9000], deadline: 11, publishedDaysAgo: 7, apply: 'LINK', status: 'PUBLISHED', tags: ['PF', '심사'], lead: '브릿지론과 본PF 심사를 맡는 부동산금융부에서 심사역을 모십니다.' },
  { company: 'hanul', title: '부동산금융 리스크관리 (시니어)', family: 'FINANCE', location: 'SEOUL', locationDetail: '영등포구 여의도동', experience: [8, null], employment: 'FULL_TIME', salary: [10000, 13000], deadline: null, publishedDaysAgo: 50, apply: 'EMAIL', status: 'PUBLISHED', tags: ['리스크관리', 'PF'], lead: '부동산 여신 포트폴리오 전체의 건전성을 관리할 시니어 리스크관리자를 상시 모집합니다.' },
  { company: 'miraero', title: '물류 리츠 자산관리 (AM)', family: 'ASSET_MANAGEMENT', location: 'BUSAN_ULSAN_GYEONGNAM', locationDetail: '경남 김해시', experience: [3, 7], employment: 'FULL_TIME', salary: [5500, 7000], deadline: 25, publishedDaysAgo: 2, apply: 'LINK', status: 'PUBLISHED', tags: ['물류', '리츠', '영남'], lead: '영남권 물류센터 5곳을 현장에서 관리할 AM을 찾습니다. 김해 현장 사무소에서 근무합니다.' },
  { company: 'miraero', title: '물류 리츠 투자 검토 (경력 1~3년)', family: 'INVESTMENT', location: 'SEOUL', locationDetail: '강남구 삼성동', experience: [1, 3], employment: 'FULL_TIME', salary: [5000, 6500], deadline: 2, publishedDaysAgo: 16, apply: 'LINK', status: 'PUBLISHED', tags: ['물류', '리츠'], lead: '리츠의 신규 편입 자산을 검토하는 투자팀에서 주니어 담당자를 모십니다.' },
  { company: 'bareun', title: '오피스 임대차 자문 컨설턴트', family: 'LEASING', location: 'SEOUL', locationDetail: '중구 세종대로', experience: [2, 6], employment: 'FULL_TIME', salary: [4500, 6500], deadline: 15, publishedDaysAgo: 11, apply: 'EMAIL', status: 'PUBLISHED', tags: ['임대차', '자문'], lead: '기업 임차인의 사옥 이전과 재계약을 자문하는 임차인 대리(Tenant Rep) 팀의 컨설턴트를 찾습니다.' },
  { company: 'bareun', title: '매입·매각 자문 애널리스트', family: 'INVESTMENT', location: 'SEOUL', locationDetail: '중구 세종대로', experience: [0, 2], employment: 'FULL_TIME', salary: [4500, 5500], deadline: -20, publishedDaysAgo: 50, apply: 'EMAIL', status: 'PUBLISHED', tags: ['자문', '캐피털마켓'], lead: '오피스와 물류 자산의 매각 자문을 맡는 캐피털마켓팀의 애널리스트를 뽑았습니다.' },
  { company: 'dosi', title: '상업용 부동산 데이터 리서처', family: 'RESEARCH', location: 'REMOTE', locationDetail: '주 1회 서울 마포 사무실 출근', experience: [1, 5], employment: 'FULL_TIME', salary: [4500, 6000], deadline: null, publishedDaysAgo: 25, apply: 'LINK', status: 'PUBLISHED', tags: ['데이터', '리서치', '원격'], lead: '오피스·물류 임대 데이터를 수집하고 검증하는 데이터팀의 리서처를 상시 모집합니다. 원격 근무가 기본입니다.' },
  { company: 'dosi', title: '리서치 보조 (파트타임, 주 3일)', family: 'RESEARCH', location: 'SEOUL', locationDetail: '마포구 공덕동', experience: [0, 0], employment: 'PART_TIME', salary: [null, null], deadline: 8, publishedDaysAgo: 6, apply: 'EMAIL', status: 'PUBLISHED', tags: ['리서치', '파트타임'], lead: '건축물대장과 등기 자료 정리, 임대 안내문 수집을 도울 파트타임 리서치 보조를 뽑습니다.' },
  { company: 'sewoon', title: '해외 부동산 투자 매니저 (싱가포르)', family: 'INVESTMENT', location: 'OVERSEAS', locationDetail: '싱가포르 사무소', experience: [7, null], employment: 'FULL_TIME', salary: [12000, 16000], deadline: 35, publishedDaysAgo: 3, apply: 'LINK', status: 'PUBLISHED', tags: ['해외투자', '아시아'], lead: '아시아태평양 오피스·물류 투자를 이끌 싱가포르 사무소의 투자 매니저를 찾습니다.' },
  { company: 'sewoon', title: '해외 자산 AM (뉴욕, 계약직 2년)', family: 'ASSET_MANAGEMENT', location: 'OVERSEAS', locationDetail: '미국 뉴욕 사무소', experience: [4, 10], employment: 'CONTRACT', salary: [null, null], deadline: -7, publishedDaysAgo: 40, apply: 'LINK', status: 'PUBLISHED', tags: ['해외투자', '북미'], lead: '미국 오피스·물류 자산의 운용 현황을 관리하고 국내 투자자에게 보고할 AM을 찾았습니다.' },
  { company: 'haeden', title: '업무시설 FM 팀장', family: 'PROPERTY_MANAGEMENT', location: 'BUSAN_ULSAN_GYEONGNAM', locationDetail: '부산 해운대구', experience: [8, null], employment: 'FULL_TIME', salary: [5500, 7000], deadline: 10, publishedDaysAgo: 5, apply: 'EMAIL', status: 'PUBLISHED', tags: ['FM', '부산'], lead: '해운대 권역 업무시설 3개 동의 시설관리 조직(25명)을 이끌 FM 팀장을 모십니다.' },
  { company: 'onnuri', title: '지식산업센터 분양·개발 담당', family: 'DEVELOPMENT', location: 'BUSAN_ULSAN_GYEONGNAM', locationDetail: '울산 남구', experience: [2, 6], employment: 'FULL_TIME', salary: [4500, 6000], deadline: 4, publishedDaysAgo: 13, apply: 'EMAIL', status: 'PUBLISHED', tags: ['개발', '지식산업센터'], lead: '울산 남구 지식산업센터 개발 사업의 인허가, 분양 계획, 시공사 관리를 맡을 담당자를 찾습니다.' },
  { company: 'greenbuilding', title: 'ESG·녹색건축 인증 컨설턴트', family: 'PROPERTY_MANAGEMENT', location: 'OTHER', locationDetail: '대전 유성구', experience: [1, 4], employment: 'FULL_TIME', salary: [4200, 5500], deadline: 22, publishedDaysAgo: 9, apply: 'LINK', status: 'PUBLISHED', tags: ['ESG', '녹색건축'], lead: '오피스와 물류센터의 녹색건축 인증과 에너지 효율 진단을 수행할 컨설턴트를 대전 본사에서 찾습니다.' },
  { company: 'hanbit', title: '경영지원 (인사·총무) 담당', family: 'CORPORATE', location: 'SEOUL', locationDetail: '중구 을지로', experience: [2, 5], employment: 'FULL_TIME', salary: [4800, 6000], deadline: 7, publishedDaysAgo: 4, apply: 'EMAIL', status: 'PUBLISHED', tags: ['경영지원', '인사'], lead: '임직원 80여 명의 인사·총무 업무를 맡을 경영지원 담당자를 모십니다.' },
  { company: 'cheonggye', title: '컴플라이언스 담당 (준법감시)', family: 'CORPORATE', location: 'SEOUL', locationDetail: '종로구 서린동', experience: [5, 10], employment: 'FULL_TIME', salary: [null, null], deadline: 40, publishedDaysAgo: 1, apply: 'LINK', status: 'DRAFT', tags: ['컴플라이언스'], lead: '사모펀드 운용 관련 법규 준수를 점검하고 내부통제 체계를 운영할 담당자를 찾습니다.' },
];

/** Duties, requirements and nice-to-haves of each role family (a few are picked per posting). */
export const JOB_FAMILY_TEXT: Record<JobRoleFamily, { duties: string[]; requirements: string[]; preferred: string[] }> = {
  ASSET_MANAGEMENT: {
    duties: [
      '운용 자산의 연간 사업계획과 예산 수립, 분기별 실적 관리',
      '임대차 전략 수립과 주요 임차인 협상 (PM·임대 대행사와 협업)',
      '자산 가치 제고를 위한 리모델링, 임대 구성 조정 등 CAPEX 계획 수립',
      '대주단 보고, 대출 약정 준수 점검과 리파이낸싱 준비',
      '투자자 대상 정기 운용 보고서 작성과 수익자 총회 준비',
      '매각 시점 검토와 매각 자문사 선정, 매각 실행 지원',
    ],
    requirements: [
      '부동산 펀드 또는 리츠 자산운용 실무 경험',
      '현금흐름 모델(엑셀) 작성과 수익률 분석 능력',
      '임대차 계약 구조와 주요 조항에 대한 이해',
      '원활한 문서 작성과 보고 능력',
    ],
    preferred: ['부동산 관련 자격 보유 (감정평가사, CFA, 투자자산운용사 등)', '오피스 또는 물류 자산의 리싱 경험', '영어 보고서 작성 가능자', 'ARGUS Enterprise 사용 경험'],
  },
  INVESTMENT: {
    duties: [
      '신규 투자 기회 발굴과 초기 검토 (시장·입지·임대 분석)',
      '투자 구조 설계와 현금흐름 모델링, 수익률·민감도 분석',
      '실사(법률·물리·재무) 관리와 자문사 협업',
      '투자심의위원회 보고서 작성과 발표',
      '대주·공동투자자와의 조건 협상과 거래 종결 지원',
    ],
    requirements: [
      '부동산 투자, IB, 회계법인 재무자문 등 관련 실무 경험',
      '엑셀 재무 모델링 능력',
      '상업용 부동산 시장에 대한 관심과 기본 지식',
      '꼼꼼한 분석과 논리적인 보고서 작성 능력',
    ],
    preferred: ['상경·건축·도시공학 계열 전공자', '영어 실사 자료 검토 가능자', '투자자산운용사 또는 CFA 레벨 보유', '물류·데이터센터 등 대체 섹터 거래 경험'],
  },
  RESEARCH: {
    duties: [
      '오피스·물류·리테일 시장의 분기 보고서 작성',
      '임대료·공실·거래 데이터 수집과 정합성 검증',
      '투자·운용 부서의 시장 분석 요청 지원',
      '시장 전망 세미나 자료 작성과 발표 지원',
    ],
    requirements: [
      '엑셀과 데이터 정리에 능숙한 분',
      '통계 자료를 읽고 핵심을 정리하는 글쓰기 능력',
      '상업용 부동산 시장에 대한 관심',
    ],
    preferred: ['Python, R, SQL 등 데이터 분석 도구 사용 경험', 'GIS 도구 사용 경험', '부동산학·경제학·도시공학 전공자', '영문 보고서 작성 가능자'],
  },
  LEASING: {
    duties: [
      '임차인 발굴과 임대 제안, 임대 조건 협상',
      '임대차 계약서 검토와 계약 체결 관리',
      '임대 시장 조사와 경쟁 자산 분석',
      '임차인 만족도 관리와 재계약 대응',
    ],
    requirements: [
      '오피스 또는 리테일 임대차 관련 실무 경험',
      '원활한 대인 커뮤니케이션과 협상 능력',
      '임대차 계약 주요 조항에 대한 이해',
    ],
    preferred: ['공인중개사 자격 보유', '임대 대행사 또는 임차인 대리 경험', '영어 가능자 (외국계 임차인 응대)'],
  },
  DEVELOPMENT: {
    duties: [
      '개발 사업의 사업성 검토와 부지 확보',
      '인허가 일정 관리와 관계 기관 협의',
      '설계사·시공사 선정과 공정·공사비 관리',
      '대주단·신탁사와의 사업 약정 협의',
      '준공 이후 임대 또는 매각 전략 수립 지원',
    ],
    requirements: [
      '시행사, 건설사, 설계사 등 개발 관련 실무 경험',
      '인허가 절차와 건축 관련 법규에 대한 이해',
      '여러 이해관계자를 조율하는 프로젝트 관리 능력',
    ],
    preferred: ['건축·도시공학·토목 전공자', '물류센터 또는 데이터센터 개발 경험', '건축기사 등 관련 자격 보유'],
  },
  PROPERTY_MANAGEMENT: {
    duties: [
      '자산의 운영 예산 수립과 관리비 정산',
      '시설관리(FM) 협력사 관리와 설비 점검 일정 운영',
      '임차인 요청 대응과 입주·퇴거 관리',
      '소유주·운용사 대상 월간 운영 보고서 작성',
      '에너지 사용량 관리와 친환경 운영 개선',
    ],
    requirements: [
      '오피스·물류센터 등 업무시설의 PM 또는 FM 실무 경험',
      '관리비 정산과 예산 관리 능력',
      '현장 협력사와 원활하게 소통하는 능력',
    ],
    preferred: ['전기·기계·소방 관련 자격 보유', '녹색건축 또는 에너지 인증 업무 경험', 'CAFM 등 시설관리 시스템 사용 경험'],
  },
  FINANCE: {
    duties: [
      '부동산 대출(브릿지론·본PF·담보대출) 심사와 구조 설계',
      '사업성·상환 재원 분석과 담보 가치 검토',
      '약정서 검토와 대출 실행, 사후 관리',
      '포트폴리오 모니터링과 리스크 보고',
    ],
    requirements: [
      '부동산금융, 은행·증권·캐피탈 여신 또는 회계 실무 경험',
      '재무제표와 현금흐름 분석 능력',
      '대출 약정 주요 조항에 대한 이해',
    ],
    preferred: ['공인회계사, 감정평가사 등 관련 자격 보유', 'PF 구조조정 또는 리파이낸싱 경험', '신용평가 모형 이해'],
  },
  CORPORATE: {
    duties: [
      '회사 운영에 필요한 규정과 절차 관리',
      '유관 부서와 협업해 보고 자료와 공시·대외 문서 작성',
      '감독기관·외부 감사인 대응 지원',
      '사내 행사와 교육 운영',
    ],
    requirements: [
      '금융회사 또는 부동산 관련 회사의 해당 직무 경험',
      '꼼꼼한 문서 작성과 일정 관리 능력',
      '여러 부서와 원활하게 협업하는 태도',
    ],
    preferred: ['자산운용사 또는 리츠 AMC 근무 경험', '관련 자격 보유 (공인노무사, 투자자산운용사 등)', '영어 문서 작성 가능자'],
  },
};

export const JOB_BENEFITS: string[] = [
  '연 1회 성과급과 장기근속 포상',
  '자격증 취득 지원과 직무 교육비 지원 (연 300만 원 한도)',
  '종합 건강검진과 단체 상해보험',
  '유연근무제와 연차 외 리프레시 휴가',
  '점심 식대와 통신비 지원',
  '사내 스터디와 세미나 참가비 지원',
];
