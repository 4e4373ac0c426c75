'use client';

import { articleLabel, splitAtPaywall, type AdminArticlePreviewDto } from '@spi/core';
import clsx from 'clsx';
import { formatSeoul } from '../../lib/seoul-time';
import styles from './article-preview.module.css';

/**
 * Article HTML as the API stores it (sanitised on the server), shown read-only. Video embeds are
 * placeholders (nothing loads from YouTube or Vimeo here).
 */
export function StoredHtml({ html, testId }: { html: string; testId?: string }) {
  return <div className={styles.prose} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The line where readers without access stop. */
export function PaywallLine({ hiddenBlockCount }: { hiddenBlockCount?: number }) {
  return (
    <div className={styles.paywallLine} role="note" data-testid="preview-paywall-line">
      <span>여기까지 비회원과 권한 없는 독자에게 보입니다</span>
      {hiddenBlockCount !== undefined && <span className={styles.paywallCount}>아래 {hiddenBlockCount}개 블록은 멤버 전용</span>}
    </div>
  );
}

/** Stored HTML with its marker made visible (revision view). */
export function HtmlWithMarker({ html }: { html: string }) {
  const { lead, rest } = splitAtPaywall(html);
  if (!html.includes('<!--paywall-->')) return <StoredHtml html={html} />;
  return (
    <>
      <StoredHtml html={lead} />
      <PaywallLine />
      <StoredHtml html={rest} />
    </>
  );
}

/** The preview of POST /admin/articles/preview: the article as a reader would see it. */
export function ArticlePreview({ preview, audience }: { preview: AdminArticlePreviewDto; audience: 'member' | 'guest' }) {
  const { article, paywall } = preview;
  const label = article.label || articleLabel(article.categoryName, article.seriesName) || 'SPI Pro';
  const cut = paywall.applies && audience === 'guest';
  return (
    <article className={styles.article} data-testid="article-preview">
      <header className={styles.header}>
        <p className={styles.label}>
          <span>{label}</span>
          {article.isMemberOnly && <span className={styles.memberBadge}>멤버 전용</span>}
          {article.type === 'MARKETING' && <span className={styles.partner}>파트너 콘텐츠</span>}
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        {article.description && <p className={styles.dek}>{article.description}</p>}
        <p className={styles.meta}>
          <span className={styles.writer}>{article.writer.name}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular">{formatSeoul(article.published)}</span>
          <span aria-hidden="true">·</span>
          <span>{article.readMinutes}분 분량</span>
        </p>
      </header>
      {article.thumbnail && (
        <figure className={styles.thumb}>
          <img src={article.thumbnail} alt="" width={1200} height={675} />
        </figure>
      )}
      <div className={styles.column}>
        {article.voiceUrl && !cut && (
          <div className={styles.voice}>
            <span className={styles.voiceLabel}>음성으로 듣기</span>
            <audio controls preload="none" src={article.voiceUrl} className={styles.audio} />
          </div>
        )}
        <StoredHtml html={article.leadHtml} testId="preview-lead" />
        {paywall.applies && <PaywallLine hiddenBlockCount={paywall.hiddenBlockCount} />}
        {cut ? (
          <div className={styles.paywallBox} data-testid="preview-paywall">
            <p className={styles.paywallTitle}>이 글은 멤버십 회원만 끝까지 읽을 수 있습니다</p>
            <p className={styles.paywallText}>비회원과 권한 없는 독자는 여기서 멤버십 안내와 로그인 버튼을 봅니다.</p>
          </div>
        ) : (
          article.bodyHtml && <StoredHtml html={article.bodyHtml} testId="preview-rest" />
        )}
        {!cut && article.videos.length > 0 && (
          <ul className={clsx(styles.tags, styles.videos)} aria-label="관련 영상">
            {article.videos.map((v) => <li key={`${v.provider}-${v.videoId}`}>{v.provider === 'youtube' ? 'YouTube' : 'Vimeo'} · {v.title ?? v.videoId}</li>)}
          </ul>
        )}
        {article.tags.length > 0 && (
          <ul className={styles.tags} aria-label="태그">
            {article.tags.map((tag) => <li key={tag.slug}>#{tag.name}</li>)}
          </ul>
        )}
      </div>
    </article>
  );
}
