import { formatSeoulDateTime } from '@/lib/seoul-time';

/**
 * The article's 입력 and 수정 times as shown under the title ('입력 2026.11.20 09:30 · 수정 2026.11.21 14:05',
 * YYYY.MM.DD HH:mm, Asia/Seoul). 수정 is null when it shows the same minute as 입력 (or is unreadable).
 */
export function articleTimes(published: string, updatedAt: string): { published: string; updated: string | null } {
  const shownPublished = formatSeoulDateTime(published);
  const shownUpdated = formatSeoulDateTime(updatedAt);
  return { published: shownPublished, updated: shownUpdated && shownUpdated !== shownPublished ? shownUpdated : null };
}
