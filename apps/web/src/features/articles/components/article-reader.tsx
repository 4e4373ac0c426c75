'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ArticleDetailDto } from '@spi/core';
import { openModal, useSnackbar } from '@/components/ui';
import { HeadphonesIcon } from '@/components/content/icons';
import { articleHref } from '@/components/content/links';
import { LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { articleKeys, fetchArticleForReader, unlockArticle } from '../api/content-client';
import { PAYWALLED_CLASS } from '../lib/article-seo';
import { ARTICLE_OPEN_CONFIRM_MODAL } from '../lib/register-modals';
import type { ArticleOpenConfirmArgs } from './article-open-confirm-modal';
import { ArticleHtml } from './article-html';
import { Paywall } from './paywall';
import { VideoFacade } from '@/components/content/video-facade';
import styles from './article-reader.module.css';

export type ReaderVersion = Pick<ArticleDetailDto, 'leadHtml' | 'bodyHtml' | 'access' | 'voiceUrl' | 'videos'>;

/**
 * The article's text as this reader may see it. The server renders the guest version (the lead and the
 * paywall of a member-only article: the rest never reaches the HTML). A signed-in reader's own version
 * then loads here through the API client (which also records the read in their history):
 * FULL shows the whole body, UNLOCK_AVAILABLE offers the article open confirm modal, PAYWALL explains.
 */
export function ArticleReader({ articleId, title, isMemberOnly, guest }: {
  articleId: number;
  title: string;
  isMemberOnly: boolean;
  guest: ReaderVersion;
}) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [unlocking, setUnlocking] = useState(false);
  const key = articleKeys.reader(articleId, userId ?? 'guest');
  const mine = useQuery({
    queryKey: key,
    queryFn: () => fetchArticleForReader(articleId),
    enabled: Boolean(userId),
    // One read per visit: no refetch on focus, nothing kept after leaving the page.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });

  const version: ReaderVersion = userId && mine.data ? mine.data : guest;
  const checking = Boolean(userId) && mine.isPending && isMemberOnly;
  const path = articleHref(articleId);

  const startUnlock = async () => {
    if (version.access.access !== 'UNLOCK_AVAILABLE') return;
    setUnlocking(true);
    const args: ArticleOpenConfirmArgs = {
      title,
      remaining: version.access.remaining,
      monthlyLimit: version.access.monthlyLimit,
      onConfirm: async () => {
        const opened = await unlockArticle(articleId);
        queryClient.setQueryData(key, opened);
      },
    };
    const opened = await openModal({ name: ARTICLE_OPEN_CONFIRM_MODAL, args });
    setUnlocking(false);
    if (opened === true) snackbar.show({ type: 'Success', message: '글을 열었습니다. 이번 달 열람 횟수가 1회 차감되었습니다.' });
  };

  const access = version.access;
  return (
    <div className={styles.reader} data-testid="article-reader" data-access={checking ? 'CHECKING' : access.access}>
      {version.voiceUrl && (
        <div className={styles.voice}>
          <p className={styles.voiceLabel} id={`voice-${articleId}`}><HeadphonesIcon size={18} />음성으로 듣기</p>
          <audio controls preload="none" src={version.voiceUrl} aria-labelledby={`voice-${articleId}`} className={styles.audio} />
        </div>
      )}
      <ArticleHtml key={version.leadHtml} html={version.leadHtml} className={styles.prose} testId="article-lead" />
      {isMemberOnly && (
        <div className={PAYWALLED_CLASS} data-testid="article-member-part">
          {checking ? (
            <div className={styles.checking} aria-live="polite">
              <p className="visually-hidden">멤버십 권한을 확인하고 있습니다.</p>
              <LinesSkeleton lines={5} />
            </div>
          ) : access.access === 'FULL' ? (
            version.bodyHtml && <ArticleHtml key={version.bodyHtml} html={version.bodyHtml} className={styles.prose} testId="article-body" />
          ) : (
            <Paywall access={access} articlePath={path} onUnlock={() => void startUnlock()} unlocking={unlocking} />
          )}
          {mine.isError && !checking && (
            <p className={styles.notice} role="status">
              회원 정보를 확인하지 못해 미리보기만 보여 드립니다.{' '}
              <button type="button" onClick={() => void mine.refetch()} className={styles.retry}>다시 시도</button>
            </p>
          )}
        </div>
      )}
      {!isMemberOnly && version.bodyHtml && <ArticleHtml key={version.bodyHtml} html={version.bodyHtml} className={styles.prose} testId="article-body" />}
      {version.videos.length > 0 && access.access === 'FULL' && (
        <section className={styles.videos} aria-label="관련 영상">
          {version.videos
            .filter((v) => !`${version.leadHtml}${version.bodyHtml}`.includes(`data-video-id="${v.videoId}"`))
            .map((v) => <VideoFacade key={`${v.provider}-${v.videoId}`} embed={v} />)}
        </section>
      )}
    </div>
  );
}
