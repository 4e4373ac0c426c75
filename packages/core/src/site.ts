/**
 * Site-wide texts and links used by the footer and metadata. Company registration details are SPI's
 * own sample values; replace them through configuration before going live.
 */
export const SITE = {
  name: 'SPI',
  fullName: 'SPI - 상업용 부동산 인사이트',
  description: '상업용 부동산 전문가를 위한 뉴스·인사이트, 상장 리츠 데이터, 딜 정보와 사모펀드 데이터',
  locale: 'ko_KR',
} as const;

/** Disclaimer texts of spec section 1, in Korean. */
export const FOOTER_DISCLAIMERS = [
  'SPI에서 제공하는 모든 콘텐츠와 데이터는 투자 권유나 투자 자문이 아니며, 투자 판단의 책임은 이용자 본인에게 있습니다.',
  '제공되는 데이터의 적시성과 정확성을 보장하지 않으며, 이를 근거로 한 의사결정의 결과에 대해 책임지지 않습니다.',
  '사진 출처는 각 리츠 및 기업의 홈페이지와 공시 자료입니다.',
  '저작권 관련 문의는 1:1 문의 페이지로 접수해 주시기 바랍니다.',
] as const;

export interface FooterLink {
  label: string;
  href: string;
  /** Company-info links open in a new tab. */
  external?: boolean;
}

export const FOOTER_SUPPORT_LINKS: readonly FooterLink[] = [
  { label: '고객센터', href: '/support' },
  { label: '1:1 문의', href: '/support/inquiry' },
];

export const FOOTER_POLICY_LINKS: readonly FooterLink[] = [
  { label: '이용약관', href: '/policy/terms' },
  { label: '개인정보처리방침', href: '/policy/privacy' },
];

export interface CompanyInfo {
  name: string;
  ceo: string;
  registrationNumber: string;
  mailOrderNumber: string;
  address: string;
  email: string;
  /** Company introduction; empty means the product's own /about page. */
  aboutUrl: string;
  /** Careers; empty means the 인재 채용 section of /about (/about#careers). */
  careersUrl: string;
  /** Social channels; empty means not configured, and the footer leaves the link out. */
  blogUrl: string;
  youtubeUrl: string;
  linkedinUrl: string;
  cityforumUrl: string;
}

/** The product's own pages used when no external company page is configured. */
export const DEFAULT_ABOUT_PATH = '/about';
export const DEFAULT_CAREERS_PATH = '/about#careers';

/**
 * Sample values; every one of them can be overridden by environment configuration in the web app. The company
 * pages default to the product's own /about page and the social channels to none (no made-up addresses).
 */
export const DEFAULT_COMPANY_INFO: CompanyInfo = {
  name: '(주)에스피아이 (샘플)',
  ceo: '홍길동',
  registrationNumber: '000-00-00000',
  mailOrderNumber: '제2026-서울중구-0000호',
  address: '서울특별시 중구 세종대로 00, 00층',
  email: 'help@spi.example',
  aboutUrl: '',
  careersUrl: '',
  blogUrl: '',
  youtubeUrl: '',
  linkedinUrl: '',
  cityforumUrl: 'https://cityforum.spi.example',
};

/** A footer or page link to a configured company address: internal paths open in place, external ones in a new tab. */
export interface CompanyLink {
  label: string;
  href: string;
  external: boolean;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** 회사 소개 and 인재 채용: the configured address, else the product's own about page. */
export function companyLinks(info: Pick<CompanyInfo, 'aboutUrl' | 'careersUrl'>): CompanyLink[] {
  const about = info.aboutUrl.trim() || DEFAULT_ABOUT_PATH;
  const careers = info.careersUrl.trim() || DEFAULT_CAREERS_PATH;
  return [
    { label: '회사 소개', href: about, external: isExternal(about) },
    { label: '인재 채용', href: careers, external: isExternal(careers) },
  ];
}

/** 블로그, 유튜브, 링크드인: only the configured ones (an address that is not http(s) is ignored). */
export function socialLinks(info: Pick<CompanyInfo, 'blogUrl' | 'youtubeUrl' | 'linkedinUrl'>): CompanyLink[] {
  const all = [
    { label: '블로그', href: info.blogUrl.trim() },
    { label: '유튜브', href: info.youtubeUrl.trim() },
    { label: '링크드인', href: info.linkedinUrl.trim() },
  ];
  return all.filter((l) => isExternal(l.href)).map((l) => ({ ...l, external: true }));
}

export function copyrightLine(now: Date = new Date(), companyName = 'SPI'): string {
  return `© ${now.getFullYear()} ${companyName}. All rights reserved.`;
}
