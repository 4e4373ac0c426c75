'use client';

import { STUDENT_CODE_RESEND_SECONDS } from '@spi/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, useModal, useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { studentErrorMessage, useConfirmStudentCode, useRequestStudentCode } from '../api/verify-api';
import { STUDENT_VERIFICATION_CONFIRM_MODAL } from '../lib/register-modals';
import { formatMinutesSeconds, useSecondsUntil } from '../lib/use-countdown';
import { normalizeCode, schoolEmailHint, validateCode, validateEmailForm, type FieldErrors } from '../lib/validation';
import type { StudentConfirmArgs } from './student-confirm-modal';
import styles from './student.module.css';

/** A code on its way: where it went and until when it works. */
export interface SentCode {
  school: string;
  /** The address as entered (empty when resumed from the status, which only has it masked). */
  email: string;
  sentTo: string;
  expiresAt: string;
  resendAfter: string | null;
}

export interface EmailVerificationProps {
  initialSchool?: string;
  /** A code sent earlier that still works (status.codePendingUntil): start at the code step. */
  resume?: SentCode | null;
  /** Called after the code is accepted (the status query refetches by itself). */
  onVerified?: () => void;
  /** The server says the status changed under us (already verified, review pending): reload it. */
  onStale?: () => void;
}

/** Verification by school e-mail: school and address → the confirm modal → a code → the code back. */
export function EmailVerification({ initialSchool = '', resume = null, onVerified, onStale }: EmailVerificationProps) {
  const [sent, setSent] = useState<SentCode | null>(resume);
  const [school, setSchool] = useState(resume?.school || initialSchool);
  const [email, setEmail] = useState(resume?.email ?? '');
  return sent ? (
    <CodeStep
      sent={sent}
      onResent={setSent}
      onChangeAddress={() => setSent(null)}
      onVerified={onVerified}
      onStale={onStale}
    />
  ) : (
    <RequestStep school={school} email={email} onSchool={setSchool} onEmail={setEmail} onSent={setSent} onStale={onStale} />
  );
}

const STALE_CODES = new Set(['STUDENT_ALREADY_VERIFIED', 'STUDENT_REVIEW_PENDING']);

