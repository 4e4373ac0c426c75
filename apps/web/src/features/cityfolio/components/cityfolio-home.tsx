import { CITYFOLIO_KIND_LABELS, type CityfolioKind } from '@spi/core/cityfolio/model';
import type { CityfolioHomeResponse, CityfolioItemSummary } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import { EmptyState } from '@/components/content/states';
import { CITYFOLIO_PROFILE, cityfolioListHref } from '../lib/paths';
import { CityfolioHomeFallback } from './cityfolio-home-fallback';
import { BookCard, EventCard, VideoCard } from './item-cards';
import styles from './cityfolio.module.css';
import { formatLocaleNumber } from '@spi/core';

const EMPTY_TITLES: Record<CityfolioKind, string> = {
  EVENT: '아직 소개한 이벤트가 없습니다.',
  VIDEO: '아직 소개한 영상이 없습니다.',
  BOOK: '아직 소개한 책이 없습니다.',
};

const SECTION_LEADS: Record<CityfolioKind, string> = {
  EVENT: '다가오는 일정부터 보여 드립니다.',
  VIDEO: '재생 버튼을 누르기 전에는 영상 사이트에 접속하지 않습니다.',
  BOOK: '에디터가 읽고 별점과 서평을 남긴 책입니다.',
};

function Section({ kind, items, count, now }: { kind: CityfolioKind; items: CityfolioItemSummary[]; count: number; now: number }) {
  const id = `cityfolio-${kind.toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`cityfolio-section-${kind}`}>
      <header className={styles.sectionHeader}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>{CITYFOLIO_KIND_LABELS[kind]}<span className={styles.count}>{formatLocaleNumber(count)}<span className="visually-hidden">개</span></span></h2>
          <p className={styles.sectionLead}>{SECTION_LEADS[kind]}</p>
        </div>
        {count > 0 && (
          <Link href={cityfolioListHref(kind)} className={styles.moreLink} aria-label={`${CITYFOLIO_KIND_LABELS[kind]} 전체 보기`}>전체 보기</Link>
        )}
      </header>
      {items.length === 0 ? (
        <EmptyState title={EMPTY_TITLES[kind]} description="새 콘텐츠가 올라오면 이곳에 보여 드립니다." />
      ) : (
        <div className={styles.grid} data-kind={kind}>
          {items.map((item, index) => (
            kind === 'EVENT' ? <EventCard key={item.id} item={item} now={now} />
              : kind === 'VIDEO' ? <VideoCard key={item.id} item={item} eager={index < 2} />
                : <BookCard key={item.id} item={item} eager={index < 2} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The three sections of the home page (server render, or the browser's fallback). */
export function CityfolioSections({ home, now }: { home: CityfolioHomeResponse; now: number }) {
  // The sample note belongs to the data, so it shows whichever render (server or the browser's fallback) brought it.
  const hasSample = [...home.sections.EVENT, ...home.sections.VIDEO, ...home.sections.BOOK].some((item) => item.isSample);
  return (
    <>
      {hasSample && <p className={styles.sampleNote}><span className={styles.sampleBadge}>샘플</span>이 페이지의 콘텐츠는 시연용으로 만든 가상의 예시입니다.</p>}
      <Section kind="EVENT" items={home.sections.EVENT} count={home.counts.EVENT} now={now} />
      <Section kind="VIDEO" items={home.sections.VIDEO} count={home.counts.VIDEO} now={now} />
      <Section kind="BOOK" items={home.sections.BOOK} count={home.counts.BOOK} now={now} />
    </>
  );
}

/** /cityfolio: the hero with the questionnaire, then the events, videos and books. */
export function CityfolioHome({ home, now }: { home: CityfolioHomeResponse | null; now: number }) {
  return (
    <div className={styles.page} data-testid="cityfolio-home">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>CITYFOLIO</p>
          <h1 className={styles.heroTitle}>시티폴리오</h1>
          <p className={styles.heroLead}>도시를 읽는 이벤트와 영상, 책을 고르고, 나에게 맞는 부동산 투자 방향을 찾아보세요.</p>
        </div>
        <aside className={styles.ctaCard} aria-labelledby="cityfolio-cta-title">
          <p className={styles.ctaKicker}>6문항 · 약 2분</p>
          <h2 id="cityfolio-cta-title" className={styles.ctaTitle}>나는 어떤 투자자일까요?</h2>
          <p className={styles.ctaText}>투자 목표와 기간, 위험을 대하는 태도를 답하면 투자 성향과 함께 살펴볼 리츠·아티클을 추천해 드립니다.</p>
          <Link href={CITYFOLIO_PROFILE} className={styles.ctaButton} data-testid="profile-cta">나의 투자 성향 알아보기</Link>
        </aside>
      </header>
      {home ? <CityfolioSections home={home} now={now} /> : <CityfolioHomeFallback />}
    </div>
  );
}
