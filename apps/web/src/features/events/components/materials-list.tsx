'use client';

import type { EventMaterial } from '@spi/core/contracts/events';
import { useState } from 'react';
import { LockIcon } from '@/components/market/lock-icon';
import { useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { downloadEventFile } from '../api/events-client';
import { useEventMe } from '../hooks/use-event-me';
import { fileSizeLabel } from '../lib/format';
import { eventPath, signInHref } from '../lib/paths';
import styles from './event-page.module.css';

/**
 * The event's materials. Public ones are plain download links; registrants-only ones show a lock and
 * become a download button only for a viewer with a confirmed seat (the API checks again: 401/403).
 */
export function MaterialsList({ eventId, materials }: { eventId: string; materials: EventMaterial[] }) {
  const { userId, query } = useEventMe(eventId);
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const confirmed = query.data?.registration?.status === 'CONFIRMED';

  const download = async (material: EventMaterial) => {
    setBusy(material.id);
    try {
      await downloadEventFile(material.downloadPath, material.fileName);
    } catch (error) {
      snackbar.show({ type: 'Danger', message: isApiError(error) ? error.message : '자료를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className={styles.materials} data-testid="event-materials">
      {materials.map((m) => {
        const locked = m.registrantsOnly && !confirmed;
        return (
          <li key={m.id} className={styles.material} data-locked={locked || undefined}>
            <span className={styles.fileBadge} aria-hidden="true">{extensionOf(m.fileName)}</span>
            <span className={styles.materialText}>
              <span className={styles.materialTitle}>{m.title}</span>
              <span className={styles.muted}>{m.fileName} · {fileSizeLabel(m.sizeBytes)}</span>
            </span>
            {!m.registrantsOnly ? (
              <a href={m.downloadPath} download={m.fileName} className={styles.ghostButton}>내려받기<span className="visually-hidden"> ({m.title})</span></a>
            ) : confirmed ? (
              <button type="button" className={styles.ghostButton} onClick={() => void download(m)} disabled={busy === m.id} aria-busy={busy === m.id || undefined}>
                {busy === m.id ? '내려받는 중' : '내려받기'}<span className="visually-hidden"> ({m.title})</span>
              </button>
            ) : (
              <span className={styles.lockNote} data-testid="material-locked">
                <LockIcon size={13} />
                <span>참가 확정자 전용</span>
                {userId === null && <a href={signInHref(eventPath(eventId))} className={styles.inlineLink}>로그인</a>}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1, dot + 5).toUpperCase() : 'FILE';
}
