'use client';

import { useQueryClient } from '@/lib/query';
import { useCallback, useRef, useState } from 'react';
import type { MediaItemDto, MediaKind } from '@spi/core';
import { cmsKeys } from '../../api/cms-keys';
import { uploadMedia } from '../../api/upload';
import { errorMessage } from '../../lib/field-errors';
import { checkUploadFile } from '../../lib/media-checks';

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  message?: string;
  item?: MediaItemDto;
}

/**
 * Uploads picked or dropped files one after another: each is pre-checked against MEDIA_LIMITS (Korean
 * message, nothing sent), then sent with progress; the media lists are refreshed afterwards.
 */
export function useUploads(kind?: MediaKind) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextId = useRef(1);
  const patch = (id: number, change: Partial<UploadEntry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const upload = useCallback(async (files: FileList | File[]): Promise<MediaItemDto[]> => {
    const picked = [...files];
    const uploaded: MediaItemDto[] = [];
    const queued = picked.map((file) => ({ file, entry: { id: nextId.current++, name: file.name, size: file.size, progress: 0, status: 'uploading' as const } }));
    setEntries((list) => [...queued.map((q) => q.entry), ...list].slice(0, 8));
    for (const { file, entry } of queued) {
      const problem = checkUploadFile(file, kind);
      if (problem) {
        patch(entry.id, { status: 'error', message: problem });
        continue;
      }
      try {
        const item = await uploadMedia(file, { onProgress: (progress) => patch(entry.id, { progress }) });
        patch(entry.id, { status: 'done', progress: 1, item });
        uploaded.push(item);
      } catch (error) {
        patch(entry.id, { status: 'error', message: errorMessage(error, '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.') });
      }
    }
    if (uploaded.length > 0) await queryClient.invalidateQueries({ queryKey: cmsKeys.media() });
    return uploaded;
  }, [kind, queryClient]);

  const dismiss = (id: number) => setEntries((list) => list.filter((e) => e.id !== id));
  const busy = entries.some((e) => e.status === 'uploading');
  return { entries, upload, dismiss, busy };
}
