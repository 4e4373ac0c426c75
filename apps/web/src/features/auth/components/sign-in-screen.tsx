'use client';

import { API_ROOTS } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { ERROR_CATALOGUE, type ErrorCode, type Provider } from '@spi/core';
import { openModal } from '@/components/ui';
import { Logo } from '@/components/brand/logo';
import { markPendingLogin, maskEmail, readLastLogin, type LastLogin } from '../lib/browser';
import { FIND_EMAIL_MODAL } from '../lib/register-modals';
import { AlertIcon, GoogleMark, KakaoSymbol } from './icons';
import styles from './sign-in-screen.module.css';

const FALLBACK_ERROR = '로그인 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.';

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in ERROR_CATALOGUE ? ERROR_CATALOGUE[code as ErrorCode].message : FALLBACK_ERROR;
}

const PROVIDER_BUTTONS: Array<{ provider: Provider; label: string }> = [
  { provider: 'kakao', label: '카카오 로그인' },
  { provider: 'google', label: 'Google 계정으로 로그인' },
];

/**
 * /sign-in: the two social login buttons (each following its provider's button guidelines), the last
 * login on this browser marked '최근 로그인' with its masked e-mail, the error of a failed attempt, and
 * the find-email modal for accounts of the previous service.
 */
export function SignInScreen({ redirectTo, errorCode }: { redirectTo: string; errorCode: string | null }) {
  const [lastLogin, setLastLogin] = useState<LastLogin | null>(null);
  useEffect(() => setLastLogin(readLastLogin()), []);
  const error = signInErrorMessage(errorCode);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <div className={styles.brand}><Logo layout="symbol" width={40} /></div>
        <h1 id="sign-in-title" className={styles.title}>SPI 로그인</h1>
        <p className={styles.lead}>상업용 부동산 뉴스와 데이터를 한곳에서.<br />사용하시는 소셜 계정으로 간편하게 시작하세요.</p>

        {error && (
          <div className={styles.error} role="alert" data-testid="sign-in-error">
            <AlertIcon size={18} />
            <span>{error}</span>
          </div>
        )}

        <ul className={styles.providers}>
          {PROVIDER_BUTTONS.map(({ provider, label }) => {
            const recent = lastLogin?.channel === provider;
            return (
              <li key={provider} className={styles.providerItem}>
                <a
                  href={`${API_ROOTS.auth}/${provider}/start?redirect=${encodeURIComponent(redirectTo)}`}
                  className={clsx(styles.providerButton, styles[provider])}
                  onClick={() => markPendingLogin(provider)}
                  data-testid={`sign-in-${provider}`}
                  aria-describedby={recent ? `recent-${provider}` : undefined}
                >
                  <span className={styles.mark}>{provider === 'kakao' ? <KakaoSymbol /> : <GoogleMark />}</span>
                  <span className={styles.label}>{label}</span>
                </a>
                {recent && lastLogin && (
                  <p id={`recent-${provider}`} className={styles.recent} data-testid="recent-login">
                    <span className={styles.recentBadge}>최근 로그인</span>
                    <span className={styles.recentEmail}>{maskEmail(lastLogin.email)}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>

        <p className={styles.note}>처음이시면 소셜 계정으로 로그인한 뒤 약관 동의와 닉네임 설정으로 가입이 완료됩니다.</p>

        <div className={styles.divider} role="presentation" />
        <div className={styles.help}>
          <span>이전 SPI 계정을 쓰셨나요?</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => { void openModal({ name: FIND_EMAIL_MODAL, options: { isEnableCloseByBackground: true } }); }}
          >
            기존 회원 이메일 찾기
          </button>
        </div>
        <p className={styles.support}>
          로그인에 어려움이 있으면 <Link href="/support/inquiry">1:1 문의</Link>로 알려 주세요.
        </p>
      </section>
    </div>
  );
}
