import { fetchCityfolioHome } from '@/features/cityfolio/api/cityfolio-server';
import { CityfolioHome } from '@/features/cityfolio/components/cityfolio-home';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/cityfolio',
  title: '시티폴리오 · 도시를 읽는 이벤트, 영상, 책',
  description: '도시와 부동산을 주제로 한 이벤트 일정, 강연·인터뷰 영상, 에디터의 서평을 모았습니다. 6문항 진단으로 나의 투자 성향과 맞춤 리츠·아티클도 찾아보세요.',
});

// Static and cached (ADR 014, ADR 020 §3): the guest's page is fetched with the tag 'cityfolio', which
// every edit expires; it reads no cookies, and the questionnaire lives on its own client page.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function CityfolioPage() {
  const home = await fetchCityfolioHome();
  return <CityfolioHome home={home} now={Date.now()} />;
}
