import type { CityfolioItemSummary } from '@spi/core/contracts/cityfolio';
import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { PlayIcon } from '@/components/content/icons';
import { isProviderUrl } from '@/components/content/video-embed';
import { durationLabel, eventDateBadge, eventWhen, isPastEvent, ratingLabel } from '../lib/format';
import styles from './cards.module.css';

/**
 * The cards of 시티폴리오's three kinds. Server components (no hooks): the home, the lists, the related
 * items and the questionnaire's recommendations share them. A video card never shows a still hosted by the
 * video site (that would contact it before the reader asks to play).
 */

export function SampleBadge({ className }: { className?: string }) {
  return <span className={clsx(styles.sample, className)} title="시연용으로 만든 가상의 콘텐츠입니다">샘플</span>;
}

/** Five stars, the rating filled; the number is read out. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={ratingLabel(rating)} data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={n <= rating || undefined}>
          <path d="m12 3.2 2.7 5.5 6 .9-4.35 4.24 1.03 6L12 17l-5.38 2.84 1.03-6L3.3 9.6l6-.9L12 3.2Z" />
        </svg>
      ))}
    </span>
  );
}

/** A stable small number from a string (the typographic cover's palette). */
function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

const COVER_TONES = 6;

/**
 * A book's cover: the image when there is one, else a designed typographic cover (title, author and the
 * publisher on one of six tones picked by the title, so a book always looks the same).
 */
export function BookCover({ title, author, publisher, coverUrl, size = 'md', eager }: {
  title: string; author: string; publisher: string; coverUrl: string; size?: 'sm' | 'md' | 'lg'; eager?: boolean;
}) {
  if (coverUrl) {
    return (
      <span className={styles.cover} data-size={size}>
        <img src={coverUrl} alt={`${title} 표지`} loading={eager ? 'eager' : 'lazy'} decoding="async" width={300} height={435} />
      </span>
    );
  }
  return (
    <span className={clsx(styles.cover, styles.typeCover)} data-size={size} data-tone={hashOf(title) % COVER_TONES} role="img" aria-label={`${title} 표지`} data-testid="typographic-cover">
      <span className={styles.typeRule} aria-hidden="true" />
      <span className={styles.typeTitle} aria-hidden="true">{title}</span>
      <span className={styles.typeAuthor} aria-hidden="true">{author}</span>
      <span className={styles.typePublisher} aria-hidden="true">{publisher}</span>
    </span>
  );
}

function VideoThumb({ item, eager }: { item: CityfolioItemSummary; eager?: boolean }) {
  const still = item.coverUrl || (item.video && !isProviderUrl(item.video.thumbnailUrl) ? item.video.thumbnailUrl : '');
  const duration = durationLabel(item.video?.durationSec ?? null);
  return (
    <span className={styles.videoThumb}>
      {still ? <img src={still} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={640} height={360} /> : <span className={styles.videoArt} aria-hidden="true" />}
      <span className={styles.playMark} aria-hidden="true"><PlayIcon size={22} /></span>
      {duration && <span className={styles.duration}><span className="visually-hidden">재생 시간 </span>{duration}</span>}
    </span>
  );
}

function DateBadge({ startsAt }: { startsAt: string | null }) {
  const badge = eventDateBadge(startsAt);
  if (!badge) return null;
  return (
    <span className={styles.dateBadge} aria-hidden="true">
      <span className={styles.dateMonth}>{badge.month}</span>
      <span className={styles.dateDay}>{badge.day}</span>
      <span className={styles.dateWeekday}>{badge.weekday}</span>
    </span>
  );
}

type HeadingLevel = 2 | 3 | 4;

/** An event: a date badge, the title, when and where; 종료 once it is over. */
export function EventCard({ item, headingLevel = 3, now }: { item: CityfolioItemSummary; headingLevel?: HeadingLevel; now?: number }) {
  const Heading = `h${headingLevel}` as const;
  const event = item.event;
  const past = event ? isPastEvent(event.startsAt, event.endsAt, now) : false;
  return (
    <article className={clsx(styles.card, styles.eventCard)} data-testid="cityfolio-card" data-kind="EVENT" data-past={past || undefined}>
      <DateBadge startsAt={event?.startsAt ?? null} />
      <div className={styles.body}>
        <p className={styles.kicker}>
          {past ? <span className={styles.ended}>종료</span> : <span className={styles.upcoming}>예정</span>}
          {item.isSample && <SampleBadge />}
        </p>
        <Heading className={styles.title}><Link href={item.href} className={styles.stretch}>{item.title}</Link></Heading>
        {event?.startsAt && <p className={styles.meta}>{eventWhen(event.startsAt, event.endsAt)}</p>}
        {event?.place && <p className={styles.meta}>{event.place}</p>}
      </div>
    </article>
  );
}

/** A video: the still (or a designed one) with its length, the title and the channel. */
export function VideoCard({ item, headingLevel = 3, eager }: { item: CityfolioItemSummary; headingLevel?: HeadingLevel; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx(styles.card, styles.videoCard)} data-testid="cityfolio-card" data-kind="VIDEO">
      <VideoThumb item={item} eager={eager} />
      <div className={styles.body}>
        <Heading className={styles.title}><Link href={item.href} className={styles.stretch}>{item.title}</Link></Heading>
        <p className={styles.meta}>
          {[item.video?.author, item.video?.providerLabel].filter(Boolean).join(' · ')}
          {item.isSample && <SampleBadge />}
        </p>
      </div>
    </article>
  );
}

/** A book: the cover, the title, author and publisher, and the reviewer's stars. */
export function BookCard({ item, headingLevel = 3, eager }: { item: CityfolioItemSummary; headingLevel?: HeadingLevel; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const book = item.book;
  return (
    <article className={clsx(styles.card, styles.bookCard)} data-testid="cityfolio-card" data-kind="BOOK">
      <BookCover title={item.title} author={book?.author ?? ''} publisher={book?.publisher ?? ''} coverUrl={item.coverUrl} eager={eager} />
      <div className={styles.body}>
        <Heading className={styles.title}><Link href={item.href} className={styles.stretch}>{item.title}</Link></Heading>
        <p className={styles.meta}>{[book?.author, book?.publisher].filter(Boolean).join(' · ')}</p>
        <p className={styles.meta}>
          {book?.rating ? <RatingStars rating={book.rating} size={14} /> : null}
          {item.isSample && <SampleBadge />}
        </p>
      </div>
    </article>
  );
}

/** The card of any kind. */
export function CityfolioCard({ item, headingLevel, eager, now }: { item: CityfolioItemSummary; headingLevel?: HeadingLevel; eager?: boolean; now?: number }) {
  if (item.kind === 'EVENT') return <EventCard item={item} headingLevel={headingLevel} now={now} />;
  if (item.kind === 'VIDEO') return <VideoCard item={item} headingLevel={headingLevel} eager={eager} />;
  return <BookCard item={item} headingLevel={headingLevel} eager={eager} />;
}
