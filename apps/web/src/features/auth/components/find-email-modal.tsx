'use client';

import { useId, useState, type FormEvent } from 'react';
import { findEmailsQuerySchema } from '@spi/core';
import { Button, ModalActions, ModalBody, ModalHeader, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { findLegacyEmails } from '../api/session-requests';
import { formatSeoulDate, providerLabel } from '../lib/format';
import styles from './find-email-modal.module.css';

type Found = Array<{ maskedEmail: string; provider: string | null; joinedAt: string | null }>;

/**
 * Named modal 'find-email': the e-mail of an account from the previous service, found by its old id
 * (GET /api/sejong/v1/migrations/find_emails). Shows the masked addresses or the API's Korean message.
 */
export default function FindEmailModal({ close }: ModalComponentProps<unknown, void>) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = findEmailsQuerySchema.safeParse({ legacyUserId: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '아이디를 입력해 주세요.');
      return;
    }
    setFieldError(null);
    setFailure(null);
    setResult(null);
    setPending(true);
    try {
      setResult((await findLegacyEmails(parsed.data.legacyUserId)).emails);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : '이메일을 찾지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ModalHeader title="기존 회원 이메일 찾기" />
      <ModalBody>
        <p className={styles.lead}>
          이전 SPI 서비스에서 쓰던 아이디를 입력하면 가입할 때 사용한 이메일을 일부 가려서 보여 드립니다.
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={styles.label}>이전 서비스 아이디</label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="username"
              spellCheck={false}
              maxLength={100}
              placeholder="예: spi_member01"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              data-autofocus=""
            />
            <Button type="submit" loading={pending}>찾기</Button>
          </div>
          {fieldError && <p id={errorId} className={styles.fieldError} role="alert">{fieldError}</p>}
        </form>
        <div aria-live="polite">
          {failure && <p className={styles.failure} role="alert" data-testid="find-email-error">{failure}</p>}
          {result && (
            <div className={styles.result} data-testid="find-email-result">
              <p className={styles.resultTitle}>가입된 이메일 {result.length}개를 찾았습니다.</p>
              <ul className={styles.list}>
                {result.map((item) => (
                  <li key={`${item.maskedEmail}-${item.provider ?? ''}`} className={styles.item}>
                    <span className={styles.email}>{item.maskedEmail}</span>
                    <span className={styles.meta}>
                      {providerLabel(item.provider)}
                      {item.joinedAt && ` · ${formatSeoulDate(item.joinedAt)} 가입`}
                    </span>
                  </li>
                ))}
              </ul>
              <p className={styles.hint}>이 이메일과 연결된 카카오 또는 Google 계정으로 로그인해 주세요.</p>
            </div>
          )}
        </div>
      </ModalBody>
      <ModalActions>
        <Button variant="secondary" size="lg" onClick={() => close()}>닫기</Button>
      </ModalActions>
    </>
  );
}

