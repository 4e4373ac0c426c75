'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NICKNAME_MAX, nicknameSchema, signupConfirmRequestSchema, validationErrorDetailsSchema } from '@spi/core';
import { Button } from '@/components/ui';
import { isApiError, saveAccessToken } from '@/lib/api-client';
import { confirmSignup } from '../api/session-requests';
import { AUTH_EVENTS, track } from '@/lib/analytics';
import { takePendingLogin } from '../lib/browser';
import { providerLabel } from '../lib/format';
import { useSession } from '../lib/session-context';
import { MARKETING_SUMMARY, PRIVACY_SUMMARY, TERMS_SUMMARY } from '../lib/terms';
import { GoogleMark, KakaoSymbol } from './icons';
import styles from './sign-up-form.module.css';

export interface SignUpFormProps {
  pending: { userId: string; email: string; provider: 'kakao' | 'google'; suggestedNickname: string };
  /** The current query of /sign-up (e.g. redirect), carried to /sign-up/done. */
  query: Record<string, string>;
}

type Consent = 'terms' | 'privacy' | 'marketing';
type FieldErrors = Partial<Record<'nickname' | 'terms' | 'privacy' | 'form', string>>;

/** /sign-up/done with the current query merged with the welcome flag (spec section 2). */
export function doneHref(query: Record<string, string>): string {
  const params = new URLSearchParams(query);
  params.set('welcome', '1');
  return `/sign-up/done?${params.toString()}`;
}

/**
 * The last step of a first social login (spec section 2 and section 4, item 7): required terms and
 * privacy consent, optional newsletter consent (subscribeNews), nickname. Success saves the tokens,
 * records the sign-up and goes to /sign-up/done.
 */
