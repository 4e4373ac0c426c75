import { seoulDayKey } from '@/lib/seoul-time';

/**
 * The student verification reminder shows at most once a day (Asia/Seoul calendar day) per member: the
 * day it last showed is kept in localStorage. Storage can throw (private mode, quota): the reminder
 * then simply shows, which is harmless.
 */
const key = (userId: string) => `spi-student-reminder:${userId}`;

export function reminderShownToday(userId: string, now: number): boolean {
  try {
    return localStorage.getItem(key(userId)) === seoulDayKey(now);
  } catch {
    return false;
  }
}

export function markReminderShown(userId: string, now: number): void {
  try {
    localStorage.setItem(key(userId), seoulDayKey(now));
  } catch {
    // Not stored: it may show again today.
  }
}
