const seoulDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY.MM.DD in Asia/Seoul. */
export function formatSeoulDate(iso: string): string {
  const parts = Object.fromEntries(seoulDate.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}

const PROVIDER_LABELS: Record<string, string> = { kakao: '카카오', google: 'Google', email: '이메일' };

export function providerLabel(provider: string | null | undefined): string {
  return (provider && PROVIDER_LABELS[provider]) || '소셜 계정';
}
