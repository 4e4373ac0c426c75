import { formatSeoulTime, previousDayKey, seoulDayKey, weekdayOfDayKey } from '@/lib/seoul-time';
import type { HistoryPage } from '../api/history-api';

export type HistoryArticle = HistoryPage['data'][string][number];
export interface HistoryGroup { day: string; label: string; articles: HistoryArticle[] }

/** '오늘', '어제', else 'YYYY.MM.DD (요일)', for a YYYY-MM-DD day (Asia/Seoul) seen from `now`. */
export function historyDayLabel(dayKey: string, now: Date = new Date()): string {
  const today = seoulDayKey(now);
  if (dayKey === today) return '오늘';
  if (dayKey === previousDayKey(today)) return '어제';
  return `${dayKey.replace(/-/g, '.')} (${weekdayOfDayKey(dayKey)})`;
}

/**
 * The loaded pages as one list of day groups, newest day first. A day cut by a page boundary continues
 * in the next page: its articles join the same group (an article already shown that day is not repeated).
 */
export function mergeHistoryPages(pages: HistoryPage[], now: Date = new Date()): HistoryGroup[] {
  const groups = new Map<string, HistoryArticle[]>();
  for (const page of pages) {
    for (const [day, articles] of Object.entries(page.data)) {
      const list = groups.get(day) ?? [];
      for (const article of articles) if (!list.some((a) => a.articleId === article.articleId)) list.push(article);
      groups.set(day, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, articles]) => ({ day, label: historyDayLabel(day, now), articles }));
}

/** 'HH:mm' (Asia/Seoul) of a read, for the row. */
export function viewedTime(iso: string): string {
  return formatSeoulTime(iso);
}

