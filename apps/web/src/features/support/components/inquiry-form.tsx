'use client';

import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, INQUIRY_LIMITS, formatLocaleNumber } from '@spi/core';
import { inquiryFieldsSchema, type InquiryDetail } from '@spi/core/contracts/support';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Select } from '@/components/ui';
import { submitInquiry, supportErrorMessage } from '../api/support-client';
import { ATTACHMENT_ACCEPT, attachmentMime, checkAttachments, formatBytes, isImageMime } from '../lib/attachments';
import styles from './support.module.css';

type Field = 'category' | 'title' | 'body';
type FieldErrors = Partial<Record<Field, string>>;

/** A fresh idempotency key (the API returns the first inquiry for a repeated key). */
export function newClientKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

function fieldErrorsOf(values: { category: string; title: string; body: string; clientKey: string }): FieldErrors {
  const parsed = inquiryFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'category' || key === 'title' || key === 'body') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

interface Picked { file: File; preview: string | null; key: string }

/**
 * The 1:1 문의 form: 문의 유형, 제목 (0/100), 내용 (counter), up to five images or PDFs of 10 MB each
 * (checked here too, with thumbnails and remove buttons). One clientKey per form makes a double submit
 * or a retry after a lost answer create one inquiry. Sends with upload progress; the button is disabled
 * while sending.
 */
