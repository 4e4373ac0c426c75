import { EVENT_FORMAT_LABELS, EVENT_TYPE_LABELS, formatNumber } from '@spi/core';
import type { EventDetail } from '@spi/core/contracts/events';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ShareBar } from '@/components/content/share-bar';
import { formatSeoulDate } from '@/lib/seoul-time';
import { eventPlaceLabel, eventPriceLabel, eventWhenLabel, paragraphsOf, seoulMomentLabel } from '../lib/format';
import { EVENT_LIST_PATH } from '../lib/paths';
import { AddToCalendar } from './add-to-calendar';
import { DateBadge, SampleLabel, SeatStatus } from './event-card';
import { MaterialsList } from './materials-list';
import { RegistrationPanel } from './registration-panel';
import styles from './event-page.module.css';

/**
 * An event's page (ADR 020 rule 3): everything a guest may see, rendered from the cached guest answer;
 * the registration panel and the registrants-only materials are client islands that ask with the
 * viewer's token. The online link is never part of this page's HTML.
 */
export function EventPage({ event, url, scrapButton }: { event: EventDetail; url: string; scrapButton?: ReactNode }) {
  const ended = event.phase === 'ENDED';
  const place = eventPlaceLabel(event);
  const facts: Array<{ label: string; value: ReactNode; testId?: string }> = [
    { label: '일시', value: <time dateTime={event.startsAt}>{eventWhenLabel(event.startsAt, event.endsAt)}</time>, testId: 'event-when' },
    {
      label: event.format === 'ONLINE' ? '진행' : '장소',
      value: (
        <>
          <span>{place}</span>
          {event.format !== 'ONLINE' && event.venueAddress && <span className={styles.muted}>{event.venueAddress}</span>}
          {event.format !== 'OFFLINE' && <span className={styles.muted}>접속 링크는 참가가 확정된 분께 이 페이지와 메일로 알려 드립니다.</span>}
        </>
      ),
      testId: 'event-place',
    },
    { label: '참가비', value: eventPriceLabel(event), testId: 'event-price' },
    {
      label: '정원',
      value: (
        <>
          <span>{formatNumber(event.capacity)}명{event.waitlistCapacity > 0 ? ` (대기 ${formatNumber(event.waitlistCapacity)}명까지)` : ''}</span>
          {!ended && <SeatStatus availability={event.availability} seatsLeft={event.seatsLeft} />}
        </>
      ),
      testId: 'event-capacity',
    },
    { label: '신청 마감', value: seoulMomentLabel(event.registrationClosesAt) },
    { label: '주최', value: event.host },
  ];

  return (
    <article className={styles.page} data-testid="event-page">
      <nav className={styles.crumbs} aria-label="위치">
        <Link href={EVENT_LIST_PATH}>이벤트</Link><span aria-hidden="true">›</span><span aria-current="page">{event.title}</span>
      </nav>

      <header className={styles.hero}>
        <DateBadge startsAt={event.startsAt} past={ended} />
        <div className={styles.heroText}>
          <p className={styles.badges}>
            <span className={styles.badge} data-tone="accent">{EVENT_TYPE_LABELS[event.type]}</span>
            <span className={styles.badge}>{EVENT_FORMAT_LABELS[event.format]}</span>
            {event.status === 'CANCELLED' && <span className={styles.badge} data-tone="danger">행사 취소</span>}
            {ended && event.status !== 'CANCELLED' && <span className={styles.badge}>종료</span>}
            {event.isSample && <SampleLabel />}
          </p>
          <h1 className={styles.title}>{event.title}</h1>
          {event.summary && <p className={styles.summary}>{event.summary}</p>}
          <p className={styles.heroMeta}>{eventWhenLabel(event.startsAt, event.endsAt)} · {place}</p>
        </div>
        <div className={styles.heroActions}>
          {scrapButton}
          {!ended && event.status !== 'CANCELLED' && <AddToCalendar icsPath={event.icsPath} googleCalendarUrl={event.googleCalendarUrl} />}
        </div>
      </header>

      {event.coverUrl && (
        // Plain <img>: covers come from our own media API (already resized), no optimiser round trip needed.
        <img className={styles.cover} src={event.coverUrl} alt="" width={1200} height={630} decoding="async" />
      )}

      {event.isSample && <p className={styles.sampleNote}>이 이벤트는 서비스 시연을 위해 만든 가상의 샘플입니다. 실제로 열리지 않습니다.</p>}

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="event-overview">
            <h2 id="event-overview" className={styles.sectionTitle}>행사 개요</h2>
            <dl className={styles.facts}>
              {facts.map((f) => (
                <div key={f.label} data-testid={f.testId}><dt>{f.label}</dt><dd>{f.value}</dd></div>
              ))}
            </dl>
          </section>

          {event.description.trim() && (
            <section className={styles.section} aria-labelledby="event-description">
              <h2 id="event-description" className={styles.sectionTitle}>소개</h2>
              <div className={styles.prose}>
                {paragraphsOf(event.description).map((p, i) => <p key={i}>{p}</p>)}
              </div>
            </section>
          )}

          {event.speakers.length > 0 && (
            <section className={styles.section} aria-labelledby="event-speakers">
              <h2 id="event-speakers" className={styles.sectionTitle}>연사</h2>
              <ul className={styles.speakers}>
                {event.speakers.map((s, i) => (
                  <li key={`${s.name}-${i}`} className={styles.speaker}>
                    <span className={styles.avatar} aria-hidden="true">{s.name.slice(0, 1)}</span>
                    <span className={styles.speakerText}>
                      <span className={styles.speakerName}>{s.name}</span>
                      <span className={styles.muted}>{[s.organization, s.title].filter(Boolean).join(' · ')}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {event.agenda.length > 0 && (
            <section className={styles.section} aria-labelledby="event-agenda">
              <h2 id="event-agenda" className={styles.sectionTitle}>프로그램</h2>
              <div className={styles.scroller} tabIndex={0} role="region" aria-label="프로그램 표">
                <table className={styles.table}>
                  <caption className="visually-hidden">{event.title} 프로그램 ({formatSeoulDate(event.startsAt)}, 서울 시각)</caption>
                  <thead><tr><th scope="col">시간</th><th scope="col">내용</th><th scope="col">발표</th></tr></thead>
                  <tbody>
                    {event.agenda.map((a, i) => (
                      <tr key={`${a.time}-${i}`}>
                        <th scope="row" className={styles.num}>{a.time}</th>
                        <td className={styles.wrap}>{a.title}</td>
                        <td>{a.speaker || '-'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          {event.materials.length > 0 && (
            <section className={styles.section} aria-labelledby="event-materials">
              <h2 id="event-materials" className={styles.sectionTitle}>자료</h2>
              <MaterialsList eventId={event.id} materials={event.materials} />
            </section>
          )}
        </div>

        <aside className={styles.aside} aria-label="신청">
          <RegistrationPanel event={event} />
        </aside>
      </div>

      <footer className={styles.footer}>
        {event.tags.length > 0 && (
          <ul className={styles.tags} aria-label="태그">
            {event.tags.map((tag) => <li key={tag}>#{tag}</li>)}
          </ul>
        )}
        <ShareBar url={url} title={`${event.title} · 이벤트`} />
        <Link href={EVENT_LIST_PATH} className={styles.more}>이벤트 목록으로</Link>
      </footer>
    </article>
  );
}
