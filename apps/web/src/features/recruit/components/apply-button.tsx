'use client';

import { isJobClosed, type JobApply } from '@spi/core';
import { useEffect, useState } from 'react';
import styles from './recruit.module.css';

/** mailto: with the posting's title as the subject. */
export function applyMailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}

/**
 * 지원하기: LINK opens the company's page in a new tab (rel=noopener), EMAIL starts a mail with the title
 * as the subject. A closed posting shows a disabled button; the page may have been rendered before the
 * deadline passed, so the browser checks the deadline again against its own clock.
 */
export function ApplyButton({ apply, title, deadline, closed }: { apply: JobApply; title: string; deadline: string | null; closed: boolean }) {
  const [closedNow, setClosedNow] = useState(closed);
  useEffect(() => {
    if (!closed && isJobClosed(deadline, new Date())) setClosedNow(true);
  }, [closed, deadline]);

  if (closedNow) {
    return (
      <button type="button" className={styles.applyButton} disabled aria-disabled="true" data-testid="apply-button">
        마감된 공고입니다
      </button>
    );
  }
  if (apply.method === 'LINK') {
    return (
      <>
        <a href={apply.url} target="_blank" rel="noopener noreferrer" className={styles.applyButton} data-testid="apply-button">
          지원하기<span className="visually-hidden"> (새 창에서 채용 페이지가 열립니다)</span>
        </a>
        <p className={styles.applyHint}>{apply.label} · 회사 채용 페이지로 이동합니다.</p>
      </>
    );
  }
  return (
    <>
      <a href={applyMailto(apply.email, title)} className={styles.applyButton} data-testid="apply-button">지원하기</a>
      <p className={styles.applyHint}>{apply.label} · {apply.email}</p>
    </>
  );
}
