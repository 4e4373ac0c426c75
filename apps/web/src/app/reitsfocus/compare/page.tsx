import { compareKorean } from '@spi/core';
import { Suspense } from 'react';
import { pageMetadata } from '@/lib/metadata';
import { fetchReitList } from '@/features/reits/api/reits-server';
import { Compare } from '@/features/reits/components/compare';
import { ReitsUnavailable } from '@/features/reits/components/unavailable';

export const metadata = pageMetadata({ path: '/reitsfocus/compare', title: '리츠 비교 · 리츠포커스', description: '상장 리츠 최대 4개의 배당, 밸류에이션, 재무 지표와 총수익률을 나란히 비교합니다.' });
export const dynamic = 'force-static';
export const revalidate = 300;

/** The compare screen: a static shell with the REIT names; the chosen REITs come from the URL in the browser. */
export default async function ComparePage() {
  const list = await fetchReitList();
  if (!list) return <ReitsUnavailable />;
  const all = list.data.map((r) => ({ ticker: r.ticker, nameKo: r.nameKo, sectorLabel: r.sectorLabel })).sort((a, b) => compareKorean(a.nameKo, b.nameKo));
  return (
    <Suspense fallback={null}>
      <Compare all={all} />
    </Suspense>
  );
}
