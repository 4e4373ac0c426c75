import { EVENT_FORMAT_LABELS, EVENT_TYPE_LABELS, type EventFormat, type EventPricePolicy, type EventType, type RegistrationAvailability } from '@spi/core';
import Link from '@/components/ui/app-link';
import { eventDateBadge, eventPlaceLabel, eventPriceChip, eventTimeRange, seatStatusLabel, seatTone } from '../lib/format';
import { eventPath } from '../lib/paths';
import styles from './event-card.module.css';

/** What a card needs of an event (a list item of GET /events, or the event of a registration). */
export interface EventCardData {
  id: string;
  title: string;
  summary?: string;
  type: EventType;
  format: EventFormat;
  startsAt: string;
  endsAt: string;
  venueName: string;
  pricePolicy: EventPricePolicy;
  priceWon: number;
  availability: RegistrationAvailability;
  seatsLeft: number | null;
  isSample: boolean;
}

/** The date badge: month, day and weekday of the start in Asia/Seoul. */
export function DateBadge({ startsAt, past = false }: { startsAt: string; past?: boolean }) {
  const badge = eventDateBadge(startsAt);
  if (!badge) return null;
  return (
    <time className={styles.date} dateTime={badge.dayKey} data-past={past || undefined}>
      <span className={styles.month}>{badge.month}</span>
      <span className={styles.day}>{badge.day}</span>
      <span className={styles.weekday}>{badge.weekday}요일</span>
    </time>
  );
}

/** The seat status chip: 잔여 12석, 대기 신청 가능, 마감, 신청 마감, 행사 취소. */
export function SeatStatus({ availability, seatsLeft }: { availability: RegistrationAvailability; seatsLeft: number | null }) {
  return (
    <span className={styles.seats} data-tone={seatTone(availability, seatsLeft)} data-testid="event-seats">
      {seatStatusLabel(availability, seatsLeft)}
    </span>
  );
}

/** The '샘플' label of demo events (like the deal pages' data note). */
export function SampleLabel() {
  return <span className={styles.sample} title="데모용으로 만든 가상의 이벤트입니다.">샘플</span>;
}

/**
 * One event in a list: date badge, type (and 온·오프라인), title (the link covers the card), summary, time and
 * place, price and seat status. A past event shows no seat status.
 */
export function EventCard({ event, past = false, headingLevel = 3 }: { event: EventCardData; past?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="event-card" data-past={past || undefined}>
      <DateBadge startsAt={event.startsAt} past={past} />
      <div className={styles.body}>
        <p className={styles.kicker}>
          <span className={styles.type}>{EVENT_TYPE_LABELS[event.type]}</span>
          {event.format === 'HYBRID' && <><span aria-hidden="true">·</span><span>{EVENT_FORMAT_LABELS.HYBRID}</span></>}
          {event.isSample && <SampleLabel />}
        </p>
        <Heading className={styles.title}>
          <Link href={eventPath(event.id)} className={styles.link}>{event.title}</Link>
        </Heading>
        {event.summary && <p className={styles.summary}>{event.summary}</p>}
        <p className={styles.meta}>
          <span>{eventTimeRange(event.startsAt, event.endsAt)}</span>
          <span className={styles.place}>{eventPlaceLabel(event)}</span>
        </p>
        <p className={styles.footer}>
          <span className={styles.price} data-free={event.pricePolicy === 'FREE' || event.priceWon <= 0 || undefined}>{eventPriceChip(event)}</span>
          {past ? <span className={styles.seats} data-tone="closed">종료</span> : <SeatStatus availability={event.availability} seatsLeft={event.seatsLeft} />}
        </p>
      </div>
    </article>
  );
}
