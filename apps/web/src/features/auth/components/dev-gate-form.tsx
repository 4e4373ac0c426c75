'use client';

import { API_ROOTS } from '@spi/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DEV_GATE_ATTEMPTS, DEV_GATE_BLOCKED_MESSAGE, DEV_GATE_REQUIRED_MESSAGE, devGateResponseSchema, devGateStatusSchema,
} from '@spi/core';
import { Button } from '@/components/ui';
import { api, isApiError } from '@/lib/api-client';
import styles from './dev-gate-form.module.css';

/**
 * The development gate (spec sections 4 and 8, non-production only): a key checked by the API and
 * remembered for the browser session, 5 attempts, the three messages verbatim.
 */
export function DevGateForm() {
  const inputId = useId();
  const [key, setKey] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    api.get(`${API_ROOTS.auth}/dev-gate`, { schema: devGateStatusSchema, auth: false })
      .then((status) => {
        if (status.blocked) {
          setBlocked(true);
          setMessage(DEV_GATE_BLOCKED_MESSAGE);
        }
      })
      .catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim() || blocked) return;
    setPending(true);
    try {
      await api.post(`${API_ROOTS.auth}/dev-gate`, { key }, { schema: devGateResponseSchema, auth: false });
      // The address is the page that was asked for (the proxy rewrote it): load it again, now with the grant.
      window.location.reload();
    } catch (error) {
      setPending(false);
      setKey('');
      if (isApiError(error) && error.code === 'DEV_GATE_BLOCKED') {
        setBlocked(true);
        setMessage(DEV_GATE_BLOCKED_MESSAGE);
      } else {
        setMessage(isApiError(error) ? error.message : '키를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      }
    }
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="dev-gate-title" noValidate>
        <span className={styles.lock} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></svg>
        </span>
        <h1 id="dev-gate-title" className={styles.title}>{DEV_GATE_REQUIRED_MESSAGE}</h1>
        <p className={styles.lead}>개발 서버입니다. 전달받은 접근 키를 입력해 주세요. 키는 {DEV_GATE_ATTEMPTS}번까지 입력할 수 있습니다.</p>
        <label htmlFor={inputId} className={styles.label}>접근 키</label>
        <input
          id={inputId}
          type="password"
          className={styles.input}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          autoComplete="off"
          disabled={blocked}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-message` : undefined}
          autoFocus
        />
        {message && <p id={`${inputId}-message`} className={styles.error} role="alert" data-testid="dev-gate-message">{message}</p>}
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={blocked || !key.trim()}>확인</Button>
      </form>
    </div>
  );
}
