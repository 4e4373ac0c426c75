export { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';

const CHANNELS: Record<string, string> = { kakao: '카카오', google: 'Google' };

export function channelLabel(channel: string | null | undefined): string {
  return (channel && CHANNELS[channel]) || '기타';
}
