'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { MediaItemDto, MediaKind } from '@spi/core';
import { Button, Spinner } from '@/components/ui';
import { useMediaList } from '../../api/media-api';
import { errorMessage } from '../../lib/field-errors';
import { formatBytes } from '../../lib/media-checks';
import { CmsDialog } from '../cms-dialog';
import forms from '../forms.module.css';
import { MediaThumb, mediaDimensions, mediaTypeLabel } from './media-thumb';
import { UploadDropzone } from './upload-dropzone';
import { useUploads } from './use-uploads';
import styles from './media.module.css';

const PAGE_SIZE = 24;

/**
 * The media library as a picker: upload (the new file is selected at once) or choose an existing
 * item of the kind, optionally with a caption for the figure it becomes.
 */
export function MediaPickerDialog({ open, kind, title, withCaption, onClose, onPick }: {
  open: boolean;
  kind: MediaKind;
  title: string;
  withCaption?: boolean;
  onClose: () => void;
  onPick: (item: MediaItemDto, caption?: string) => void;
}) {
  if (!open) return null;
  return <PickerBody kind={kind} title={title} withCaption={withCaption} onClose={onClose} onPick={onPick} />;
}

function PickerBody({ kind, title, withCaption, onClose, onPick }: Omit<Parameters<typeof MediaPickerDialog>[0], 'open'>) {
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<MediaItemDto | null>(null);
  const [caption, setCaption] = useState('');
  const searchId = useId();
  const captionId = useId();
  const list = useMediaList({ page, size: PAGE_SIZE, kind, query: query || undefined });
  const uploads = useUploads(kind);

  useEffect(() => setCaption(''), [selected?.mediaId]);

  const onFiles = async (files: File[]) => {
    const [first] = await uploads.upload(files.slice(0, 1));
    if (first) {
      setPage(0);
      setSelected(first);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setQuery(draft.trim());
  };

  const data = list.data;
  return (
    <CmsDialog
      open
      size="lg"
      title={title}
      onClose={onClose}
      testId="media-picker"
      footer={(
        <>
          <span className={styles.pickerSelection} aria-live="polite">
            {selected ? `선택: ${selected.originalName || selected.mediaId}` : '선택한 파일이 없습니다.'}
          </span>
          <Button variant="secondary" onClick={onClose}>취소</Button>
          <Button disabled={!selected || uploads.busy} onClick={() => selected && onPick(selected, withCaption ? caption.trim() : undefined)} data-testid="media-pick-confirm">
            {withCaption ? '넣기' : '선택'}
          </Button>
        </>
      )}
    >
      <div className={styles.picker}>
        <UploadDropzone kind={kind} multiple={false} entries={uploads.entries} onFiles={(files) => void onFiles(files)} onDismiss={uploads.dismiss} compact />
        <form className={styles.pickerSearch} onSubmit={search} role="search">
          <label htmlFor={searchId} className="visually-hidden">파일 이름 검색</label>
          <input id={searchId} type="search" className={forms.input} placeholder="파일 이름이나 대체 텍스트로 검색" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" variant="secondary">검색</Button>
        </form>
        {list.isError && !data ? (
          <div className={forms.alert} role="alert"><p>{errorMessage(list.error, '미디어를 불러오지 못했습니다.')}</p><Button size="sm" variant="secondary" onClick={() => void list.refetch()}>다시 시도</Button></div>
        ) : !data ? (
          <div className={styles.center}><Spinner size={24} /></div>
        ) : data.data.length === 0 ? (
          <p className={forms.notice}>{query ? '검색 결과가 없습니다.' : `아직 올린 ${kind === 'IMAGE' ? '이미지' : '오디오'}가 없습니다. 위에서 파일을 올려 주세요.`}</p>
        ) : (
          <ul className={styles.pickGrid} role="listbox" aria-label="미디어">
            {data.data.map((item) => {
              const isSelected = selected?.mediaId === item.mediaId;
              return (
                <li key={item.mediaId} role="option" aria-selected={isSelected}>
                  <button type="button" className={clsx(styles.pickItem, isSelected && styles.pickItemSelected)} onClick={() => setSelected(item)} onDoubleClick={() => onPick(item, withCaption ? caption.trim() : undefined)} data-testid="media-pick-item">
                    <span className={styles.thumb}><MediaThumb item={item} /></span>
                    <span className={styles.pickName}>{item.originalName || item.mediaId}</span>
                    <span className={styles.pickMeta}>{[mediaTypeLabel(item), mediaDimensions(item), formatBytes(item.bytes)].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {data && (data.pagination.page > 0 || data.pagination.hasNext) && (
          <div className={styles.pager}>
            <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>이전</Button>
            <span className="tabular">{page + 1} / {Math.max(1, Math.ceil(data.pagination.count / PAGE_SIZE))}</span>
            <Button size="sm" variant="secondary" disabled={!data.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>다음</Button>
          </div>
        )}
        {withCaption && selected && (
          <div className={forms.field}>
            <label htmlFor={captionId} className={forms.label}>캡션 (선택)</label>
            <input id={captionId} className={forms.input} value={caption} maxLength={300} placeholder="사진 설명과 출처" onChange={(event) => setCaption(event.target.value)} />
          </div>
        )}
      </div>
    </CmsDialog>
  );
}
