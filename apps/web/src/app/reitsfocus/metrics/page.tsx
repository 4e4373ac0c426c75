import { pageMetadata } from '@/lib/metadata';
import { fetchExplainers } from '@/features/reits/api/reits-server';
import { MetricList } from '@/features/reits/components/metric-list';

export const metadata = pageMetadata({ path: '/reitsfocus/metrics', title: '지표 설명 · 리츠포커스', description: 'P/NAV, P/FFO, 배당수익률, WALE 등 리츠 지표의 계산식과 읽는 법을 설명합니다.' });
export const dynamic = 'force-static';
export const revalidate = 300;

/** /reitsfocus/metrics: the metric explainers as one indexable page (the panels show the same texts). */
export default async function MetricsPage() {
  return <MetricList explainers={await fetchExplainers()} />;
}
