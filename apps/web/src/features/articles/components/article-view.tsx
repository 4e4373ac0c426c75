import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import type { ArticleDetailDto, ArticleListItemDto } from '@spi/core';
import { ArticleCard, MemberOnlyBadge } from '@/components/content/article-card';
import { formatReadMinutes } from '@/components/content/format';
import { ARTICLE_FONT_SCRIPT } from '../lib/article-font';
import { articleTimes } from '../lib/article-times';
import { ArticleFontControl } from './article-font-control';
import { articleHref, tagHref, writerHref } from '@/components/content/links';
import { SITE_URL } from '@/lib/site-config';
import { newsArticleJsonLd, serializeJsonLd } from '../lib/article-seo';
import { ArticleReader } from './article-reader';
import { ShareBar } from '@/components/content/share-bar';
import { WriterProfile } from './writer-profile';
import styles from './article-view.module.css';

/**
 * The article page as the server renders it for everyone (the guest's version: a member-only body
 * never reaches this HTML). The reader's own version loads in ArticleReader after hydration.
 */
export function ArticleView({ article, scrapButton, cardAction }: {
  article: ArticleDetailDto;
  /** The scrap control (from the scrap feature), placed by the page. */
  scrapButton?: ReactNode;
  cardAction?: (article: ArticleListItemDto) => ReactNode;
}) {
  const url = `${SITE_URL}${articleHref(article.articleId)}`;
  const { published, updated } = articleTimes(article.published, article.updatedAt);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(newsArticleJsonLd(article, SITE_URL)) }} />
      {/* The remembered font size, applied before the article is painted (see lib/article-font); outside the
          article so its content holds no script at all (cms.spec checks the reader page for any). */}
      <script dangerouslySetInnerHTML={{ __html: ARTICLE_FONT_SCRIPT }} />
      <article className={styles.article} data-testid="article" data-article-id={article.articleId}>
        <header className={styles.header}>
          <p className={styles.label}>
            <Link href={article.section === 'LIFESTYLE' ? '/lifestyle' : '/article'}>{article.label || 'SPI Pro'}</Link>
            {article.isMemberOnly && <MemberOnlyBadge />}
            {article.type === 'MARKETING' && <span className={styles.partner}>파트너 콘텐츠</span>}
          </p>
          <h1 className={styles.title}>{article.title}</h1>
          {article.description && <p className={styles.dek}>{article.description}</p>}
          <div className={styles.metaRow}>
            <p className={styles.meta}>
              <Link href={writerHref(article.writer.slug)} className={styles.writer}>{article.writer.name}</Link>
              <span className={styles.dot} aria-hidden="true">·</span>
              <span data-testid="article-published">입력 <time dateTime={article.published} className="tabular">{published}</time></span>
              {updated && (
                <>
                  <span className={styles.dot} aria-hidden="true">·</span>
                  <span className={styles.updated} data-testid="article-updated">수정 <time dateTime={article.updatedAt} className="tabular">{updated}</time></span>
                </>
              )}
              <span className={styles.dot} aria-hidden="true">·</span>
              <span>{formatReadMinutes(article.readMinutes)}</span>
            </p>
            <div className={styles.actions}>
              <ArticleFontControl />
              <ShareBar url={url} title={article.title} />
              {scrapButton}
            </div>
          </div>
        </header>

        {article.thumbnail && (
          <figure className={styles.thumb}>
            <img src={article.thumbnail} alt="" width={1200} height={675} fetchPriority="high" />
          </figure>
        )}

        <div className={styles.column}>
          <ArticleReader
            articleId={article.articleId}
            title={article.title}
            isMemberOnly={article.isMemberOnly}
            guest={{ leadHtml: article.leadHtml, bodyHtml: article.bodyHtml, access: article.access, voiceUrl: article.voiceUrl, videos: article.videos }}
          />

          {article.tags.length > 0 && (
            <ul className={styles.tags} aria-label="태그">
              {article.tags.map((tag) => (
                <li key={tag.slug}><Link href={tagHref(tag.slug)} className={styles.tag}>#{tag.name}</Link></li>
              ))}
            </ul>
          )}

          <div className={styles.writerBox}>
            <WriterProfile writer={article.writer} headingLevel={2} />
            <Link href={writerHref(article.writer.slug)} className={styles.writerMore}>{article.writer.name}의 글 더 보기</Link>
          </div>
        </div>
      </article>

      {article.related.length > 0 && (
        <section className={clsx(styles.related, 'offscreen-lazy')} aria-labelledby="related-title" data-testid="related-articles">
          <h2 id="related-title" className={styles.relatedTitle}>함께 읽으면 좋은 글</h2>
          <div className={styles.relatedGrid}>
            {article.related.slice(0, 4).map((item) => (
              <ArticleCard key={item.articleId} article={item} layout="responsive" dense action={cardAction?.(item)} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
