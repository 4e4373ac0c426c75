import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import type { ArticleListItemDto } from '@spi/core';
import { ArticleCard, MemberOnlyBadge } from '@/components/content/article-card';
import { formatSeoulDate } from '@/components/content/format';
import { ChevronRightIcon } from '@/components/content/icons';
import { articleHref } from '@/components/content/links';
import type { HomeData } from '../api/types';
import styles from './home-feed.module.css';

const SECTION_INFO: Record<string, { href: string; blurb: string; more: string }> = {
  PRO: { href: '/article', blurb: '업계 뉴스와 전문가 인사이트를 실시간으로', more: 'SPI Pro 전체 보기' },
  LIFESTYLE: { href: '/lifestyle', blurb: '일상의 공간과 개인 투자 이야기', more: '라이프스타일 전체 보기' },
};

/**
 * The home page's article part: per section the newest articles as cards and the most read as a
 * compact ranked list. Plain rendering (no data loading), shared by the cached server page and its
 * browser fallback.
 */
export function HomeFeed({ data }: { data: HomeData }) {
  return (
    <div className={styles.feed} data-testid="home-feed">
      {data.sections.map((section, index) => {
        const info = SECTION_INFO[section.section] ?? { href: '/article', blurb: '', more: '전체 보기' };
        const headingId = `home-section-${section.section.toLowerCase()}`;
        return (
          <section key={section.section} className={clsx(styles.section, index > 0 && 'offscreen-lazy')} aria-labelledby={headingId} data-testid={`home-section-${section.section}`}>
            <header className={styles.head}>
              <div>
                <h2 id={headingId} className={styles.title}>{section.title}</h2>
                {info.blurb && <p className={styles.blurb}>{info.blurb}</p>}
              </div>
              <Link href={info.href} className={styles.more}>
                {info.more}<ChevronRightIcon size={16} />
              </Link>
            </header>
            <div className={styles.body}>
              <div className={styles.latest}>
                <h3 className="visually-hidden">최신 글</h3>
                {section.latest.length === 0 ? (
                  <p className={styles.none}>아직 발행된 글이 없습니다.</p>
                ) : (
                  <div className={styles.grid} data-testid="home-latest">
                    {section.latest.map((article, i) => (
                      <ArticleCard key={article.articleId} article={article} layout="responsive" headingLevel={4} dense eager={index === 0 && i < 3} />
                    ))}
                  </div>
                )}
              </div>
              <aside className={styles.popular} aria-labelledby={`${headingId}-popular`}>
                <h3 id={`${headingId}-popular`} className={styles.popularTitle}>많이 읽은 글</h3>
                <PopularList articles={section.popular} />
              </aside>
            </div>
          </section>
        );
      })}
    </div>
  );
}

function PopularList({ articles }: { articles: ArticleListItemDto[] }) {
  if (articles.length === 0) return <p className={styles.none}>집계 중입니다.</p>;
  return (
    <ol className={styles.rank} data-testid="home-popular">
      {articles.map((article, i) => (
        <li key={article.articleId} className={styles.rankItem}>
          <span className={styles.rankNo} aria-hidden="true">{i + 1}</span>
          <div className={styles.rankBody}>
            <Link href={articleHref(article.articleId)} className={styles.rankLink}>{article.title}</Link>
            <p className={styles.rankMeta}>
              <span className="tabular">{article.author.name} · {formatSeoulDate(article.published)}</span>
              {article.isMemberOnly && <MemberOnlyBadge />}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
