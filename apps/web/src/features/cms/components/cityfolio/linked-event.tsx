'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import { EVENT_STATUS_LABELS } from '@spi/core';
import { isApiError } from '@/lib/api-client';
import { formatSeoul } from '../../lib/seoul-time';
import forms from '../forms.module.css';
import { useAdminEvent } from '../events/events-admin-api';
import styles from '../events/events-admin.module.css';

/** Waits until the editor stops typing before asking the API. */
function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The /event seminar a 시티폴리오 event links to, by its id: its title, time and status, or why it cannot be found. */
export function LinkedEventInfo({ eventId }: { eventId: string }) {
  const settled = useSettled(eventId.trim());
  const valid = /^[1-9]\d{0,9}$/.test(settled);
  const record = useAdminEvent(valid ? settled : null);
  if (!settled) return <p className={`${forms.hint} ${styles.linked}`}>등록을 /event에서 받는 세미나라면 그 이벤트 ID를 넣으세요.</p>;
  if (!valid) return null;
  if (record.isError) {
    const missing = isApiError(record.error) && record.error.status === 404;
    return <p className={`${forms.error} ${styles.linked}`} role="alert" data-testid="linked-event">{missing ? `ID ${settled} 이벤트를 찾을 수 없습니다.` : '이벤트를 확인하지 못했습니다.'}</p>;
  }
  if (!record.data) return <p className={`${forms.hint} ${styles.linked}`} aria-busy="true">이벤트를 확인하는 중…</p>;
  const { event, href } = record.data;
  return (
    <p className={styles.linked} data-testid="linked-event">
      연결된 이벤트: <Link href={href} target="_blank" rel="noopener"><strong>{event.title}</strong> ↗</Link>
      <span className={forms.subtle}> · {formatSeoul(event.startsAt)} · {EVENT_STATUS_LABELS[event.status]}</span>
    </p>
  );
}
