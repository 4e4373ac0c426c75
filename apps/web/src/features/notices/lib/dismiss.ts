import { NOTICE_DISMISS_STORAGE_KEY } from '@spi/core/operations/model';
import { seoulDayKey } from '@/lib/seoul-time';

/** `{ [noticeId]: 'YYYY-MM-DD' }`: the Seoul day until whose end a notice stays hidden ('오늘 하루 보지 않기'). */
type HiddenMap = Record<string, string>;

function read(): HiddenMap {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(NOTICE_DISMISS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The notices not hidden on the Seoul day of `now` (a notice stays hidden until its stored day has ended). */
export function visibleNotices<T extends { id: string }>(notices: T[], now: Date = new Date()): T[] {
  const hidden = read();
  const today = seoulDayKey(now);
  return notices.filter((n) => {
    const until = hidden[n.id];
    return until === undefined || until < today;
  });
}

/** Hides these notices until the Seoul day of `now` ends; entries of earlier days are dropped. */
export function hideNoticesToday(ids: string[], now: Date = new Date()): void {
  const today = seoulDayKey(now);
  const kept = Object.fromEntries(Object.entries(read()).filter(([, day]) => day >= today));
  for (const id of ids) kept[id] = today;
  try {
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the notice simply shows again next time.
  }
}
