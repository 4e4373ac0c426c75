export { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';
import { formatSeoulDate } from '@/lib/seoul-time';

const CHANNELS: Record<string, string> = { kakao: '카카오', google: 'Google' };

export function channelLabel(channel: string | null | undefined): string {
  return (channel && CHANNELS[channel]) || '기타';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in Korean: '방금 전', 'N분 전', 'N시간 전', 'N일 전' (up to 30 days), else the Asia/Seoul
 * date. A time slightly in the future (clock skew) reads '방금 전'; '' for an unreadable date.
 */
export function formatRelativeKo(instant: string | number | Date, nowMs: number = Date.now()): string {
  const time = (instant instanceof Date ? instant : new Date(instant)).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = nowMs - time;
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  return formatSeoulDate(time);
}
