'use client';

import { formatWon } from '@spi/core';
import type { EventDetail, EventMeResponse, EventRegistrationForm, EventRegistrationResult } from '@spi/core/contracts/events';
import { useQuery } from '@/lib/query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fetchUserInfo, registerForEvent } from '../api/events-client';
import { ATTENDEE_FILE_ACCEPT, ATTENDEE_FILE_MAX_MB, attendeeFileProblem, attendeeFileRequiredMessage } from '../lib/attendee-file';
import { eventPath } from '../lib/paths';
import { clearRegistrationDraft, readRegistrationDraft, saveRegistrationDraft, useAddCard } from './card-checkout';
import styles from './event-page.module.css';

type Field = keyof EventRegistrationForm;
const FIELDS: Array<{ name: Field; label: string; required?: boolean; type?: string; autoComplete?: string; placeholder?: string; max: number }> = [
  { name: 'name', label: '이름', required: true, autoComplete: 'name', max: 40 },
  { name: 'email', label: '이메일', required: true, type: 'email', autoComplete: 'email', max: 200 },
  { name: 'phone', label: '연락처', type: 'tel', autoComplete: 'tel', placeholder: '010-1234-5678', max: 20 },
  { name: 'company', label: '회사', autoComplete: 'organization', max: 100 },
  { name: 'jobTitle', label: '직함', autoComplete: 'organization-title', max: 60 },
];
const ORDER: ReadonlyArray<Field | 'file'> = ['name', 'email', 'phone', 'company', 'jobTitle', 'note', 'file'];
const FORM_FIELDS: ReadonlyArray<Field> = ['name', 'email', 'phone', 'company', 'jobTitle', 'note'];

/** The entries saved before a trip to the card registration (card-checkout.ts), as form edits. */
function draftOf(eventId: string): Partial<EventRegistrationForm> {
  const draft = typeof window === 'undefined' ? null : readRegistrationDraft(eventId);
  if (!draft) return {};
  return Object.fromEntries(FORM_FIELDS.filter((f) => f in draft).map((f) => [f, draft[f]!.slice(0, 1000)]));
}

type Errors = Partial<Record<Field | 'file', string>>;

