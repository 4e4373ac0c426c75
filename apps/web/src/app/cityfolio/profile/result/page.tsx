import type { Metadata } from 'next';
import { GuestResultScreen } from '@/features/cityfolio/components/guest-result-screen';
import { pageMetadata } from '@/lib/metadata';

// A personal result behind an id in the address: never indexed, and the static shell carries no data.
export const metadata: Metadata = {
  ...pageMetadata({ path: '/cityfolio/profile/result', title: '투자 성향 진단 결과 · 시티폴리오' }),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export const dynamic = 'force-static';

export default function CityfolioProfileResultPage() {
  return <GuestResultScreen />;
}
