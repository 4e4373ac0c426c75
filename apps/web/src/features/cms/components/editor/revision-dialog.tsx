'use client';

import { useQuery } from '@/lib/query';
import { useState } from 'react';
import clsx from 'clsx';
import type { ArticleRevisionSummaryDto } from '@spi/core';
import { Button, Spinner } from '@/components/ui';
import { fetchRevision, fetchRevisions } from '../../api/articles-api';
import { cmsKeys } from '../../api/cms-keys';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsDialog } from '../cms-dialog';
import forms from '../forms.module.css';
import { HtmlWithMarker } from './article-preview';
import styles from './article-editor.module.css';

const PAGE_SIZE = 20;

export function revisionNote(note: string): string {
  if (note === 'create') return '처음 저장';
  if (note === 'update') return '저장';
  if (note.startsWith('restore:')) return `복원 (${note.slice('restore:'.length, 'restore:'.length + 8)}…)`;
  return note;
}

/** Revision history: the list (time, editor, note), one revision's content, and restore. */
export function RevisionDialog({ open, articleId, onClose, onRestore }: {
  open: boolean;
  articleId: number;
  onClose: () => void;
  /** Asks for confirmation and restores; resolves true when the editor now shows the restored version. */
  onRestore: (revision: ArticleRevisionSummaryDto) => Promise<boolean>;
}) {
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useQuery({ queryKey: [...cmsKeys.revisions(articleId), page], queryFn: () => fetchRevisions(articleId, page, PAGE_SIZE), enabled: open, staleTime: 0 });
  const detail = useQuery({ queryKey: cmsKeys.revision(articleId, viewing ?? ''), queryFn: () => fetchRevision(articleId, viewing!), enabled: open && viewing !== null });

  const close = () => {
    setViewing(null);
    onClose();
  };

  return (
    <CmsDialog open={open} size="lg" title="버전 기록" onClose={close} testId="revision-dialog">
      <div className={styles.revisions}>
        <div className={styles.revisionList}>
          {list.isError ? (
            <div className={forms.alert} role="alert"><p>{errorMessage(list.error, '버전 기록을 불러오지 못했습니다.')}</p><Button size="sm" variant="secondary" onClick={() => void list.refetch()}>다시 시도</Button></div>
          ) : !list.data ? (
            <div className={styles.center}><Spinner size={24} /></div>
          ) : list.data.data.length === 0 ? (
            <p className={forms.notice}>아직 기록된 버전이 없습니다.</p>
          ) : (
            <ol className={styles.revisionItems}>
              {list.data.data.map((revision, index) => (
                <li key={revision.revisionId} className={clsx(styles.revisionItem, viewing === revision.revisionId && styles.revisionItemOn)} data-testid="revision-item">
                  <button type="button" className={styles.revisionButton} onClick={() => setViewing(revision.revisionId)} aria-current={viewing === revision.revisionId || undefined}>
                    <span className={clsx(styles.revisionTime, 'tabular')}>{formatSeoul(revision.createdAt)}</span>
                    <span className={styles.revisionMeta}>
                      {revision.editor?.nickname ?? '시스템'} · {revisionNote(revision.note)}
                      {page === 0 && index === 0 && <span className={styles.revisionLatest}>최신</span>}
                    </span>
                    <span className={styles.revisionTitle}>{revision.title}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {list.data && (page > 0 || list.data.pagination.hasNext) && (
            <div className={styles.revisionPager}>
              <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>이전</Button>
              <Button size="sm" variant="secondary" disabled={!list.data.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>다음</Button>
            </div>
          )}
        </div>
        <div className={styles.revisionView} aria-live="polite">
          {viewing === null ? (
            <p className={forms.notice}>왼쪽에서 버전을 고르면 그때의 내용을 볼 수 있습니다.</p>
          ) : detail.isError ? (
            <div className={forms.alert} role="alert"><p>{errorMessage(detail.error, '버전을 불러오지 못했습니다.')}</p></div>
          ) : !detail.data ? (
            <div className={styles.center}><Spinner size={24} /></div>
          ) : (
            <>
              <div className={styles.revisionHead}>
                <div>
                  <p className={forms.subtle}>{formatSeoul(detail.data.createdAt)} · {detail.data.editor?.nickname ?? '시스템'} · {revisionNote(detail.data.note)}</p>
                  <h3 className={styles.revisionHeading}>{detail.data.snapshot.title}</h3>
                  {detail.data.snapshot.description && <p className={forms.muted}>{detail.data.snapshot.description}</p>}
                </div>
                <Button variant="secondary" size="sm" onClick={async () => { if (await onRestore(detail.data)) close(); }} data-testid="revision-restore">이 버전으로 복원</Button>
              </div>
              <HtmlWithMarker html={detail.data.snapshot.html} />
            </>
          )}
        </div>
      </div>
    </CmsDialog>
  );
}
