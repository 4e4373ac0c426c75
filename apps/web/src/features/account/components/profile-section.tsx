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

/** E-mail and sign-in channel, and the nickname change with its two snackbars (spec section 8). */
export function ProfileSection({ user }: { user: UserInfoDto }) {
  const inputId = useId();
  const snackbar = useSnackbar();
  const update = useUpdateSimple(user.userId);
  const [nickname, setNickname] = useState(user.nickname);
  const [error, setError] = useState<string | null>(null);

  // Follow the refreshed user data after a change.
  useEffect(() => setNickname(user.nickname), [user.nickname]);

  const unchanged = nickname.trim() === user.nickname;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '닉네임을 확인해 주세요.');
      return;
    }
    setError(null);
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
          <input
            id={inputId}
            className={styles.input}
            value={nickname}
            onChange={(event) => { setNickname(event.target.value); if (error) setError(null); }}
            maxLength={NICKNAME_MAX + 10}
            autoComplete="nickname"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          />
          <Button type="submit" size="lg" loading={update.isPending} disabled={unchanged}>변경</Button>
        </div>
        {error
          ? <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p>
          : <p id={`${inputId}-hint`} className={styles.hint}>한글, 영문, 숫자, 공백, 밑줄(_)로 2~20자</p>}
      </form>
    </Section>
  );
}
