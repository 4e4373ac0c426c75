import { fetchTaxonomy } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { ListFilters } from '@/features/articles/components/list-filters';
import { ListPage } from '@/features/articles/components/list-page';
import type { ListView } from '@/features/articles/lib/list-view-key';
import { ScrapButton } from '@/features/scrap/components/scrap-button';

export const PRO_DESCRIPTION = '상업용 부동산 전문가를 위한 실시간 업계 뉴스와 인사이트';

/** The SPI Pro list (category chips, series filter, numbered pages) for one view. */
export async function ProList({ category, series, page }: ListView) {
  const taxonomy = await fetchTaxonomy().catch(() => ({ categories: [], series: [] }));
  const categories = taxonomy.categories.filter((c) => c.section === 'PRO' && c.parentId).map((c) => ({ slug: c.slug, name: c.name }));
  const seriesOptions = taxonomy.series.map((s) => ({ slug: s.slug, name: s.name }));
  return (
    <ListPage title="SPI Pro" description={PRO_DESCRIPTION} testId="article-list-page">
      <ListFilters path="/article" categories={categories} series={seriesOptions} current={{ category, series }} />
      <ArticleListView
        query={{ section: 'PRO', category, series, page: page - 1 }}
        path="/article"
        pathQuery={{ category, series }}
        cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
        empty={{ title: '조건에 맞는 글이 없습니다.', description: '다른 카테고리나 시리즈를 선택해 보세요.' }}
      />
    </ListPage>
  );
}
