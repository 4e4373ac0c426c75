'use client';

import { useQueryClient } from '@/lib/query';
import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { mediaAltUpdateSchema, type MediaItemDto, type MediaKind, formatLocaleNumber } from '@spi/core';
import { Button, showSnackbar, useSystemConfirm } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { deleteMedia, updateMediaAlt, useMediaList } from '../../api/media-api';
import { errorMessage } from '../../lib/field-errors';
import { formatBytes } from '../../lib/media-checks';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { MediaThumb, mediaDimensions, mediaTypeLabel } from './media-thumb';
import { UploadDropzone } from './upload-dropzone';
import { useUploads } from './use-uploads';
import styles from './media.module.css';

const PAGE_SIZE = 30;
const KIND_TABS: Array<{ value: MediaKind | undefined; label: string }> = [
  { value: undefined, label: '전체' },
  { value: 'IMAGE', label: '이미지' },
  { value: 'AUDIO', label: '오디오' },
];

/** /admin/media: uploads with type, size and dimensions; upload, alt text, copy URL, delete. */
export function MediaLibraryScreen() {
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState<MediaKind | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = useMediaList({ page, size: PAGE_SIZE, kind, query: query || undefined });
  const uploads = useUploads();

  const onFiles = async (files: File[]) => {
    const done = await uploads.upload(files);
    if (done.length > 0) {
      setPage(0);
      showSnackbar({ type: 'Success', message: `${done.length}개 파일을 올렸습니다.`, position: 'bottom-center' });
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setQuery(draft.trim());
  };

  const data = list.data;
  return (
    <>
      <CmsPageHeader title="미디어" description="기사 본문, 썸네일, 필자 사진, 음성 파일로 쓰는 파일입니다. 쓰이는 파일은 삭제할 수 없습니다." />
      <UploadDropzone entries={uploads.entries} onFiles={(files) => void onFiles(files)} onDismiss={uploads.dismiss} />

      <div className={styles.toolbar}>
        <div className={styles.kindTabs} role="group" aria-label="종류">
          {KIND_TABS.map((tab) => (
            <button key={tab.label} type="button" className={clsx(styles.kindTab, kind === tab.value && styles.kindTabOn)} aria-pressed={kind === tab.value} onClick={() => { setKind(tab.value); setPage(0); }}>
              {tab.label}
            </button>
          ))}
        </div>
        <form className={styles.librarySearch} onSubmit={search} role="search">
          <label htmlFor={searchId} className="visually-hidden">파일 이름 검색</label>
          <input id={searchId} type="search" className={forms.input} placeholder="파일 이름, 대체 텍스트" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" variant="secondary">검색</Button>
        </form>
        {data && <p className={styles.total}>총 <strong className="tabular">{formatLocaleNumber(data.pagination.count)}</strong>개</p>}
      </div>

      {list.isError && !data ? (
        <ErrorState title="미디어를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <div className={styles.libraryGrid} aria-busy="true" aria-label="불러오는 중">
          {Array.from({ length: 8 }, (_, i) => <div key={i} className={clsx(forms.skeleton, styles.cardSkeleton)} />)}
        </div>
      ) : data.data.length === 0 ? (
        <EmptyState
          title={query || kind ? '조건에 맞는 파일이 없습니다.' : '아직 올린 파일이 없습니다.'}
          description={query || kind ? '검색어나 종류를 바꿔 보세요.' : '위 영역에 이미지나 오디오 파일을 끌어다 놓아 올려 보세요.'}
        />
      ) : (
        <ul className={styles.libraryGrid} data-testid="media-grid">
          {data.data.map((item) => <MediaCard key={item.mediaId} item={item} />)}
        </ul>
      )}

      {data && (data.pagination.page > 0 || data.pagination.hasNext) && (
        <div className={styles.pager}>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>이전</Button>
          <span className="tabular">{page + 1} / {Math.max(1, Math.ceil(data.pagination.count / PAGE_SIZE))}</span>
          <Button size="sm" variant="secondary" disabled={!data.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>다음</Button>
        </div>
      )}
    </>
  );
}

function MediaCard({ item }: { item: MediaItemDto }) {
  const queryClient = useQueryClient();
  const confirm = useSystemConfirm();
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const altId = useId();

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mediaAltUpdateSchema.safeParse({ alt });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '대체 텍스트를 확인해 주세요.');
      return;
    }
    setSaving(true);
    try {
      await updateMediaAlt(item.mediaId, parsed.data.alt);
      await queryClient.invalidateQueries({ queryKey: cmsKeys.media() });
      setEditing(false);
      showSnackbar({ type: 'Success', message: '대체 텍스트를 저장했습니다.', position: 'bottom-center' });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const copyUrl = async () => {
    const url = new URL(item.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar({ type: 'Success', message: '주소를 복사했습니다.', position: 'bottom-center' });
    } catch {
      showSnackbar({ type: 'Warning', message: `복사하지 못했습니다. 주소: ${url}`, position: 'bottom-center' });
    }
  };

  const remove = () => confirm({
    title: '파일을 삭제할까요?',
    message: `${item.originalName || item.mediaId} 파일을 삭제합니다. 기사나 필자가 쓰고 있으면 삭제할 수 없습니다.`,
    submitLabel: '삭제',
    submitColor: 'danger',
    errorMessage: '삭제하지 못했습니다.',
    onSubmit: async () => {
      try {
        await deleteMedia(item.mediaId);
      } catch (e) {
        showSnackbar({ type: 'Warning', message: errorMessage(e), position: 'bottom-center' });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: cmsKeys.media() });
      showSnackbar({ type: 'Success', message: '파일을 삭제했습니다.', position: 'bottom-center' });
    },
  });

  const dims = mediaDimensions(item);
  return (
    <li className={styles.card} data-testid="media-card">
      <a className={styles.thumb} href={item.url} target="_blank" rel="noreferrer" aria-label={`${item.originalName || item.mediaId} 원본 열기`}>
        <MediaThumb item={item} />
      </a>
      <div className={styles.cardBody}>
        <p className={styles.cardName} title={item.originalName}>{item.originalName || item.mediaId}</p>
        <p className={styles.cardMeta}>
          <span>{mediaTypeLabel(item)}</span>
          <span className="tabular">{formatBytes(item.bytes)}</span>
          {dims && <span className="tabular">{dims}</span>}
        </p>
        <p className={styles.cardMeta}><span className="tabular">{formatSeoul(item.createdAt)}</span>{item.uploadedBy?.nickname && <span>{item.uploadedBy.nickname}</span>}</p>
        {item.kind === 'AUDIO' && <audio className={styles.audio} controls preload="none" src={item.url} aria-label={`${item.originalName} 듣기`} />}
        {editing ? (
          <form className={styles.altForm} onSubmit={saveAlt}>
            <label htmlFor={altId} className="visually-hidden">대체 텍스트</label>
            <input id={altId} className={forms.input} value={alt} maxLength={300} autoFocus onChange={(event) => { setAlt(event.target.value); setError(null); }} aria-invalid={error ? true : undefined} />
            {error && <p className={forms.error} role="alert">{error}</p>}
            <div className={forms.row}>
              <Button size="sm" type="submit" loading={saving}>저장</Button>
              <Button size="sm" variant="ghost" onClick={() => { setEditing(false); setAlt(item.alt); setError(null); }}>취소</Button>
            </div>
          </form>
        ) : (
          <p className={clsx(styles.alt, !item.alt && styles.altEmpty)}>{item.alt || '대체 텍스트 없음'}</p>
        )}
        <div className={styles.cardActions}>
          {!editing && <button type="button" className={forms.linkButton} onClick={() => setEditing(true)}>대체 텍스트 편집</button>}
          <button type="button" className={forms.linkButton} onClick={() => void copyUrl()}>URL 복사</button>
          <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void remove()}>삭제</button>
        </div>
      </div>
    </li>
  );
}
