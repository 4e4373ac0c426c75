'use client';

import { NOTICE_TEXTS } from '@spi/core/operations/model';
import Link from '@/components/ui/app-link';
import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, type ModalComponentProps } from '@/components/ui';
import { hideNoticesToday } from '../lib/dismiss';
import type { HomeNoticeModalArgs } from '../lib/register-modals';
import styles from './home-notice-modal.module.css';

type NoticeView = HomeNoticeModalArgs['notices'][number];

/** The notice's content: image (with its alt text), body with line breaks, and the link button. */
export function NoticeContent({ notice }: { notice: NoticeView }) {
  const label = notice.linkLabel?.trim() || NOTICE_TEXTS.more;
  const external = notice.linkUrl ? /^https:\/\//.test(notice.linkUrl) : false;
  return (
    <>
      {notice.imageUrl && (
        // A plain img: media library URLs of any size; the modal is an overlay, so no layout shift.
        <img className={styles.image} src={notice.imageUrl} alt={notice.imageAlt ?? ''} />
      )}
      {notice.body && <p className={styles.body}>{notice.body}</p>}
      {notice.linkUrl && (external ? (
        <a className={styles.link} href={notice.linkUrl} target="_blank" rel="noopener noreferrer">{label}<span className="visually-hidden"> (새 탭)</span></a>
      ) : (
        <Link className={styles.link} href={notice.linkUrl} prefetch={false}>{label}</Link>
      ))}
    </>
  );
}

/**
 * The main-home notice modal: one notice at a time with a 1/2 pager when several show, '오늘 하루 보지 않기'
 * (hides every notice shown until the Seoul day ends) and '닫기' (they show again on the next visit).
 */
export default function HomeNoticeModal({ args, close }: ModalComponentProps<HomeNoticeModalArgs, void>) {
  const notices = args.notices;
  const [index, setIndex] = useState(0);
  const notice = notices[Math.min(index, notices.length - 1)];
  if (!notice) return null;
  const many = notices.length > 1;
  return (
    <div className={styles.modal} data-testid="home-notice-modal">
      <div className={styles.header}>
        <ModalTitle className={styles.title}>{notice.title}</ModalTitle>
        {many && (
          <div className={styles.pager} role="group" aria-label="공지 넘기기">
            <button type="button" className={styles.pagerButton} aria-label="이전 공지" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>‹</button>
            <span aria-live="polite" data-testid="home-notice-page">{index + 1}/{notices.length}</span>
            <button type="button" className={styles.pagerButton} aria-label="다음 공지" disabled={index === notices.length - 1} onClick={() => setIndex((i) => i + 1)}>›</button>
          </div>
        )}
      </div>
      <ModalBody className={styles.content}>
        <NoticeContent notice={notice} />
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            hideNoticesToday(notices.map((n) => n.id));
            close();
          }}
        >
          {NOTICE_TEXTS.hideToday}
        </Button>
        <Button size="lg" onClick={() => close()} data-autofocus="">{NOTICE_TEXTS.close}</Button>
      </ModalActions>
    </div>
  );
}