export function InquiryForm({ onSubmitted, submit = submitInquiry }: {
  onSubmitted: (inquiry: InquiryDetail) => void;
  /** The sender (tests pass a fake). */
  submit?: typeof submitInquiry;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const errors = useMemo(() => fieldErrorsOf({ category, title, body, clientKey }), [category, title, body, clientKey]);
  const shown = (field: Field) => ((submitted || touched[field]) ? errors[field] : undefined);

  // Thumbnails are object URLs: revoke them when the form goes away.
  const pickedRef = useRef(picked);
  pickedRef.current = picked;
  useEffect(() => () => pickedRef.current.forEach((p) => p.preview && URL.revokeObjectURL(p.preview)), []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, errors: refused } = checkAttachments(picked.map((p) => p.file), files);
    setFileErrors(refused);
    if (accepted.length === 0) return;
    setPicked((current) => [
      ...current,
      ...accepted.map((file, i) => ({
        file,
        preview: isImageMime(attachmentMime(file)) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        key: `${Date.now()}-${current.length + i}-${file.name}`,
      })),
    ]);
  };

  const remove = (key: string) => {
    setFileErrors([]);
    setPicked((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return current.filter((p) => p.key !== key);
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFormError(null);
    const parsed = inquiryFieldsSchema.safeParse({ category, title, body, clientKey });
    if (!parsed.success) {
      const first = (['category', 'title', 'body'] as const).find((f) => errors[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setProgress(0);
    try {
      const inquiry = await submit({ fields: parsed.data, files: picked.map((p) => p.file), onProgress: setProgress });
      picked.forEach((p) => p.preview && URL.revokeObjectURL(p.preview));
      setCategory('');
      setTitle('');
      setBody('');
      setPicked([]);
      setTouched({});
      setSubmitted(false);
      setClientKey(newClientKey());
      onSubmitted(inquiry);
    } catch (error) {
      setFormError(supportErrorMessage(error, '문의를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const titleLength = title.length;
  const bodyLength = body.length;
  const full = picked.length >= INQUIRY_LIMITS.attachmentsMax;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending || undefined} data-testid="inquiry-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>문의 유형 <span className={styles.required} aria-hidden="true">*</span></label>
        <Select
          id={`${id}-category`}
          value={category}
          required
          aria-invalid={shown('category') ? true : undefined}
          aria-describedby={shown('category') ? `${id}-category-error` : undefined}
          onChange={(event) => setCategory(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, category: true }))}
          disabled={sending}
          data-testid="inquiry-category"
        >
          <option value="">문의 유형을 선택해 주세요</option>
          {INQUIRY_CATEGORIES.map((value) => <option key={value} value={value}>{INQUIRY_CATEGORY_LABELS[value]}</option>)}
        </Select>
        {shown('category') && <p id={`${id}-category-error`} className={styles.error} role="alert">{shown('category')}</p>}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-title`} className={styles.label}>제목 <span className={styles.required} aria-hidden="true">*</span></label>
          <span className={styles.counter} data-over={titleLength > INQUIRY_LIMITS.titleMax || undefined} aria-live="polite" data-testid="inquiry-title-counter">
            {titleLength}/{INQUIRY_LIMITS.titleMax}
          </span>
        </div>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          required
          placeholder="문의 제목을 입력해 주세요"
          aria-invalid={shown('title') ? true : undefined}
          aria-describedby={shown('title') ? `${id}-title-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          disabled={sending}
          data-testid="inquiry-title"
        />
        {shown('title') && <p id={`${id}-title-error`} className={styles.error} role="alert">{shown('title')}</p>}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-body`} className={styles.label}>내용 <span className={styles.required} aria-hidden="true">*</span></label>
          <span className={styles.counter} data-over={bodyLength > INQUIRY_LIMITS.bodyMax || undefined} aria-live="polite" data-testid="inquiry-body-counter">
            {formatLocaleNumber(bodyLength)}/{formatLocaleNumber(INQUIRY_LIMITS.bodyMax)}
          </span>
        </div>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          value={body}
          required
          placeholder={`문의하실 내용을 ${INQUIRY_LIMITS.bodyMin}자 이상 자세히 적어 주세요. 개인정보(카드 번호, 비밀번호 등)는 적지 말아 주세요.`}
          aria-invalid={shown('body') ? true : undefined}
          aria-describedby={shown('body') ? `${id}-body-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, body: true }))}
          disabled={sending}
          data-testid="inquiry-body"
        />
        {shown('body') && <p id={`${id}-body-error`} className={styles.error} role="alert">{shown('body')}</p>}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <span className={styles.label} id={`${id}-files-label`}>첨부 파일</span>
          <span className={styles.counter}>{picked.length}/{INQUIRY_LIMITS.attachmentsMax}</span>
        </div>
        <p className={styles.hint} id={`${id}-files-hint`}>이미지(PNG, JPG, GIF, WEBP) 또는 PDF, 파일당 10MB까지 최대 {INQUIRY_LIMITS.attachmentsMax}개</p>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-files-label`}
          onChange={onFiles}
          disabled={sending || full}
          data-testid="inquiry-files"
        />
        <Button variant="secondary" size="sm" className={styles.pickButton} onClick={() => fileInput.current?.click()} disabled={sending || full} aria-describedby={`${id}-files-hint`}>
          파일 선택
        </Button>
        {fileErrors.map((message) => <p key={message} className={styles.error} role="alert" data-testid="inquiry-file-error">{message}</p>)}
        {picked.length > 0 && (
          <ul className={styles.files} aria-label="첨부한 파일">
            {picked.map((p) => (
              <li key={p.key} className={styles.file} data-testid="inquiry-file">
                {p.preview
                  ? <img src={p.preview} alt="" className={styles.thumb} />
                  : <span className={styles.thumb} aria-hidden="true">PDF</span>}
                <span className={styles.fileName}>{p.file.name}</span>
                <span className={styles.fileSize}>{formatBytes(p.file.size)}</span>
                <button type="button" className={styles.linkButton} onClick={() => remove(p.key)} disabled={sending} aria-label={`${p.file.name} 삭제`}>삭제</button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {formError && <p className={styles.alert} role="alert" data-testid="inquiry-form-error">{formError}</p>}
      {progress !== null && (
        <progress className={styles.progress} max={1} value={progress} aria-label="보내는 중">{Math.round(progress * 100)}%</progress>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={sending} disabled={sending} data-testid="inquiry-submit">
          {sending ? '보내는 중' : '문의 보내기'}
        </Button>
      </div>
    </form>
  );
}
