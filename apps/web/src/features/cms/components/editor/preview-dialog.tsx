'use client';

import { useState } from 'react';
import clsx from 'clsx';
import type { AdminArticlePreviewDto } from '@spi/core';
import { Button, Spinner } from '@/components/ui';
import { CmsDialog } from '../cms-dialog';
import forms from '../forms.module.css';
import { ArticlePreview } from './article-preview';
import styles from './article-editor.module.css';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: AdminArticlePreviewDto }
  | { status: 'error'; message: string };

/** The unsaved article as a reader would see it, as a member (everything) or a guest (lead and paywall). */
export function PreviewDialog({ state, onClose, onRetry }: { state: PreviewState | null; onClose: () => void; onRetry: () => void }) {
  const [audience, setAudience] = useState<'member' | 'guest'>('member');
  const applies = state?.status === 'ready' && state.preview.paywall.applies;
  return (
    <CmsDialog open={state !== null} size="full" title="미리보기" onClose={onClose} testId="preview-dialog">
      {state?.status === 'loading' && <div className={styles.center}><Spinner size={28} /><span>미리보기를 만드는 중…</span></div>}
      {state?.status === 'error' && (
        <div className={forms.alert} role="alert"><p>{state.message}</p><Button size="sm" variant="secondary" onClick={onRetry}>다시 시도</Button></div>
      )}
      {state?.status === 'ready' && (
        <>
          <div className={styles.previewBar}>
            <p className={styles.previewNote}>
              저장하지 않은 내용까지 서버에서 정화한 결과입니다.
              {applies ? ' 멤버 전용 기사입니다: 점선 아래는 권한 있는 독자에게만 보입니다.' : ' 모든 독자에게 전체가 보이는 기사입니다.'}
            </p>
            {applies && (
              <div className={styles.segmented} role="group" aria-label="보는 사람">
                <button type="button" aria-pressed={audience === 'member'} className={clsx(audience === 'member' && styles.segmentOn)} onClick={() => setAudience('member')}>멤버로 보기</button>
                <button type="button" aria-pressed={audience === 'guest'} className={clsx(audience === 'guest' && styles.segmentOn)} onClick={() => setAudience('guest')}>비회원으로 보기</button>
              </div>
            )}
          </div>
          <ArticlePreview preview={state.preview} audience={applies ? audience : 'member'} />
        </>
      )}
    </CmsDialog>
  );
}
