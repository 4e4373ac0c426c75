import { ProfileScreen } from '@/features/cityfolio/components/profile-screen';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/cityfolio/profile',
  title: '나의 투자 성향 알아보기 · 시티폴리오',
  description: '투자 목표, 기간, 위험 감내, 경험, 선호 자산과 지역 6문항으로 부동산 투자 성향을 진단하고 맞춤 리츠·아티클·시티폴리오 콘텐츠를 추천받으세요.',
});

// One static shell for everyone: the answers live in this tab's sessionStorage and the member's result
// loads in the browser, so the HTML reads no cookies.
export const dynamic = 'force-static';

export default function CityfolioProfilePage() {
  return <ProfileScreen />;
}
