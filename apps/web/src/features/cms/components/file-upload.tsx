'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';

import forms from './forms.module.css';
import { Field, controlProps } from './market/fields';
import { formatFileSize } from './market/report-file';
import { serverErrors } from './market/server-errors';
import { issuesToErrors, type FormErrors } from './market/units';
import market from './market/market-admin.module.css';

/**
 * The pieces the admin file panels share (fund reports, event materials): an upload form's state and
 * flow (file check on pick and on submit, progress, the API's refusal on the file field), its file
 * input, its actions row with the progress bar, and the delete confirm.
 */

export const fileToast = (type: 'Success' | 'Danger', message: string) => showSnackbar({ type, message, position: 'bottom-center' });

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

export interface FileUploadConfig<T> {
  /** The Korean reason a chosen file cannot go up, or null (checked on pick and on submit). */
  check: (file: File) => string | null;
  /** The form's other fields, parsed by their zod schema (`schema.safeParse(...)`). */
  parse: () => Parsed<T>;
  upload: (data: T, file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** After a successful upload (clear the other fields, toast, refresh); the file input is cleared here. */
  onUploaded: (data: T) => void;
  /** The API's refusal of the file itself (413, 415) in Korean, or null for any other error. */
  refusal: (error: unknown) => string | null;
  /** The message below the button when the API's error has no field of its own. */
  failureMessage: (error: unknown) => string;
}

export interface FileUpload {
  fileRef: React.RefObject<HTMLInputElement | null>;
  file: File | null;
  errors: FormErrors;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  failure: string | null;
  uploading: boolean;
  pick: (file: File | null) => void;
  submit: (event: FormEvent) => Promise<void>;
}

export function useFileUpload<T>(config: FileUploadConfig<T>): FileUpload {
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const problem = chosen ? config.check(chosen) : null;
    setErrors(({ file: _gone, ...rest }) => (problem ? { ...rest, file: problem } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = config.parse();
    const next: FormErrors = fields.success ? {} : issuesToErrors(fields.error.issues);
    const fileProblem = file ? config.check(file) : '올릴 파일을 선택해 주세요.';
    if (fileProblem) next.file = fileProblem;
    setErrors(next);
    if (!fields.success || fileProblem || !file) return;
    setProgress(0);
    try {
      await config.upload(fields.data, file, setProgress);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      config.onUploaded(fields.data);
    } catch (error) {
      const refusal = config.refusal(error);
      if (refusal) {
        setErrors({ file: refusal });
      } else {
        // The API's field issues on their fields; anything else below the button.
        const mapped = serverErrors(error);
        setErrors(mapped.fields);
        setFailure(Object.keys(mapped.fields).length > 0 ? null : config.failureMessage(error));
      }
    } finally {
      setProgress(null);
    }
  };

  return { fileRef, file, errors, progress, failure, uploading: progress !== null, pick, submit };
}

/** The file input of an upload form: the chosen file's name and size as its hint, else what it takes. */
export function UploadFileField({ upload, accept, takes, className }: { upload: FileUpload; accept: string; takes: string; className?: string }) {
  const { file, errors } = upload;
  return (
    <Field label="파일" name="file" required error={errors.file} hint={file && !errors.file ? `${file.name} · ${formatFileSize(file.size)}` : takes} className={className}>
      {(ids) => (
        <input
          ref={upload.fileRef}
          {...controlProps(ids)}
          name="file"
          type="file"
          accept={accept}
          className={forms.input}
          disabled={upload.uploading}
          onChange={(event) => upload.pick(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}

/** The submit button, the progress bar while the file goes up, and the failure below them. */
export function UploadActions({ upload, children }: { upload: FileUpload; children: ReactNode }) {
  const percent = Math.round((upload.progress ?? 0) * 100);
  return (
    <div className={market.uploadActions}>
      <Button type="submit" variant="secondary" loading={upload.uploading}>{children}</Button>
      {upload.uploading && (
        <>
          <div className={market.progress} role="progressbar" aria-label="업로드 진행률" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="upload-progress">
            <div className={market.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <span className={forms.subtle} aria-live="polite">{percent}%</span>
        </>
      )}
      {upload.failure && <p className={forms.error} role="alert">{upload.failure}</p>}
    </div>
  );
}

/** Deletes one file after the system confirm; toasts `done` and calls onDeleted when it went. */
export async function confirmFileDelete({ noun, message, remove, onDeleted }: {
  /** '보고서', '자료' */
  noun: string;
  message: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}): Promise<void> {
  const ok = await showSystemConfirm({
    title: `${noun}를 삭제할까요?`,
    message,
    closeLabel: '취소',
    submitLabel: '삭제',
    submitColor: 'danger',
    onSubmit: () => remove(),
    errorMessage: `${noun}를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.`,
  });
  if (!ok) return;
  fileToast('Success', `${noun}를 삭제했습니다.`);
  onDeleted();
}