/** Field messages the API sent with VALIDATION_FAILED (details.issues: { path, message }). */
function apiFieldErrors(details: unknown): Errors {
  const issues = (details as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: Errors = {};
  for (const issue of issues) {
    const path = typeof issue?.path === 'string' ? issue.path.split('.')[0] : '';
    if (typeof issue?.message === 'string' && ORDER.includes(path as Field)) errors[path as Field] ??= issue.message;
  }
  return errors;
}

const FILE_CODES = new Set(['EVENT_ATTENDEE_FILE_REQUIRED', 'EVENT_FILE_INVALID', 'EVENT_FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

/**
 * The registration form: 이름 and 이메일 (prefilled from the account, or from an earlier registration),
 * 연락처, 회사, 직함, 메모, and the file when the event asks for one. Checked in the browser with the
 * contract's schema (Korean messages), then by the API. A priced seat asks for a system confirm first
 * ('등록된 카드로 00,000원을 결제합니다'). Without a registered card (/me hasPaymentMethod false, or the
 * API's PAYMENT_METHOD_REQUIRED) the panel offers '카드 등록하고 결제하기': an ADD_CARD checkout that
 * comes back to this event, where the person applies again (card-checkout.ts).
 */
export function RegistrationForm({ event, me, onDone }: {
  event: Pick<EventDetail, 'id' | 'title' | 'attendeeFileLabel' | 'attendeeFileRequired'>;
  me: EventMeResponse;
  onDone: (result: EventRegistrationResult) => void;
}) {
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const userInfo = useQuery({ queryKey: ['user', 'me'], queryFn: fetchUserInfo, staleTime: Infinity });
  const previous = me.registration;
  const [edited, setEdited] = useState<Partial<EventRegistrationForm>>(() => draftOf(event.id));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; needsCard?: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const addCard = useAddCard(eventPath(event.id));
  // The saved entries are back in the form: forget them (a later visit starts from the account again).
  useEffect(() => clearRegistrationDraft(event.id), [event.id]);

  const prefill: EventRegistrationForm = {
    name: previous?.name || userInfo.data?.nickname || '',
    email: previous?.email || userInfo.data?.email || '',
    phone: previous?.phone ?? '',
    company: previous?.company ?? '',
    jobTitle: previous?.jobTitle ?? '',
    note: '',
  };
  const values: EventRegistrationForm = { ...prefill, ...edited };
  const asksFile = event.attendeeFileLabel.trim() !== '';
  const waitlist = me.availability === 'WAITLIST';
  const price = me.priceForViewer;

  const change = (field: Field, value: string) => {
    setEdited((e) => ({ ...e, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    setErrors((e) => ({ ...e, file: next ? attendeeFileProblem(next) ?? undefined : undefined }));
  };

  const focusFirst = (found: Errors) => {
    const first = ORDER.find((f) => found[f]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || addCard.pending) return;
    setFormError(null);
    const { eventRegistrationFormSchema } = await import('@spi/core/contracts/events');
    const parsed = eventRegistrationFormSchema.safeParse(values);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as Field;
        found[key] ??= issue.message;
      }
    }
    if (asksFile) {
      if (file) {
        const problem = attendeeFileProblem(file);
        if (problem) found.file = problem;
      } else if (event.attendeeFileRequired) {
        found.file = attendeeFileRequiredMessage(event.attendeeFileLabel);
      }
    }
    setErrors(found);
    if (!parsed.success || Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    if (price > 0 && !me.hasPaymentMethod) {
      const charge = waitlist ? `대기 신청은 무료이지만, 참가가 확정되면 등록된 카드로 ${formatWon(price)}이 결제됩니다.` : `참가비 ${formatWon(price)}은 등록된 카드로 결제됩니다.`;
      const ok = await confirm({
        title: '결제 카드 등록',
        message: `${charge} 아직 등록된 카드가 없습니다. 카드를 등록하면 이 페이지로 돌아오니, 그때 다시 신청해 주세요. 카드 등록만으로는 결제되지 않습니다.`,
        closeLabel: '닫기',
        submitLabel: waitlist ? '카드 등록하기' : '카드 등록하고 결제하기',
      });
      if (!ok) return;
      saveRegistrationDraft(event.id, parsed.data);
      await addCard.start();
      return;
    }
    if (price > 0) {
      const ok = await confirm(waitlist
        ? { title: '대기 신청', message: `대기 신청은 무료입니다. 자리가 나서 참가가 확정되면 등록된 카드로 ${formatWon(price)}이 결제됩니다.`, closeLabel: '닫기', submitLabel: '대기 신청' }
        : { title: '참가비 결제', message: `등록된 카드로 ${formatWon(price)}을 결제합니다.`, closeLabel: '닫기', submitLabel: '결제하고 신청' });
      if (!ok) return;
    }
    setSubmitting(true);
    try {
      const result = await registerForEvent(event.id, { fields: parsed.data, file: asksFile ? file : null });
      snackbar.show({ type: 'Success', message: result.message });
      onDone(result);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError({ message: '신청하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
      } else if (error.code === 'PAYMENT_METHOD_REQUIRED') {
        setFormError({ message: error.message, needsCard: true });
      } else if (error.code === 'VALIDATION_FAILED') {
        const fromApi = apiFieldErrors(error.details);
        setErrors(fromApi);
        setFormError({ message: error.message });
        focusFirst(fromApi);
      } else if (FILE_CODES.has(error.code)) {
        setErrors({ file: error.message });
        focusFirst({ file: error.message });
      } else {
        setFormError({ message: error.message });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const described = (field: Field | 'file', hint?: boolean) => [hint ? `${idOf(field)}-hint` : '', errors[field] ? `${idOf(field)}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={submitting || undefined} data-testid="registration-form">
      {waitlist && (
        <p className={styles.notice} data-tone="wait">정원이 모두 찼습니다. 대기 신청을 하면 자리가 날 때 신청 순서대로 참가가 확정되고 메일로 알려 드립니다.</p>
      )}
      {price > 0 && !me.hasPaymentMethod && (
        <p className={styles.notice} data-tone="warn" data-testid="card-needed">
          참가비 {formatWon(price)}은 등록된 카드로 결제됩니다. 아직 등록된 카드가 없어, 신청하면 먼저 결제 카드를 등록합니다. 멤버십 가입은 필요하지 않습니다.
        </p>
      )}
      <div className={styles.fields}>
        {FIELDS.map((f) => (
          <div key={f.name} className={styles.field}>
            <label htmlFor={idOf(f.name)} className={styles.label}>
              {f.label}{f.required ? <span className={styles.required} aria-hidden="true"> *</span> : <span className={styles.optional}> (선택)</span>}
            </label>
            <input
              id={idOf(f.name)}
              name={f.name}
              type={f.type ?? 'text'}
              className={styles.input}
              value={values[f.name]}
              onChange={(e) => change(f.name, e.target.value)}
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              maxLength={f.max}
              required={f.required}
              aria-required={f.required || undefined}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={described(f.name)}
            />
            {errors[f.name] && <p id={`${idOf(f.name)}-error`} className={styles.fieldError}>{errors[f.name]}</p>}
          </div>
        ))}
        <div className={styles.field} data-wide>
          <label htmlFor={idOf('note')} className={styles.label}>메모<span className={styles.optional}> (선택)</span></label>
          <textarea
            id={idOf('note')}
            name="note"
            className={styles.textarea}
            rows={3}
            value={values.note}
            onChange={(e) => change('note', e.target.value)}
            maxLength={1000}
            placeholder="주최 측에 전할 말이나 질문을 적어 주세요."
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={described('note')}
          />
          {errors.note && <p id={`${idOf('note')}-error`} className={styles.fieldError}>{errors.note}</p>}
        </div>
        {asksFile && (
          <div className={styles.field} data-wide>
            <label htmlFor={idOf('file')} className={styles.label}>
              {event.attendeeFileLabel}{event.attendeeFileRequired ? <span className={styles.required} aria-hidden="true"> *</span> : <span className={styles.optional}> (선택)</span>}
            </label>
            <input
              ref={fileInput}
              id={idOf('file')}
              name="file"
              type="file"
              className={styles.fileInput}
              accept={ATTENDEE_FILE_ACCEPT}
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              required={event.attendeeFileRequired}
              aria-required={event.attendeeFileRequired || undefined}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={described('file', true)}
              data-testid="attendee-file"
            />
            <p id={`${idOf('file')}-hint`} className={styles.hint}>PDF, PPTX, DOCX, XLSX, JPG, PNG · {ATTENDEE_FILE_MAX_MB}MB 이하</p>
            {errors.file && <p id={`${idOf('file')}-error`} className={styles.fieldError}>{errors.file}</p>}
          </div>
        )}
      </div>
      {formError && (
        <div className={styles.formError} role="alert" data-testid="registration-error">
          <p>{formError.message}</p>
          {formError.needsCard && (
            <>
              <p>참가비는 등록된 카드로 결제됩니다. 카드를 등록하면 이 페이지로 돌아오니, 그때 다시 신청해 주세요.</p>
              <button type="button" className={styles.ghostButton} onClick={() => { saveRegistrationDraft(event.id, values); void addCard.start(); }} disabled={addCard.pending} aria-busy={addCard.pending || undefined} data-testid="add-card">
                {addCard.pending ? '카드 등록 화면으로 이동하는 중…' : '카드 등록하고 결제하기'}
              </button>
            </>
          )}
        </div>
      )}
      {addCard.error && <p className={styles.formError} role="alert" data-testid="add-card-error">{addCard.error}</p>}
      {addCard.pending && !formError?.needsCard && <p className={styles.notice} role="status" data-testid="add-card-pending">카드 등록 화면으로 이동하고 있습니다…</p>}
      <p className={styles.privacy}>입력한 정보는 행사 운영과 안내 메일 발송에만 쓰입니다.</p>
      <button type="submit" className={styles.primaryButton} disabled={submitting || addCard.pending} aria-busy={submitting || undefined} data-testid="registration-submit">
        {submitting ? '신청하는 중…' : waitlist ? '대기 신청하기' : price > 0 ? `${formatWon(price)} 결제하고 신청하기` : '참가 신청하기'}
      </button>
    </form>
  );
}
