'use client';

import { useId } from 'react';
import type { MediaItemDto, MediaKind } from '@spi/core';
import { formatBytes } from '../../lib/media-checks';
import { MediaUploadButtons, MediaUploadInputs, useMediaUpload } from '../media/media-upload-control';
import forms from '../forms.module.css';
import styles from './article-editor.module.css';

/**
 * The thumbnail (IMAGE: the server's 16:9 'thumb' rendition is shown) or the voice file (AUDIO):
 * upload straight from here with progress, or pick from the media library.
 */
export function MediaField({ kind, label, value, onChange, error, testId }: {
  kind: MediaKind;
  label: string;
  value: MediaItemDto | null;
  onChange: (item: MediaItemDto | null) => void;
  error?: string;
  testId?: string;
}) {
  const labelId = useId();
  const statusId = useId();
  const media = useMediaUpload({ kind, failure: '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.', onItem: onChange });
  const { progress } = media;

  const shown = media.problem ?? error;
  const thumb = value?.variants.thumb ?? null;
  return (
    <div className={forms.field} role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId} className={forms.label}>{label}</span>
      {kind === 'IMAGE' ? (
        <div className={styles.thumbBox} data-empty={!value || undefined}>
          {value ? (
            <img src={thumb?.url ?? value.url} alt={value.alt || '대표 이미지'} width={thumb?.width ?? 1200} height={thumb?.height ?? 675} data-testid="thumbnail-preview" />
          ) : (
            <span>16:9 대표 이미지 없음</span>
          )}
          {progress !== null && <span className={styles.thumbOverlay}>올리는 중 {Math.round(progress * 100)}%</span>}
        </div>
      ) : value ? (
        <div className={styles.audioBox}>
          <p className={styles.audioName}>{value.originalName || value.mediaId} <span className={forms.subtle}>{formatBytes(value.bytes)}</span></p>
          <audio controls preload="none" src={value.url} className={styles.audioPlayer} aria-label={`${label} 듣기`} />
        </div>
      ) : (
        <p className={forms.hint}>{progress !== null ? `올리는 중 ${Math.round(progress * 100)}%` : '음성 파일이 없습니다. MP3, M4A, OGG (50MB까지)'}</p>
      )}
      {progress !== null && <progress className={styles.progress} value={Math.round(progress * 100)} max={100} aria-label={`${label} 올리는 중`} />}
      <MediaUploadButtons control={media} hasValue={value !== null} onRemove={() => onChange(null)} describedBy={statusId} />
      <MediaUploadInputs
        control={media}
        label={`${label} 파일`}
        pickerTitle={kind === 'IMAGE' ? '대표 이미지 선택' : '음성 파일 선택'}
        testId={testId ? `${testId}-input` : undefined}
      />
      <p id={statusId} className={shown ? forms.error : 'visually-hidden'} role={shown ? 'alert' : undefined}>{shown ?? ''}</p>
    </div>
  );
}
