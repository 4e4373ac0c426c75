import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { MAIN_TABS, SITE } from '@spi/core';
import { fetchHome } from '@/features/articles/api/content-server';
import { HomeFeed } from '@/features/articles/components/home-feed';
import { HomeFeedFallback } from '@/features/articles/components/home-feed-fallback';
import { fetchReitSummary } from '@/features/reits/api/reits-server';
import { fetchActiveNotices } from '@/features/notices/api/notices-server';
import { HomeNotices } from '@/features/notices/components/home-notices';
import { HomeDataStrip } from '@/features/reits/components/home-data-strip';
import { pageMetadata } from '@/lib/metadata';
import { companyInfo } from '@/lib/site-config';
import styles from './home.module.css';

export const metadata = pageMetadata({ path: '/', description: SITE.description });

// Static even though the root not-found boundary asks for a connection (it renders per request when a
// page is missing); the home page reads no request data. Freshness comes from the tagged fetch below.
export const dynamic = 'force-static';

/**
 * Home: the newest and most-read articles per section, then a way into every SPI service. Static and
 * cached: GET /home is fetched with the tags 'home' and 'articles' (revalidated every 300 s and when an
 * editor publishes, through /internal/revalidate) and the notices showing now with the tag 'notices'
 * (ADR 034); nothing here reads cookies.
 */
export default async function HomePage() {
  const [home, reits, notices] = await Promise.all([fetchHome(), fetchReitSummary(), fetchActiveNotices()]);
  const { cityforumUrl } = companyInfo();
  return (
    <div className={styles.page}>
      {/* First in the page: its inline script opens it as soon as it is parsed (ADR 034), and showModal() lays out
          what has been parsed by then; here that is the header, not the whole feed (ADR 043). */}
      <HomeNotices notices={notices} />
      <section className={styles.intro} aria-labelledby="home-title">
        <p className={styles.eyebrow}>상업용 부동산 전문가를 위한 인사이트</p>
        <h1 id="home-title" className={styles.title}>시장의 흐름을 가장 먼저, 데이터로 정확하게</h1>
      </section>

      {reits && <HomeDataStrip summary={reits} />}

      {home ? <HomeFeed data={home} /> : <HomeFeedFallback />}

      <aside className={styles.promo} aria-labelledby="home-membership">
        <div>
          <h2 id="home-membership" className={styles.promoTitle}>멤버십으로 모든 인사이트를 읽어 보세요</h2>
          <p className={styles.promoText}>멤버십 전용 분석 기사, 리츠 데이터와 딜 정보를 한곳에서 확인할 수 있습니다.</p>
        </div>
        <div className={styles.ctas}>
          <Link href="/membership" prefetch={false} className={styles.primary}>멤버십 알아보기</Link>
          <Link href="/article" className={styles.secondary}>SPI Pro 둘러보기</Link>
        </div>
      </aside>

      <section aria-labelledby="sections-title" className={clsx(styles.sections, 'offscreen-lazy')}>
        <h2 id="sections-title" className={styles.sectionTitle}>SPI 서비스</h2>
        <ul className={styles.grid}>
          {MAIN_TABS.map((tab) => {
            const external = tab.path === null;
            const content = (
              <>
                <span className={styles.cardTitle}>{tab.title}{external && <span className={styles.badge}>새 탭</span>}</span>
                <span className={styles.cardBlurb}>{tab.blurb}</span>
              </>
            );
            return (
              <li key={tab.id}>
                {external ? (
                  <a href={cityforumUrl} target="_blank" rel="noopener noreferrer" className={styles.card}>{content}</a>
                ) : (
                  <Link href={tab.path!} className={styles.card} data-accent={tab.accent}>{content}</Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
