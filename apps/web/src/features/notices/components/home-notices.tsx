import type { Notice } from '@spi/core';
import { NOTICE_TEXTS } from '@spi/core/operations/model';
import Link from '@/components/ui/app-link';
import { HIDE_TODAY_VALUE, HOME_NOTICES_DIALOG_ID, homeNoticesScript } from '../lib/home-notices-script';
import { HomeNoticesOpener } from './home-notices-opener';
import styles from './home-notices.module.css';

/** One notice: title, image (with its alt text), body with line breaks, and the link. */
function NoticePanel({ notice, index }: { notice: Notice; index: number }) {
  const label = notice.linkLabel?.trim() || NOTICE_TEXTS.more;
  const external = notice.linkUrl ? /^https:\/\//.test(notice.linkUrl) : false;
  return (
    <section
      className={styles.panel}
      data-notice-id={notice.id}
      data-starts-at={notice.startsAt}
      data-ends-at={notice.endsAt}
      hidden={index > 0}
      suppressHydrationWarning
    >
      <div className={styles.header}>
        <h2 id={`home-notice-title-${index}`} className={styles.title}>{notice.title}</h2>
      </div>
      <div className={styles.content}>
        {notice.imageUrl && (
          // A plain img: media library URLs of any size; lazy, so a reader who hid the notice never loads it.
          <img className={styles.image} src={notice.imageUrl} alt={notice.imageAlt ?? ''} loading="lazy" />
        )}
        {notice.body && <p className={styles.body}>{notice.body}</p>}
        {notice.linkUrl && (external ? (
          <a className={styles.link} href={notice.linkUrl} target="_blank" rel="noopener noreferrer">{label}<span className="visually-hidden"> (새 탭)</span></a>
        ) : (
          <Link className={styles.link} href={notice.linkUrl} prefetch={false}>{label}</Link>
        ))}
      </div>
    </section>
  );
}

/**
 * The main-home notices (ADR 034): rendered into the cached home page as a closed native dialog, opened by
 * an inline script as soon as it is parsed, so the notice is painted with the page instead of seconds
 * after it. One notice at a time with a 1/2 pager when several show; '오늘 하루 보지 않기' hides every notice
 * shown until the Seoul day ends, '닫기' (and Escape) only closes. Both buttons close the dialog through
 * `<form method="dialog">`, so they work before React has hydrated. They are plain buttons styled like the
 * large secondary and primary Button: the Button component would add its ripple code, and its stylesheet
 * comes in a shared chunk that put the home page's CSS over the inlining limit (ADR 031, 034).
 * Nothing renders without notices.
 */
export function HomeNotices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  const many = notices.length > 1;
  return (
    <>
      <dialog
        id={HOME_NOTICES_DIALOG_ID}
        className={styles.dialog}
        aria-labelledby="home-notice-title-0"
        data-testid="home-notice-modal"
        suppressHydrationWarning
      >
        <form method="dialog" className={styles.form}>
          {notices.map((notice, index) => <NoticePanel key={notice.id} notice={notice} index={index} />)}
          <div className={styles.pager} role="group" aria-label="공지 넘기기" data-notice-pager="" hidden={!many} suppressHydrationWarning>
            <button type="button" className={styles.pagerButton} aria-label="이전 공지" data-notice-step="-1" disabled suppressHydrationWarning>‹</button>
            <span aria-live="polite" data-testid="home-notice-page" data-notice-counter="" suppressHydrationWarning>{`1/${notices.length}`}</span>
            <button type="button" className={styles.pagerButton} aria-label="다음 공지" data-notice-step="1" disabled={!many} suppressHydrationWarning>›</button>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.action} value={HIDE_TODAY_VALUE}>{NOTICE_TEXTS.hideToday}</button>
            <button type="submit" className={styles.action} data-variant="primary" value="close" data-autofocus="">{NOTICE_TEXTS.close}</button>
          </div>
        </form>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: homeNoticesScript() }} />
      <HomeNoticesOpener />
    </>
  );
}
