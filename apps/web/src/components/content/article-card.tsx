import Link from '@/components/ui/app-link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ArticleListItemDto } from '@spi/core';
import { LockIcon } from './icons';
import { articleHref } from './links';
import { metaLine } from './format';
import styles from './article-card.module.css';

export type ArticleCardLayout = 'grid' | 'row' | 'responsive' | 'compact';

export interface ArticleCardProps {
  article: Pick<ArticleListItemDto, 'articleId' | 'title' | 'label' | 'published' | 'thumbnail' | 'isMemberOnly' | 'type'> & {
    author?: { name: string } | null;
  };
  /** grid: thumbnail on top; row: thumbnail at the left; responsive: grid from 768 px, row below; compact: no thumbnail. */
  layout?: ArticleCardLayout;
  headingLevel?: 2 | 3 | 4;
  /** A control next to the metadata line (the scrap button), above the card's link. */
  action?: ReactNode;
  /** Load the thumbnail eagerly (cards above the fold). */
  eager?: boolean;
  /** Smaller title (narrow grids such as the home page's). */
  dense?: boolean;
  className?: string;
}

/**
 * Article card of DESIGN.md: 16:9 thumbnail, 'category | series' label, title up to two lines, one
 * metadata line 'writer · YYYY.MM.DD' and the member-only badge. The whole card is one link (the title's,
 * stretched); the action sits above it. No hooks: usable from server and client components.
 */
export function ArticleCard({ article, layout = 'grid', headingLevel = 3, action, eager, dense, className }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = articleHref(article.articleId);
  return (
    <article className={clsx(styles.card, className)} data-layout={layout} data-dense={dense || undefined} data-testid="article-card" data-article-id={article.articleId}>
      {layout !== 'compact' && (
        <div className={styles.thumb}>
          {article.thumbnail ? (
            // Plain <img>: media come from our own API (already resized), no optimiser round trip needed.
            <img src={article.thumbnail} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={640} height={360} />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">SPI</span>
          )}
        </div>
      )}
      <div className={styles.body}>
        {article.label && <p className={styles.label}>{article.label}</p>}
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>{article.title}</Link>
        </Heading>
        <div className={styles.metaRow}>
          <p className={styles.meta}>
            <span className="tabular">{metaLine(article.author?.name, article.published)}</span>
            {article.isMemberOnly && <MemberOnlyBadge />}
            {article.type === 'MARKETING' && <span className={styles.partner}>파트너 콘텐츠</span>}
          </p>
          {action && <div className={styles.action}>{action}</div>}
        </div>
      </div>
    </article>
  );
}

/** The purple 'member-only' badge of cards, search results and the article header. */
export function MemberOnlyBadge({ className }: { className?: string }) {
  return (
    <span className={clsx(styles.badge, className)} data-testid="member-only-badge">
      <LockIcon size={12} />
      멤버십
    </span>
  );
}
