'use client';

import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { useState } from 'react';
import { EVENT_MATERIAL_MAX_BYTES, eventMaterialUploadFieldsSchema, type AdminEventMaterial } from '@spi/core';
import { apiDownload, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { UploadActions, UploadFileField, confirmFileDelete, fileToast, useFileUpload } from '../file-upload';
import forms from '../forms.module.css';
import { Checkbox, TextInput } from '../market/fields';
import market from '../market/market-admin.module.css';
import { MATERIAL_ACCEPT, MATERIAL_TYPES_TEXT, checkMaterialFile, formatFileSize } from './event-files';
import { deleteEventMaterial, eventAdminKeys, uploadEventMaterial } from './events-admin-api';
import styles from './events-admin.module.css';

const MAX_MB = Math.round(EVENT_MATERIAL_MAX_BYTES / (1024 * 1024));

/** The API's refusal of a file (413 too large, 415 not a material by its content) in Korean. */
function fileRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 413) return error.message || `이벤트 자료는 ${MAX_MB}MB 이하로 올려 주세요.`;
  if (error.status === 415) return error.message || `이벤트 자료는 ${MATERIAL_TYPES_TEXT} 파일만 올릴 수 있습니다.`;
  return null;
}

/**
 * The materials of one event (slides, handouts): the upload form (title, 참가자 전용 switch, a file of
 * EVENT_MATERIAL_KINDS ≤ 50 MB checked here and by content in the API, progress while it uploads), the
 * list with download and delete (through the system confirm).
 */
export function EventMaterialsPanel({ eventId, materials }: { eventId: string; materials: readonly AdminEventMaterial[] }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventAdminKeys.event(eventId) });

  const remove = (material: AdminEventMaterial) =>
    confirmFileDelete({
      noun: '자료',
      message: `'${material.title}' 자료와 파일(${material.fileName})을 삭제합니다. 되돌릴 수 없습니다.`,
      remove: () => deleteEventMaterial(eventId, material.id),
      onDeleted: () => void refresh(),
    });

  const download = async (material: AdminEventMaterial) => {
    try {
      const file = await apiDownload(material.downloadPath, { headers: { accept: '*/*, application/json' }, silent: true });
      saveBlob(file.blob, file.fileName ?? material.fileName);
    } catch (error) {
      fileToast('Danger', errorMessage(error, '자료를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <section className={forms.card} aria-labelledby="event-materials-title" data-testid="event-materials">
      <h2 id="event-materials-title" className={forms.cardTitle}>자료</h2>
      <MaterialUploadForm eventId={eventId} onUploaded={() => void refresh()} />
      {materials.length === 0 ? (
        <p className={forms.hint} data-testid="materials-empty">아직 올린 자료가 없습니다.</p>
      ) : (
        <div className={clsx(forms.tableWrap, market.cards)}>
          <table className={clsx(forms.table, styles.materialTable)} data-testid="admin-material-table">
            <thead>
              <tr>
                <th scope="col">제목</th>
                <th scope="col">파일</th>
                <th scope="col">공개 범위</th>
                <th scope="col">올린 날</th>
                <th scope="col"><span className="visually-hidden">관리</span></th>
              </tr>
            </thead>
            <tbody>
              {materials.map((material) => (
                <tr key={material.id} data-testid="admin-material-row">
                  <th scope="row"><span className={market.primary}>{material.title}</span></th>
                  <td data-label="파일"><span className={market.secondary}>{material.fileName} · {formatFileSize(material.sizeBytes)}</span></td>
                  <td data-label="공개 범위" className={forms.nowrap}>
                    <span className={market.pill} data-tone={material.registrantsOnly ? 'warn' : 'ok'}>{material.registrantsOnly ? '참가 확정자만' : '모두 공개'}</span>
                  </td>
                  <td data-label="올린 날" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(material.createdAt)}</td>
                  <td data-label="" className={forms.nowrap}>
                    <button type="button" className={forms.linkButton} onClick={() => void download(material)} aria-label={`${material.title} 내려받기`}>내려받기</button>
                    {' · '}
                    <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void remove(material)} aria-label={`${material.title} 삭제`}>삭제</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function MaterialUploadForm({ eventId, onUploaded }: { eventId: string; onUploaded: () => void }) {
  const [title, setTitle] = useState('');
  const [registrantsOnly, setRegistrantsOnly] = useState(false);
  const upload = useFileUpload({
    check: checkMaterialFile,
    parse: () => eventMaterialUploadFieldsSchema.safeParse({ title, registrantsOnly: registrantsOnly ? 'true' : 'false' }),
    upload: (data, file, onProgress) => uploadEventMaterial(eventId, { title: data.title, registrantsOnly: data.registrantsOnly }, file, { onProgress }),
    onUploaded: (data) => {
      fileToast('Success', `'${data.title}' 자료를 올렸습니다.`);
      setTitle('');
      setRegistrantsOnly(false);
      onUploaded();
    },
    refusal: fileRefusal,
    failureMessage: (error) => errorMessage(error, '자료를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.'),
  });

  return (
    <form className={styles.materialForm} onSubmit={(event) => void upload.submit(event)} noValidate data-testid="material-upload" aria-label="자료 올리기">
      <TextInput label="자료 제목" name="title" required maxLength={120} value={title} onChange={setTitle} error={upload.errors.title} disabled={upload.uploading} />
      <UploadFileField upload={upload} accept={MATERIAL_ACCEPT} takes={`${MATERIAL_TYPES_TEXT} · ${MAX_MB}MB 이하`} />
      <div className={styles.fullRow}>
        <Checkbox label="참가 확정자만 받을 수 있음" checked={registrantsOnly} onChange={setRegistrantsOnly} hint="끄면 이벤트 페이지를 보는 누구나 내려받을 수 있습니다." />
      </div>
      <UploadActions upload={upload}>자료 올리기</UploadActions>
    </form>
  );
}
