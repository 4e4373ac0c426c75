import { fetchTaxonomy } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { ListFilters } from '@/features/articles/components/list-filters';
import { ListPage } from '@/features/articles/components/list-page';
import type { ListView } from '@/features/articles/lib/list-view-key';
import { ScrapButton } from '@/features/scrap/components/scrap-button';

export const LIFESTYLE_DESCRIPTION = '공간을 즐기는 법부터 개인 투자와 재테크까지, 일상의 부동산 이야기';

/** The lifestyle and investment section's list for one view (category chips, numbered pages). */
export async function LifestyleList({ category, page }: ListView) {
  const taxonomy = await fetchTaxonomy().catch(() => ({ categories: [], series: [] }));
  const categories = taxonomy.categories.filter((c) => c.section === 'LIFESTYLE' && c.parentId).map((c) => ({ slug: c.slug, name: c.name }));
  return (
    <ListPage eyebrow="SPI 라이프" title="라이프스타일 & 투자" description={LIFESTYLE_DESCRIPTION} testId="lifestyle-page">
      <ListFilters path="/lifestyle" categories={categories} current={{ category }} />
      <ArticleListView
        query={{ section: 'LIFESTYLE', category, page: page - 1 }}
        path="/lifestyle"
        pathQuery={{ category }}
        cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
        empty={{ title: '아직 이 분야의 글이 없습니다.', description: '다른 카테고리를 선택하거나 SPI Pro의 글을 둘러보세요.' }}
      />
    </ListPage>
  );
}
