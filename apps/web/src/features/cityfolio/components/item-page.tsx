import { CITYFOLIO_KIND_LABELS } from '@spi/core/cityfolio/model';
import type { CityfolioItemResponse } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ShareBar } from '@/components/content/share-bar';
import { VideoFacade } from '@/components/content/video-facade';
import { durationLabel, eventWhen, isPastEvent, isbnLabel, plainDate } from '../lib/format';
import { CITYFOLIO_HOME, CITYFOLIO_PROFILE, cityfolioListHref } from '../lib/paths';
import { BookCover, CityfolioCard, RatingStars, SampleBadge } from './item-cards';
import styles from './item-page.module.css';
import { formatLocaleNumber } from '@spi/core';

/** Plain text with blank lines between paragraphs. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return null;
  return <div className={className}>{parts.map((p, i) => <p key={i}>{p}</p>)}</div>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return <div className={styles.fact}><dt>{label}</dt><dd>{children}</dd></div>;
}

/**
 * One 시티폴리오 item as a guest sees it (cached; the scrap state loads in the browser): an event's
 * when and where with the /event seminar it links to, a video behind the click-to-load facade, or a
 * book's cover, facts and the editor's review. Then share, related items and the questionnaire.
 */
export function CityfolioItemPage({ data, url, scrapButton, now }: { data: CityfolioItemResponse; url: string; scrapButton: ReactNode; now: number }) {
  const { item, linkedEvent, related } = data;
  const kindLabel = CITYFOLIO_KIND_LABELS[item.kind];
  const event = item.event;
  const video = item.video;
  const book = item.book;
  const past = event ? isPastEvent(event.startsAt, event.endsAt, now) : false;

  return (
    <article className={styles.page} data-testid="cityfolio-item" data-kind={item.kind}>
      <nav className={styles.crumbs} aria-label="위치">
        <Link href={CITYFOLIO_HOME}>시티폴리오</Link><span aria-hidden="true">›</span>
        <Link href={cityfolioListHref(item.kind)}>{kindLabel}</Link><span aria-hidden="true">›</span>
        <span aria-current="page">{item.title}</span>
      </nav>

      <div className={styles.layout} data-kind={item.kind}>
        {item.kind === 'BOOK' && book && (
          <div className={styles.coverColumn}>
            <BookCover title={item.title} author={book.author} publisher={book.publisher} coverUrl={item.coverUrl} size="lg" eager />
          </div>
        )}
        <div className={styles.main}>
          <header className={styles.header}>
            <p className={styles.kicker}>
              <span>{kindLabel}</span>
              {item.kind === 'EVENT' && <span className={past ? styles.ended : styles.upcoming}>{past ? '종료된 행사' : '예정된 행사'}</span>}
              {item.isSample && <SampleBadge />}
            </p>
            <h1 className={styles.title}>{item.title}</h1>
            {item.summary && <p className={styles.summary}>{item.summary}</p>}
            {item.kind === 'VIDEO' && video && (
              <p className={styles.meta}>{[video.author, video.providerLabel, durationLabel(video.durationSec) && `재생 시간 ${durationLabel(video.durationSec)}`].filter(Boolean).join(' · ')}</p>
            )}
            {item.kind === 'BOOK' && book && (
              <p className={styles.meta}>{[book.author && `${book.author} 지음`, book.publisher].filter(Boolean).join(' · ')}</p>
            )}
            <div className={styles.actions}>
              {scrapButton}
              <ShareBar url={url} title={item.title} />
            </div>
          </header>

          {item.kind === 'VIDEO' && video && (
            <VideoFacade embed={{ provider: video.provider, videoId: video.videoId, title: video.title || item.title }} poster={item.coverUrl || video.thumbnailUrl} badge={durationLabel(video.durationSec) || null} />
          )}

          {item.kind === 'EVENT' && event && (
            <section className={styles.panel} aria-labelledby="event-facts">
              <h2 id="event-facts" className={styles.panelTitle}>행사 정보</h2>
              <dl className={styles.facts}>
                {event.startsAt && <Fact label="일시"><time dateTime={event.startsAt}>{eventWhen(event.startsAt, event.endsAt)}</time><span className={styles.muted}>한국 시간 기준</span></Fact>}
                {event.place && <Fact label="장소">{event.place}</Fact>}
                {event.url && <Fact label="행사 페이지"><a href={event.url} target="_blank" rel="noopener noreferrer" className={styles.link}>행사 페이지 열기 (새 탭)</a></Fact>}
              </dl>
              {linkedEvent && (
                <Link href={linkedEvent.href} className={styles.linked} data-testid="linked-event">
                  <span className={styles.linkedKicker}>SPI 이벤트 · {linkedEvent.formatLabel}{linkedEvent.status === 'CANCELLED' ? ' · 취소된 행사' : ''}</span>
                  <span className={styles.linkedTitle}>{linkedEvent.title}</span>
                  <span className={styles.linkedMeta}>{eventWhen(linkedEvent.startsAt, linkedEvent.endsAt)}{linkedEvent.venueName ? ` · ${linkedEvent.venueName}` : ''}</span>
                  <span className={styles.linkedCta}>{past || linkedEvent.status === 'CANCELLED' ? '행사 자세히 보기' : '신청하러 가기'}</span>
                </Link>
              )}
            </section>
          )}

          {item.kind === 'BOOK' && book && (
            <section className={styles.panel} aria-labelledby="book-facts">
              <h2 id="book-facts" className={styles.panelTitle}>책 정보</h2>
              <dl className={styles.facts}>
                {book.author && <Fact label="저자">{book.author}</Fact>}
                {book.publisher && <Fact label="출판사">{book.publisher}</Fact>}
                {plainDate(book.publishedOn) && <Fact label="출간일">{plainDate(book.publishedOn)}</Fact>}
                {book.isbn && <Fact label="ISBN">{isbnLabel(book.isbn)}</Fact>}
                {book.pages && <Fact label="쪽수">{formatLocaleNumber(book.pages)}쪽</Fact>}
                {book.rating && <Fact label="에디터 평점"><span className={styles.rating}><RatingStars rating={book.rating} /> <span>{book.rating} / 5</span></span></Fact>}
              </dl>
            </section>
          )}

          {item.body && (
            <section className={styles.bodySection} aria-labelledby="item-body">
              <h2 id="item-body" className={styles.panelTitle}>{item.kind === 'BOOK' ? '에디터 서평' : item.kind === 'VIDEO' ? '영상 소개' : '행사 소개'}</h2>
              <Paragraphs text={item.body} className={styles.body} />
            </section>
          )}

          {item.tags.length > 0 && (
            <ul className={styles.tags} aria-label="태그">
              {item.tags.map((tag) => (
                <li key={tag}><Link href={`${cityfolioListHref(item.kind)}?${new URLSearchParams({ tag }).toString()}`} className={styles.tag}>#{tag}</Link></li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title" data-testid="cityfolio-related">
          <h2 id="related-title" className={styles.relatedTitle}>함께 보면 좋은 콘텐츠</h2>
          <div className={styles.relatedGrid}>
            {related.map((rel) => <CityfolioCard key={rel.id} item={rel} now={now} />)}
          </div>
        </section>
      )}

      <aside className={styles.profileCta}>
        <div>
          <p className={styles.profileCtaTitle}>나에게 맞는 투자 방향이 궁금하다면</p>
          <p className={styles.profileCtaText}>6문항에 답하고 투자 성향과 맞춤 리츠·아티클 추천을 받아 보세요.</p>
        </div>
        <Link href={CITYFOLIO_PROFILE} className={styles.profileCtaButton}>나의 투자 성향 알아보기</Link>
      </aside>
    </article>
  );
}
