import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@spi/core';

export type ConsentChoice = 'granted' | 'denied';

export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)`).exec(document.cookie)?.[1];
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${CONSENT_COOKIE_DAYS * 86_400}; samesite=lax${secure}`;
}

export const CONSENT_TEXTS = {
  message: '서비스 개선을 위해 Google Analytics 등 분석 도구로 이용 기록을 수집합니다. 동의하지 않아도 서비스를 이용할 수 있습니다.',
  accept: '동의',
  reject: '거부',
  more: '자세히 보기',
  label: '분석 도구 사용 동의',
} as const;
