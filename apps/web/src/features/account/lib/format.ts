const seoul = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

function parts(iso: string): Record<string, string> {
  return Object.fromEntries(seoul.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** YYYY.MM.DD HH:mm in Asia/Seoul. */
export function formatSeoulDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** YYYY.MM.DD in Asia/Seoul. */
export function formatSeoulDate(iso: string): string {
  const p = parts(iso);
  return `${p.year}.${p.month}.${p.day}`;
}

const CHANNELS: Record<string, string> = { kakao: '카카오', google: 'Google' };

export function channelLabel(channel: string | null | undefined): string {
  return (channel && CHANNELS[channel]) || '기타';
}
