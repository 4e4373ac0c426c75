import Link from 'next/link';
import { MAIN_TABS, SITE } from '@spi/core';
import { pageMetadata } from '@/lib/metadata';
import { companyInfo } from '@/lib/site-config';
import styles from './home.module.css';

export const metadata = pageMetadata({ path: '/', description: SITE.description });

/** Home: what SPI offers and a way into each section. Article feeds join it with the content issue. */
export default function HomePage() {
  const { cityforumUrl } = companyInfo();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>상업용 부동산 전문가를 위한 인사이트</p>
        <h1 id="home-title" className={styles.title}>
          시장의 흐름을 가장 먼저,
          <br />
          데이터로 정확하게
        </h1>
        <p className={styles.lead}>
          오피스·물류·리테일 시장 뉴스와 인사이트, 상장 리츠 데이터, 딜 정보와 사모펀드 데이터를 한곳에서 확인하세요.
        </p>
        <div className={styles.ctas}>
          <Link href="/article" className={styles.primary}>SPI Pro 둘러보기</Link>
          <Link href="/membership" className={styles.secondary}>멤버십 알아보기</Link>
        </div>
      </section>

      <section aria-labelledby="sections-title" className={styles.sections}>
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
