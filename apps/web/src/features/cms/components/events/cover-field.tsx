'use client';

import { useId } from 'react';
import { MediaUploadButtons, MediaUploadInputs, useMediaUpload } from '../media/media-upload-control';
import forms from '../forms.module.css';
import styles from './events-admin.module.css';

/**
 * A cover image kept as an address (events and 시티폴리오 items store the media path): upload an image
 * from here with progress (checked by type and size first, then by the API), pick one from the media
 * library, or take it out. `name` is the error key of the field.
 */
export function CoverField({ label, name, value, onChange, error, hint }: {
  label: string;
  name: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: string;
}) {
  const labelId = useId();
  const statusId = useId();
  const media = useMediaUpload({ kind: 'IMAGE', failure: '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.', onItem: (item) => onChange(item.url) });
  const { progress } = media;

  const shown = media.problem ?? error;
  return (
    <div className={`${forms.field} ${styles.cover}`} role="group" aria-labelledby={labelId} data-field={name} data-testid="cover-field">
      <span id={labelId} className={forms.label}>{label}</span>
      <div className={styles.coverBox} data-empty={!value || undefined}>
        {value ? <img src={value} alt={`${label} 미리보기`} data-testid="cover-preview" /> : <span>표지 이미지가 없습니다. 없으면 기본 표지를 씁니다.</span>}
        {progress !== null && <span className={styles.coverOverlay}>올리는 중 {Math.round(progress * 100)}%</span>}
      </div>
      {progress !== null && <progress className={styles.coverProgress} value={Math.round(progress * 100)} max={100} aria-label={`${label} 올리는 중`} />}
      <MediaUploadButtons control={media} hasValue={Boolean(value)} onRemove={() => { media.clearProblem(); onChange(''); }} describedBy={statusId} />
      {hint && <p className={forms.hint}>{hint}</p>}
      <MediaUploadInputs control={media} label={`${label} 파일`} pickerTitle={`${label} 선택`} />
      <p id={statusId} className={shown ? forms.error : 'visually-hidden'} role={shown ? 'alert' : undefined}>{shown ?? ''}</p>
    </div>
  );
}
