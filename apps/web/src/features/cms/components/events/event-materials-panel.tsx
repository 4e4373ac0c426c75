'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { EVENT_MATERIAL_MAX_BYTES, eventMaterialUploadFieldsSchema, type AdminEventMaterial } from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { apiDownload, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import forms from '../forms.module.css';
import { Checkbox, Field, TextInput, controlProps } from '../market/fields';
import { serverErrors } from '../market/server-errors';
import { issuesToErrors, type FormErrors } from '../market/units';
import market from '../market/market-admin.module.css';
import { MATERIAL_ACCEPT, MATERIAL_TYPES_TEXT, checkMaterialFile, formatFileSize } from './event-files';
import { deleteEventMaterial, eventAdminKeys, uploadEventMaterial } from './events-admin-api';
import styles from './events-admin.module.css';

const toast = (type: 'Success' | 'Danger', message: string) => showSnackbar({ type, message, position: 'bottom-center' });
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

  const remove = async (material: AdminEventMaterial) => {
    const ok = await showSystemConfirm({
      title: '자료를 삭제할까요?',
      message: `'${material.title}' 자료와 파일(${material.fileName})을 삭제합니다. 되돌릴 수 없습니다.`,
      closeLabel: '취소',
      submitLabel: '삭제',
      submitColor: 'danger',
      onSubmit: () => deleteEventMaterial(eventId, material.id),
      errorMessage: '자료를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (!ok) return;
    toast('Success', '자료를 삭제했습니다.');
    void refresh();
  };

  const download = async (material: AdminEventMaterial) => {
    try {
      const file = await apiDownload(material.downloadPath, { headers: { accept: '*/*, application/json' }, silent: true });
      saveBlob(file.blob, file.fileName ?? material.fileName);
    } catch (error) {
      toast('Danger', errorMessage(error, '자료를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.'));
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
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [registrantsOnly, setRegistrantsOnly] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const progressId = useId();

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const problem = chosen ? checkMaterialFile(chosen) : null;
    setErrors(({ file: _gone, ...rest }) => (problem ? { ...rest, file: problem } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = eventMaterialUploadFieldsSchema.safeParse({ title, registrantsOnly: registrantsOnly ? 'true' : 'false' });
    const next: FormErrors = fields.success ? {} : issuesToErrors(fields.error.issues);
    const fileProblem = file ? checkMaterialFile(file) : '올릴 파일을 선택해 주세요.';
    if (fileProblem) next.file = fileProblem;
    setErrors(next);
    if (!fields.success || fileProblem || !file) return;
    setProgress(0);
    try {
      await uploadEventMaterial(eventId, { title: fields.data.title, registrantsOnly: fields.data.registrantsOnly }, file, { onProgress: setProgress });
      toast('Success', `'${fields.data.title}' 자료를 올렸습니다.`);
      setTitle('');
      setRegistrantsOnly(false);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (error) {
      const refusal = fileRefusal(error);
      if (refusal) {
        setErrors({ file: refusal });
      } else {
        const mapped = serverErrors(error);
        setErrors(mapped.fields);
        setFailure(Object.keys(mapped.fields).length > 0 ? null : errorMessage(error, '자료를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.'));
      }
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className={styles.materialForm} onSubmit={(event) => void submit(event)} noValidate data-testid="material-upload" aria-label="자료 올리기">
      <TextInput label="자료 제목" name="title" required maxLength={120} value={title} onChange={setTitle} error={errors.title} disabled={uploading} />
      <Field label="파일" name="file" required error={errors.file} hint={file && !errors.file ? `${file.name} · ${formatFileSize(file.size)}` : `${MATERIAL_TYPES_TEXT} · ${MAX_MB}MB 이하`}>
        {(ids) => (
          <input
            ref={fileRef}
            {...controlProps(ids)}
            name="file"
            type="file"
            accept={MATERIAL_ACCEPT}
            className={forms.input}
            disabled={uploading}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className={styles.fullRow}>
        <Checkbox label="참가 확정자만 받을 수 있음" checked={registrantsOnly} onChange={setRegistrantsOnly} hint="끄면 이벤트 페이지를 보는 누구나 내려받을 수 있습니다." />
      </div>
      <div className={market.uploadActions}>
        <Button type="submit" variant="secondary" loading={uploading}>자료 올리기</Button>
        {uploading && (
          <>
            <div className={market.progress} role="progressbar" id={progressId} aria-label="업로드 진행률" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="upload-progress">
              <div className={market.progressBar} style={{ width: `${percent}%` }} />
            </div>
            <span className={forms.subtle} aria-live="polite">{percent}%</span>
          </>
        )}
        {failure && <p className={forms.error} role="alert">{failure}</p>}
      </div>
    </form>
  );
}
