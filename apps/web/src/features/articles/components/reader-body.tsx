'use client';

import type { ReactNode } from 'react';
import type { ArticleDetailDto } from '@spi/core';
import { HeadphonesIcon } from '@/components/content/icons';
import { articleHref } from '@/components/content/links';
import { LinesSkeleton } from '@/components/content/states';
import { PAYWALLED_CLASS } from '../lib/article-seo';
import { ArticleHtml } from './article-html';
import { Paywall } from './paywall';
import { VideoFacade } from '@/components/content/video-facade';
import styles from './article-reader.module.css';

export type ReaderVersion = Pick<ArticleDetailDto, 'leadHtml' | 'bodyHtml' | 'access' | 'voiceUrl' | 'videos'>;

/**
 * One version of the article's text (the guest's from the server, or a signed-in reader's own): voice, lead,
 * the member part (the body, the paywall, or a skeleton while access is checked) and the related videos.
 */
export function ReaderBody({ articleId, isMemberOnly, version, checking, unlockButton, failed }: {
  articleId: number;
  isMemberOnly: boolean;
  version: ReaderVersion;
  /** The reader's access is still being checked: a skeleton stands in for the member part. */
  checking: boolean;
  /** The paywall's button for a monthly unlock (a signed-in reader's version only). */
  unlockButton?: ReactNode;
  /** The reader's own version could not be loaded: the preview stays, with a way to try again. */
  failed?: { retry: () => void };
}) {
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
            <Paywall access={access} articlePath={articleHref(articleId)} unlockButton={unlockButton} />
          )}
          {failed && !checking && (
            <p className={styles.notice} role="status">
              회원 정보를 확인하지 못해 미리보기만 보여 드립니다.{' '}
              <button type="button" onClick={failed.retry} className={styles.retry}>다시 시도</button>
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
