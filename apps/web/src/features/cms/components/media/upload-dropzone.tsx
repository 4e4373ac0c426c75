'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import clsx from 'clsx';
import { MEDIA_LIMITS, type MediaKind } from '@spi/core';
import { acceptAttribute, formatBytes } from '../../lib/media-checks';
import type { UploadEntry } from './use-uploads';
import styles from './media.module.css';

function limitsText(kind?: MediaKind): string {
  const image = `이미지 JPEG·PNG·WebP·GIF ${MEDIA_LIMITS.IMAGE.maxBytes / 1024 / 1024}MB`;
  const audio = `오디오 MP3·M4A·OGG ${MEDIA_LIMITS.AUDIO.maxBytes / 1024 / 1024}MB`;
  return kind === 'IMAGE' ? `${image}까지` : kind === 'AUDIO' ? `${audio}까지` : `${image}, ${audio}까지`;
}

/** Drag-and-drop area with a file button; the list below shows each upload's progress or its error. */
export function UploadDropzone({ kind, multiple = true, entries, onFiles, onDismiss, compact }: {
  kind?: MediaKind;
  multiple?: boolean;
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  onDismiss: (id: number) => void;
  compact?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div className={styles.uploader}>
      <div
        className={clsx(styles.dropzone, over && styles.dropzoneOver, compact && styles.dropzoneCompact)}
        onDragOver={(event) => { event.preventDefault(); setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-dropzone"
      >
        <p className={styles.dropTitle}>파일을 여기로 끌어다 놓거나</p>
        <button type="button" className={styles.pickButton} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          파일 선택
        </button>
        <label htmlFor={inputId} className="visually-hidden">올릴 파일</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={acceptAttribute(kind)}
          multiple={multiple}
          data-testid="media-file-input"
          onChange={(event) => {
            const files = event.target.files ? [...event.target.files] : [];
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <p id={hintId} className={styles.dropHint}>{limitsText(kind)} · 이미지는 서버에서 WebP로 변환되고 16:9 썸네일이 만들어집니다.</p>
      </div>
      {entries.length > 0 && (
        <ul className={styles.uploads} aria-label="올리는 파일" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.upload} data-status={entry.status} data-testid="upload-entry">
              <span className={styles.uploadName}>{entry.name} <span className={styles.uploadSize}>{formatBytes(entry.size)}</span></span>
              {entry.status === 'uploading' && (
                <>
                  <progress className={styles.progress} value={Math.round(entry.progress * 100)} max={100} aria-label={`${entry.name} 올리는 중`} />
                  <span className={styles.uploadState}>{Math.round(entry.progress * 100)}%</span>
                </>
              )}
              {entry.status === 'done' && <span className={styles.uploadState}>완료</span>}
              {entry.status === 'error' && <span className={styles.uploadError} role="alert">{entry.message}</span>}
              {entry.status !== 'uploading' && (
                <button type="button" className={styles.dismiss} aria-label={`${entry.name} 알림 닫기`} onClick={() => onDismiss(entry.id)}>×</button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
