'use client';

import { STUDENT_DOCUMENT_MAX_BYTES } from '@spi/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, useModal, useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { studentErrorMessage, useUploadStudentDocument } from '../api/verify-api';
import { STUDENT_VERIFICATION_CONFIRM_MODAL } from '../lib/register-modals';
import { checkDocumentFile, documentTypeOf, DOCUMENT_ACCEPT, formatFileSize, validateSchool } from '../lib/validation';
import type { StudentConfirmArgs } from './student-confirm-modal';
import styles from './student.module.css';

const FILE_CODES = new Set(['STUDENT_DOCUMENT_INVALID', 'STUDENT_DOCUMENT_TOO_LARGE']);
const STALE_CODES = new Set(['STUDENT_ALREADY_VERIFIED', 'STUDENT_REVIEW_PENDING']);

/** A preview URL for an image file, revoked when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !documentTypeOf(file)?.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Verification by student ID: school and a file (JPG, PNG, WEBP or PDF up to 5 MB, checked here for an
 * instant message; the server checks the content) → the confirm modal → upload with progress → 심사 중.
 */
export function DocumentUpload({ initialSchool = '', onSubmitted, onStale }: {
  initialSchool?: string;
  onSubmitted?: () => void;
  onStale?: () => void;
}) {
  const id = useId();
  const schoolRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [school, setSchool] = useState(initialSchool);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ school?: string; file?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadStudentDocument();
  const { open } = useModal();
  const snackbar = useSnackbar();
  const preview = usePreviewUrl(file);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    setFormError(null);
    if (!next) return;
    const problem = checkDocumentFile(next);
    if (problem) {
      setFile(null);
      setErrors((x) => ({ ...x, file: problem }));
      // Clear the input so choosing the same (fixed) file again fires a change.
      event.target.value = '';
      return;
    }
    setErrors((x) => ({ ...x, file: undefined }));
    setFile(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checkedSchool = validateSchool(school);
    const next: { school?: string; file?: string } = {};
    if (!checkedSchool.ok) next.school = checkedSchool.error;
    if (!file) next.file = '학생증 파일을 선택해 주세요.';
    else {
      const problem = checkDocumentFile(file);
      if (problem) next.file = problem;
    }
    if (next.school || next.file) {
      setErrors(next);
      (next.school ? schoolRef : fileRef).current?.focus();
      return;
    }
    setErrors({});
    if (!checkedSchool.ok || !file) return;
    const args: StudentConfirmArgs = { method: 'DOCUMENT', school: checkedSchool.value, file: { name: file.name, size: file.size } };
    const confirmed = await open({ name: STUDENT_VERIFICATION_CONFIRM_MODAL, args });
    if (confirmed !== true) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    upload.mutate({ school: checkedSchool.value, file, onProgress: setProgress, signal: controller.signal }, {
      onSuccess: () => {
        snackbar.show({ type: 'Success', message: '학생증을 제출했어요. 심사가 끝나면 이 화면에서 결과를 알려 드려요.', position: 'bottom-center' });
        onSubmitted?.();
      },
      onError: (error) => {
        setProgress(null);
        if ((error as Error)?.name === 'AbortError') {
          setFormError('업로드를 취소했어요.');
          return;
        }
        if (isApiError(error) && FILE_CODES.has(error.code)) {
          setErrors({ file: error.message });
          fileRef.current?.focus();
          return;
        }
        if (isApiError(error) && STALE_CODES.has(error.code)) onStale?.();
        setFormError(studentErrorMessage(error));
      },
      onSettled: () => { abort.current = null; },
    });
  };

  const uploading = upload.isPending;
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="student-document-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-school`} className={styles.label}>학교 이름</label>
        <input
          ref={schoolRef}
          id={`${id}-school`}
          className={styles.input}
          value={school}
          onChange={(e) => { setSchool(e.target.value); if (errors.school) setErrors((x) => ({ ...x, school: undefined })); }}
          autoComplete="organization"
          placeholder="예: 서울대학교"
          disabled={uploading}
          aria-invalid={errors.school ? true : undefined}
          aria-describedby={errors.school ? `${id}-school-error` : undefined}
          data-testid="student-doc-school"
        />
        {errors.school && <p id={`${id}-school-error`} className={styles.error} role="alert">{errors.school}</p>}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.label}>학생증 파일</label>
        <div className={styles.drop} data-invalid={errors.file ? '' : undefined}>
          <input
            ref={fileRef}
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            onChange={choose}
            disabled={uploading}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ''}`}
            data-testid="student-doc-file"
          />
          <p className={styles.dropTitle} aria-hidden>{file ? '다른 파일 고르기' : '파일을 고르거나 여기로 끌어다 놓으세요'}</p>
          <p id={`${id}-file-hint`} className={styles.dropHint}>JPG, PNG, WEBP 이미지나 PDF · 최대 {formatFileSize(STUDENT_DOCUMENT_MAX_BYTES)}</p>
        </div>
        {errors.file && <p id={`${id}-file-error`} className={styles.error} role="alert" data-testid="student-doc-file-error">{errors.file}</p>}
        {file && (
          <div className={styles.preview} data-testid="student-doc-preview">
            {preview ? (
              <img className={styles.previewImage} src={preview} alt="선택한 학생증 미리보기" />
            ) : (
              <span className={styles.previewPdf} aria-hidden>PDF</span>
            )}
            <span className={styles.previewText}>
              <span className={styles.previewName}>{file.name}</span>
              <span className={styles.previewSize}>{formatFileSize(file.size)}</span>
            </span>
          </div>
        )}
      </div>

      {uploading && (
        <div className={styles.progress}>
          <div
            className={styles.progressBar}
            role="progressbar"
            aria-label="학생증 업로드"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="student-doc-progress"
          >
            <div className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
          <span className={styles.progressText} aria-live="polite">{percent < 100 ? `올리는 중 ${percent}%` : '확인하는 중…'}</span>
        </div>
      )}

      {formError && <p className={styles.errorBox} role="alert" data-testid="student-doc-error">{formError}</p>}
      <div className={styles.formActions}>
        {uploading && <Button type="button" variant="secondary" size="lg" onClick={() => abort.current?.abort()} data-testid="student-doc-cancel">업로드 취소</Button>}
        <Button type="submit" size="lg" loading={uploading} data-testid="student-doc-submit">학생증 제출하기</Button>
      </div>
    </form>
  );
}
