'use client';

import Link from '@/components/ui/app-link';
import { useArticle } from '../../api/articles-api';
import { useCategories, useSeriesList, useWriters } from '../../api/taxonomy-api';
import { isApiError } from '@/lib/api-client';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import forms from '../forms.module.css';
import { ArticleEditor } from './article-editor';
import styles from './article-editor.module.css';

/** /admin/articles/new and /admin/articles/{id}: loads the article and the taxonomy, then the editor. */
export function ArticleEditorScreen({ articleId, isAdmin }: { articleId: number | null; isAdmin: boolean }) {
  const article = useArticle(articleId);
  const categories = useCategories();
  const series = useSeriesList();
  const writers = useWriters();

  if (articleId !== null && article.isError && !article.data) {
    if (isApiError(article.error) && article.error.status === 404) {
      return <EmptyState title="기사를 찾을 수 없습니다." description="삭제되었거나 주소가 잘못되었습니다." actions={<Link href="/admin">기사 목록으로</Link>} />;
    }
    return <ErrorState title="기사를 불러오지 못했습니다." description={errorMessage(article.error)} retry={<button type="button" onClick={() => void article.refetch()}>다시 시도</button>} />;
  }
  const failed = [categories, series, writers].find((q) => q.isError && !q.data);
  if (failed) {
    return <ErrorState title="분류 정보를 불러오지 못했습니다." description={errorMessage(failed.error)} retry={<button type="button" onClick={() => { void categories.refetch(); void series.refetch(); void writers.refetch(); }}>다시 시도</button>} />;
  }
  if ((articleId !== null && !article.data) || !categories.data || !series.data || !writers.data) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="편집기를 불러오는 중" data-testid="editor-loading">
        <div className={forms.skeleton} style={{ height: 44, width: '70%' }} />
        <div className={forms.skeleton} style={{ height: 20, width: '45%' }} />
        <div className={forms.skeleton} style={{ height: 420 }} />
      </div>
    );
  }
  return (
    <ArticleEditor
      key={articleId ?? 'new'}
      initial={article.data ?? null}
      categories={categories.data}
      seriesList={series.data}
      writers={writers.data}
      isAdmin={isAdmin}
    />
  );
}
