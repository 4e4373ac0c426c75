import { pageMetadata } from '@/lib/metadata';
import { fetchReitList, fetchReitSummary } from '@/features/reits/api/reits-server';
import { ReitsHome } from '@/features/reits/components/reits-home';
import { ReitsUnavailable } from '@/features/reits/components/unavailable';

export const metadata = pageMetadata({
  path: '/reitsfocus',
  title: '리츠포커스 · 상장 리츠 시세, 배당, 밸류에이션',
  description: '국내 상장 리츠 25종의 시세, 배당 일정, P/NAV·P/FFO·배당수익률 등 지표와 K-리츠 종합지수를 한눈에 비교하세요.',
});

// Static and cached like the article pages (ADR 014): the REIT data is fetched as a guest with the tag
// 'reits', which every import and price update expires; the screener reads its filters from the URL in
// the browser, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function ReitsFocusPage() {
  const [summary, list] = await Promise.all([fetchReitSummary(), fetchReitList()]);
  if (!summary || !list) return <ReitsUnavailable />;
  return <ReitsHome summary={summary} rows={list.data} />;
}
