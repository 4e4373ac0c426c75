import { pageMetadata } from '@/lib/metadata';
import { fetchGlossary } from '@/features/reits/api/reits-server';
import { GlossaryList } from '@/features/reits/components/glossary-list';

export const metadata = pageMetadata({ path: '/reitsfocus/glossary', title: '용어 가이드 · 리츠포커스', description: '리츠와 상업용 부동산 투자에 자주 쓰는 용어를 쉽게 풀어 설명합니다.' });
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function GlossaryPage() {
  return <GlossaryList terms={await fetchGlossary()} />;
}
