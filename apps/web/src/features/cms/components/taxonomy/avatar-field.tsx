'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { uploadMedia } from '../../api/upload';
import { errorMessage } from '../../lib/field-errors';
import { acceptAttribute, checkUploadFile } from '../../lib/media-checks';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import forms from '../forms.module.css';
import styles from './taxonomy.module.css';

export interface AvatarValue { mediaId: string; url: string }

/** A writer's photo: upload (resized on the server) or pick from the library; shown round. */
export function AvatarField({ value, onChange, error, name }: { value: AvatarValue | null; onChange: (next: AvatarValue | null) => void; error?: string; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
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
      const item = await uploadMedia(file, { alt: `${name} 사진`, onProgress: setProgress });
      onChange({ mediaId: item.mediaId, url: item.variants.small?.url ?? item.url });
    } catch (e) {
      setProblem(errorMessage(e, '사진을 올리지 못했습니다.'));
    } finally {
      setProgress(null);
    }
  };

  const shown = problem ?? error;
  return (
    <div className={forms.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={forms.label}>사진</span>
      <div className={forms.row}>
        {value ? <img className={styles.avatar} src={value.url} alt="" width={40} height={40} /> : <span className={styles.avatarEmpty} aria-hidden="true">{name.slice(0, 1) || '?'}</span>}
        <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()} loading={progress !== null}>{value ? '바꾸기' : '올리기'}</Button>
        <Button size="sm" variant="ghost" onClick={() => setPicking(true)}>미디어에서 선택</Button>
        {value && <Button size="sm" variant="ghost" onClick={() => onChange(null)}>빼기</Button>}
        {progress !== null && <span className={forms.subtle}>{Math.round(progress * 100)}%</span>}
      </div>
      <label htmlFor={inputId} className="visually-hidden">사진 파일</label>
      <input ref={inputRef} id={inputId} type="file" className="visually-hidden" tabIndex={-1} accept={acceptAttribute('IMAGE')} onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) void upload(file);
      }} />
      {shown && <p className={forms.error} role="alert">{shown}</p>}
      <MediaPickerDialog open={picking} kind="IMAGE" title="필자 사진 선택" onClose={() => setPicking(false)} onPick={(item) => {
        setPicking(false);
        onChange({ mediaId: item.mediaId, url: item.variants.small?.url ?? item.url });
      }} />
    </div>
  );
}
