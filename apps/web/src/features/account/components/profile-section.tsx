'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { NICKNAME_MAX, nicknameSchema, type UserInfoDto } from '@spi/core';
import { Button, useSnackbar } from '@/components/ui';
import { useUpdateSimple } from '../api/account-api';
import { channelLabel } from '../lib/format';
import { Section } from '@/components/settings/section';
import styles from './forms.module.css';

export const NICKNAME_CHANGED = '닉네임이 변경되었습니다.';
export const NICKNAME_CHANGE_FAILED = '닉네임 변경에 실패하였습니다.';

/** The first error of core's nickname rule (the same schema sign-up uses), or undefined when valid. */
export function nicknameError(value: string): string | undefined {
  const result = nicknameSchema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '닉네임을 확인해 주세요.');
}

/**
 * E-mail and sign-in channel, and the nickname change with its two snackbars (spec section 8). The
 * nickname field behaves like sign-up's: a 0/20 counter, core's rule checked as the member types (after
 * the first change) and the button disabled while the value is invalid or unchanged.
 */
export function ProfileSection({ user }: { user: UserInfoDto }) {
  const inputId = useId();
  const snackbar = useSnackbar();
  const update = useUpdateSimple(user.userId);
  const [nickname, setNickname] = useState(user.nickname);
  const [touched, setTouched] = useState(false);

  // Follow the refreshed user data after a change.
  useEffect(() => {
    setNickname(user.nickname);
    setTouched(false);
  }, [user.nickname]);

  const error = touched ? nicknameError(nickname) : undefined;
  const invalid = nicknameError(nickname) !== undefined;
  const unchanged = nickname.trim() === user.nickname;
  const length = [...nickname.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success || parsed.data === user.nickname) return;
    update.mutate(
      { nickname: parsed.data, useEmail: user.useEmail },
      {
        onSuccess: () => snackbar.show({ type: 'Success', message: NICKNAME_CHANGED, position: 'bottom-center' }),
        onError: () => snackbar.show({ type: 'Danger', message: NICKNAME_CHANGE_FAILED, position: 'bottom-center' }),
      },
    );
  };

  return (
    <Section title="프로필" description="다른 회원과 SPI 운영팀에 보이는 정보입니다.">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>이메일</dt>
          <dd data-testid="settings-email">{user.email}</dd>
        </div>
        <div className={styles.fact}>
          <dt>로그인 방식</dt>
          <dd><span className={styles.chip} data-provider={user.provider}>{channelLabel(user.provider)}</span></dd>
        </div>
        <div className={styles.fact}>
          <dt>회원 유형</dt>
          <dd>{user.type === 'CORPORATE' ? `법인 회원${user.assign === 'MANAGER' ? ' · 관리자' : ''}` : '개인 회원'}</dd>
        </div>
      </dl>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>닉네임</label>
        <div className={styles.inlineRow}>
          <div className={styles.inputWrap}>
            <input
              id={inputId}
              className={`${styles.input} ${styles.counted}`}
              value={nickname}
              onChange={(event) => { setNickname(event.target.value); setTouched(true); }}
              maxLength={NICKNAME_MAX + 10}
              autoComplete="nickname"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint ${inputId}-count${error ? ` ${inputId}-error` : ''}`}
            />
            <span
              id={`${inputId}-count`}
              className={styles.counter}
              data-over={length > NICKNAME_MAX ? true : undefined}
              data-testid="nickname-counter"
            >
              {length}/{NICKNAME_MAX}
            </span>
          </div>
          <Button type="submit" size="lg" loading={update.isPending} disabled={invalid || unchanged}>변경</Button>
        </div>
        {error ? <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p> : null}
        <p id={`${inputId}-hint`} className={styles.hint}>한글, 영문, 숫자, 공백, 밑줄(_)로 2~20자</p>
      </form>
    </Section>
  );
}
