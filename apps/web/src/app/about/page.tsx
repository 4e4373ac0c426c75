import { AboutPage } from '@/features/policy/components/about-page';
import { pageMetadata } from '@/lib/metadata';
import { companyInfo } from '@/lib/site-config';

export const metadata = pageMetadata({
  path: '/about',
  title: '회사 소개',
  description: 'SPI는 상업용 부동산 전문가를 위한 뉴스·인사이트, 상장 리츠 데이터, 딜 정보와 사모펀드 데이터를 제공합니다.',
});

/** Static: the company facts come from configuration at build time, nothing per visitor. */
export const dynamic = 'force-static';

export default function AboutRoute() {
  return <AboutPage company={companyInfo()} />;
}