function RequestStep({ school, email, onSchool, onEmail, onSent, onStale }: {
  school: string;
  email: string;
  onSchool: (value: string) => void;
  onEmail: (value: string) => void;
  onSent: (sent: SentCode) => void;
  onStale?: () => void;
}) {
  const id = useId();
  const schoolRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors<'school' | 'email'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestStudentCode();
  const { open } = useModal();
  const hint = schoolEmailHint(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateEmailForm({ school, email });
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.school ? schoolRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    const args: StudentConfirmArgs = { method: 'EMAIL', ...checked.value };
    const confirmed = await open({ name: STUDENT_VERIFICATION_CONFIRM_MODAL, args });
    if (confirmed !== true) return;
    request.mutate(checked.value, {
      onSuccess: (answer) => onSent({ ...checked.value, ...answer }),
      onError: (error) => {
        if (isApiError(error) && error.code === 'STUDENT_EMAIL_NOT_SCHOOL') {
          setErrors({ email: error.message });
          emailRef.current?.focus();
          return;
        }
        if (isApiError(error) && STALE_CODES.has(error.code)) onStale?.();
        setFormError(studentErrorMessage(error));
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="student-email-form">
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-school`} className={styles.label}>학교 이름</label>
          <input
            ref={schoolRef}
            id={`${id}-school`}
            className={styles.input}
            value={school}
            onChange={(e) => { onSchool(e.target.value); if (errors.school) setErrors((x) => ({ ...x, school: undefined })); }}
            autoComplete="organization"
            placeholder="예: 서울대학교"
            aria-invalid={errors.school ? true : undefined}
            aria-describedby={errors.school ? `${id}-school-error` : undefined}
            data-testid="student-school"
          />
          {errors.school && <p id={`${id}-school-error`} className={styles.error} role="alert">{errors.school}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>학교 이메일</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => { onEmail(e.target.value); if (errors.email) setErrors((x) => ({ ...x, email: undefined })); }}
            placeholder="예: student@snu.ac.kr"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : `${id}-email-hint`}
            data-testid="student-email"
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className={styles.error} role="alert">{errors.email}</p>
          ) : (
            <p id={`${id}-email-hint`} className={styles.hint} data-tone={hint === 'school' ? 'ok' : hint === 'other' ? 'warn' : undefined} aria-live="polite" data-testid="student-email-hint">
              {hint === 'school'
                ? '학교 이메일 주소예요.'
                : hint === 'other'
                  ? '학교 이메일(ac.kr 등)이 아닌 것 같아요. 학교에서 받은 주소인지 확인해 주세요.'
                  : '학교에서 발급한 이메일(ac.kr 등)로 인증 코드를 보내 드려요.'}
            </p>
          )}
        </div>
      </div>
      {formError && <p className={styles.errorBox} role="alert" data-testid="student-email-error">{formError}</p>}
      <div className={styles.formActions}>
        <Button type="submit" size="lg" loading={request.isPending} data-testid="student-email-submit">인증 코드 받기</Button>
      </div>
    </form>
  );
}

function CodeStep({ sent, onResent, onChangeAddress, onVerified, onStale }: {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChangeAddress: () => void;
  onVerified?: () => void;
  onStale?: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmStudentCode();
  const resend = useRequestStudentCode();
  const snackbar = useSnackbar();
  const secondsLeft = useSecondsUntil(sent.expiresAt);
  const resendIn = useSecondsUntil(sent.resendAfter);
  const expired = secondsLeft === 0;

  useEffect(() => inputRef.current?.focus(), [sent.expiresAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = validateCode(code);
    if (!checked.ok) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    confirm.mutate(checked.value, {
      onSuccess: () => {
        snackbar.show({ type: 'Success', message: '학생 인증이 완료되었어요.', position: 'bottom-center' });
        onVerified?.();
      },
      onError: (err) => {
        if (isApiError(err) && STALE_CODES.has(err.code)) onStale?.();
        setError(studentErrorMessage(err));
        inputRef.current?.focus();
      },
    });
  };

  const again = () => {
    setError(null);
    setNotice(null);
    if (!sent.email) {
      // Resumed after a reload: the full address is not known here, so ask for it again.
      onChangeAddress();
      return;
    }
    resend.mutate({ school: sent.school, email: sent.email }, {
      onSuccess: (answer) => {
        setCode('');
        setNotice('새 인증 코드를 보냈어요. 이전 코드는 더 이상 쓸 수 없어요.');
        onResent({ ...sent, ...answer });
      },
      onError: (err) => setError(studentErrorMessage(err)),
    });
  };

  const canResend = resendIn === null || resendIn === 0;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="student-code-form">
      <p className={styles.sent} data-testid="student-code-sent">
        <strong>{sent.sentTo}</strong>(으)로 6자리 인증 코드를 보냈어요. 메일이 보이지 않으면 스팸함도 확인해 주세요.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-code`} className={styles.label}>인증 코드</label>
        <div className={styles.codeRow}>
          <input
            ref={inputRef}
            id={`${id}-code`}
            className={`${styles.input} ${styles.code}`}
            value={code}
            onChange={(e) => { setCode(normalizeCode(e.target.value)); if (error) setError(null); }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            enterKeyHint="done"
            placeholder="000000"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-code-timer${error ? ` ${id}-code-error` : ''}`}
            data-testid="student-code"
          />
          <Button type="submit" size="lg" loading={confirm.isPending} disabled={expired} data-testid="student-code-submit">인증하기</Button>
        </div>
        <p id={`${id}-code-timer`} className={styles.hint}>
          {secondsLeft === null ? null : expired ? (
            <span className={styles.countdown} data-expired="" data-testid="student-code-countdown">코드의 유효시간이 지났어요. 코드를 다시 받아 주세요.</span>
          ) : (
            <>남은 시간 <span className={styles.countdown} data-testid="student-code-countdown" role="timer" aria-live="off">{formatMinutesSeconds(secondsLeft)}</span></>
          )}
        </p>
        {error && <p id={`${id}-code-error`} className={styles.error} role="alert" data-testid="student-code-error">{error}</p>}
        {notice && <p className={styles.hint} data-tone="ok" role="status">{notice}</p>}
      </div>
      <div className={styles.resendRow}>
        <span>코드를 받지 못했나요?</span>
        <button type="button" className={styles.textButton} onClick={again} disabled={!canResend || resend.isPending} data-testid="student-code-resend">
          {canResend ? '코드 다시 받기' : `${resendIn}초 후 다시 받기`}
        </button>
        <button type="button" className={styles.textButton} onClick={onChangeAddress} data-testid="student-email-change">이메일 주소 바꾸기</button>
      </div>
      <p className={styles.hint}>코드는 {STUDENT_CODE_RESEND_SECONDS}초가 지나면 다시 받을 수 있고, 새 코드를 받으면 이전 코드는 쓸 수 없어요.</p>
    </form>
  );
}
