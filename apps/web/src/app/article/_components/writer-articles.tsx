import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { writerHref } from '@/components/content/links';
import { fetchWriter } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { WriterProfile } from '@/features/articles/components/writer-profile';
import { decodeSegment } from '@/features/articles/lib/list-params';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { pageMetadata } from '@/lib/metadata';
import styles from './writer-page.module.css';

export async function writerMetadata(segment: string): Promise<Metadata> {
  const writer = await fetchWriter(decodeSegment(segment)).catch(() => null);
  if (!writer) return { title: '필자를 찾을 수 없습니다', robots: { index: false } };
  return pageMetadata({ path: writerHref(writer.slug), title: `${writer.name} ${writer.title}`.trim(), description: writer.bio || `${writer.name}의 SPI 기사` });
}

/** A writer's profile and one page (1-based) of their articles; the 404 page for an unknown writer. */
export async function WriterArticles({ segment, page }: { segment: string; page: number }) {
  const writer = await fetchWriter(decodeSegment(segment));
  if (!writer) notFound();
  return (
    <div className={styles.page} data-testid="writer-page">
      <header className={styles.header}>
        <WriterProfile writer={writer} articleCount={writer.articleCount} />
      </header>
      <h2 className={styles.listTitle}>{writer.name}의 글</h2>
      <ArticleListView
        query={{ writer: writer.slug, page: page - 1 }}
        path={writerHref(writer.slug)}
        pathQuery={{}}
        cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
        empty={{ title: '아직 발행된 글이 없습니다.', description: 'SPI Pro에서 다른 필자의 글을 둘러보세요.' }}
      />
    </div>
  );
}
