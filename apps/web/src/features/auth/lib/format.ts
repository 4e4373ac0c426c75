export { formatSeoulDate } from '@/lib/seoul-time';

const PROVIDER_LABELS: Record<string, string> = { kakao: '카카오', google: 'Google', email: '이메일' };

export function providerLabel(provider: string | null | undefined): string {
  return (provider && PROVIDER_LABELS[provider]) || '소셜 계정';
}
