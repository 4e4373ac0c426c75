'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { uploadMedia } from '../../api/upload';
import { errorMessage } from '../../lib/field-errors';
import { acceptAttribute, checkUploadFile } from '../../lib/media-checks';
import { MediaPickerDialog } from '../media/media-picker-dialog';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const statusId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  const upload = async (file: File) => {
    const check = checkUploadFile(file, 'IMAGE');
    if (check) {
      setProblem(check);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const item = await uploadMedia(file, { onProgress: setProgress });
      onChange(item.url);
    } catch (e) {
      setProblem(errorMessage(e, '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setProgress(null);
    }
  };

  const shown = problem ?? error;
  return (
    <div className={`${forms.field} ${styles.cover}`} role="group" aria-labelledby={labelId} data-field={name} data-testid="cover-field">
      <span id={labelId} className={forms.label}>{label}</span>
      <div className={styles.coverBox} data-empty={!value || undefined}>
        {value ? <img src={value} alt={`${label} 미리보기`} data-testid="cover-preview" /> : <span>표지 이미지가 없습니다. 없으면 기본 표지를 씁니다.</span>}
        {progress !== null && <span className={styles.coverOverlay}>올리는 중 {Math.round(progress * 100)}%</span>}
      </div>
      {progress !== null && <progress className={styles.coverProgress} value={Math.round(progress * 100)} max={100} aria-label={`${label} 올리는 중`} />}
      <div className={forms.row}>
        <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()} disabled={progress !== null} aria-describedby={statusId}>
          {value ? '바꾸기' : '올리기'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPicking(true)} disabled={progress !== null}>미디어에서 선택</Button>
        {value && <Button size="sm" variant="ghost" onClick={() => { setProblem(null); onChange(''); }}>빼기</Button>}
      </div>
      {hint && <p className={forms.hint}>{hint}</p>}
      <label htmlFor={inputId} className="visually-hidden">{label} 파일</label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={acceptAttribute('IMAGE')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p id={statusId} className={shown ? forms.error : 'visually-hidden'} role={shown ? 'alert' : undefined}>{shown ?? ''}</p>
      <MediaPickerDialog
        open={picking}
        kind="IMAGE"
        title={`${label} 선택`}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          setProblem(null);
          onChange(item.url);
        }}
      />
    </div>
  );
}