export function SignUpForm({ pending, query }: SignUpFormProps) {
  const router = useRouter();
  const session = useSession();
  const nicknameId = useId();
  const [nickname, setNickname] = useState(pending.suggestedNickname);
  const [consents, setConsents] = useState<Record<Consent, boolean>>({ terms: false, privacy: false, marketing: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const all = consents.terms && consents.privacy && consents.marketing;
  const some = consents.terms || consents.privacy || consents.marketing;

  const setConsent = (key: Consent, value: boolean) => {
    setConsents((current) => ({ ...current, [key]: value }));
    if (key !== 'marketing' && value) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const checkNickname = (value: string): string | undefined => {
    const result = nicknameSchema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { termsAgreed: consents.terms, privacyAgreed: consents.privacy, subscribeNews: consents.marketing, nickname };
    const parsed = signupConfirmRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'termsAgreed' ? 'terms' : issue.path[0] === 'privacyAgreed' ? 'privacy' : issue.path[0] === 'nickname' ? 'nickname' : 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      const firstInvalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await confirmSignup(pending.userId, parsed.data);
      saveAccessToken(result.accessToken);
      takePendingLogin();
      await session.reload();
      track(AUTH_EVENTS.signUp, { method: pending.provider, newsletter: parsed.data.subscribeNews });
      router.replace(doneHref(query));
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const details = validationErrorDetailsSchema.safeParse(error.details);
        const nicknameIssue = details.success ? details.data.issues.find((issue) => issue.path === 'nickname') : undefined;
        setErrors(nicknameIssue ? { nickname: nicknameIssue.message } : { form: error.message });
        return;
      }
      setErrors({ form: isApiError(error) ? error.message : '가입을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    }
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="sign-up-title">
        <p className={styles.step}>마지막 단계</p>
        <h1 id="sign-up-title" className={styles.title}>SPI 회원가입</h1>
        <p className={styles.lead}>약관에 동의하고 닉네임을 정하면 가입이 완료됩니다.</p>

        <div className={styles.account} data-testid="sign-up-account">
          <span className={styles.providerMark} data-provider={pending.provider} aria-hidden="true">
            {pending.provider === 'kakao' ? <KakaoSymbol size={16} /> : <GoogleMark size={16} />}
          </span>
          <span className={styles.accountText}>
            <span className={styles.accountProvider}>{providerLabel(pending.provider)} 계정으로 가입</span>
            <span className={styles.accountEmail}>{pending.email}</span>
          </span>
        </div>

        <div className={styles.field}>
          <label htmlFor={nicknameId} className={styles.label}>닉네임</label>
          <div className={styles.inputWrap}>
            <input
              id={nicknameId}
              className={styles.input}
              value={nickname}
              onChange={(event) => {
                setNickname(event.target.value);
                if (errors.nickname) setErrors((current) => ({ ...current, nickname: checkNickname(event.target.value) }));
              }}
              onBlur={() => setErrors((current) => ({ ...current, nickname: checkNickname(nickname) }))}
              maxLength={NICKNAME_MAX + 10}
              autoComplete="nickname"
              aria-invalid={errors.nickname ? true : undefined}
              aria-describedby={`${nicknameId}-hint${errors.nickname ? ` ${nicknameId}-error` : ''}`}
            />
            <span className={styles.counter} aria-hidden="true">{[...nickname.trim()].length}/{NICKNAME_MAX}</span>
          </div>
          {errors.nickname ? (
            <p id={`${nicknameId}-error`} className={styles.fieldError} role="alert">{errors.nickname}</p>
          ) : null}
          <p id={`${nicknameId}-hint`} className={styles.hint}>한글, 영문, 숫자, 공백, 밑줄(_)로 2~20자</p>
        </div>

        <fieldset className={styles.consents}>
          <legend className={styles.label}>약관 동의</legend>
          <label className={styles.allRow}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={all}
              ref={(element) => { if (element) element.indeterminate = some && !all; }}
              onChange={(event) => {
                const value = event.target.checked;
                setConsents({ terms: value, privacy: value, marketing: value });
                if (value) setErrors((current) => ({ ...current, terms: undefined, privacy: undefined }));
              }}
            />
            <span className={styles.allLabel}>전체 동의</span>
          </label>
          <p className={styles.allHint}>선택 항목(뉴스레터 및 마케팅 정보 수신)을 포함해 모두 동의합니다.</p>
          <ConsentItem
            label="서비스 이용약관 동의 (필수)"
            checked={consents.terms}
            onChange={(value) => setConsent('terms', value)}
            error={errors.terms}
            details={TERMS_SUMMARY}
          />
          <ConsentItem
            label="개인정보 수집 및 이용 동의 (필수)"
            checked={consents.privacy}
            onChange={(value) => setConsent('privacy', value)}
            error={errors.privacy}
            details={PRIVACY_SUMMARY}
          />
          <ConsentItem
            label="뉴스레터 및 마케팅 정보 수신 동의 (선택)"
            checked={consents.marketing}
            onChange={(value) => setConsent('marketing', value)}
            details={MARKETING_SUMMARY}
          />
        </fieldset>

        {errors.form && <p className={styles.formError} role="alert">{errors.form}</p>}

        <Button type="submit" size="lg" fullWidth loading={submitting} className={styles.submit}>
          동의하고 가입 완료
        </Button>
      </form>
    </div>
  );
}

function ConsentItem({ label, checked, onChange, error, details }: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string;
  details: string[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.consent}>
      <div className={styles.consentRow}>
        <label className={styles.consentLabel}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span>{label}</span>
        </label>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '접기' : '보기'}
          <span className="visually-hidden"> {label.replace(/ \((필수|선택)\)$/, '')} 내용</span>
        </button>
      </div>
      {error && <p id={`${id}-error`} className={styles.fieldError} role="alert">{error}</p>}
      <Details id={`${id}-details`} open={open}>
        <ul className={styles.detailList}>
          {details.map((line) => <li key={line}>{line}</li>)}
        </ul>
      </Details>
    </div>
  );
}

function Details({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div id={id} className={styles.details} hidden={!open}>
      {children}
    </div>
  );
}
