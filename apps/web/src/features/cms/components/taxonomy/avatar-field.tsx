'use client';

import { useId } from 'react';
import type { MediaItemDto } from '@spi/core';
import { Button } from '@/components/ui';
import { MediaUploadInputs, useMediaUpload } from '../media/media-upload-control';
import forms from '../forms.module.css';
import styles from './taxonomy.module.css';

export interface AvatarValue { mediaId: string; url: string }

const avatarOf = (item: MediaItemDto): AvatarValue => ({ mediaId: item.mediaId, url: item.variants.small?.url ?? item.url });

/** A writer's photo: upload (resized on the server) or pick from the library; shown round. */
export function AvatarField({ value, onChange, error, name }: { value: AvatarValue | null; onChange: (next: AvatarValue | null) => void; error?: string; name: string }) {
  const labelId = useId();
  const media = useMediaUpload({ kind: 'IMAGE', alt: `${name} 사진`, failure: '사진을 올리지 못했습니다.', onItem: (item) => onChange(avatarOf(item)) });

  const shown = media.problem ?? error;
  return (
    <div className={forms.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={forms.label}>사진</span>
      <div className={forms.row}>
        {value ? <img className={styles.avatar} src={value.url} alt="" width={40} height={40} /> : <span className={styles.avatarEmpty} aria-hidden="true">{name.slice(0, 1) || '?'}</span>}
        <Button size="sm" variant="secondary" onClick={media.choose} loading={media.uploading}>{value ? '바꾸기' : '올리기'}</Button>
        <Button size="sm" variant="ghost" onClick={media.pick}>미디어에서 선택</Button>
        {value && <Button size="sm" variant="ghost" onClick={() => onChange(null)}>빼기</Button>}
        {media.progress !== null && <span className={forms.subtle}>{Math.round(media.progress * 100)}%</span>}
      </div>
      <MediaUploadInputs control={media} label="사진 파일" pickerTitle="필자 사진 선택" />
      {shown && <p className={forms.error} role="alert">{shown}</p>}
    </div>
  );
}
