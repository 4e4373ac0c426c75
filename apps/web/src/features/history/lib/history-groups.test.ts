import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '../api/history-api';
import { historyDayLabel, mergeHistoryPages, viewedTime } from './history-groups';

const article = (articleId: number, viewedAt: string) => ({
  articleId,
  author: { writerId: 'w', slug: 'w', name: '필자', title: '기자' },
  categoryId: null, categoryName: null, seriesId: null, seriesName: null, label: '',
  section: 'PRO' as const, isMemberOnly: false, isPublic: true, published: '2026-06-01T00:00:00Z',
  thumbnail: null, title: `기사 ${articleId}`, description: '', type: 'CONTENT' as const, readMinutes: 3, viewedAt,
});

const page = (data: HistoryPage['data'], count: number, n = 0): HistoryPage => ({ data, pagination: { page: n, size: 2, count } });

describe('history day labels (Asia/Seoul)', () => {
  const now = new Date('2026-06-10T00:30:00+09:00');
  it('says 오늘 and 어제, else YYYY.MM.DD (요일)', () => {
    expect(historyDayLabel('2026-06-10', now)).toBe('오늘');
    expect(historyDayLabel('2026-06-09', now)).toBe('어제');
    expect(historyDayLabel('2026-06-08', now)).toBe('2026.06.08 (월)');
    expect(historyDayLabel('2025-12-31', now)).toBe('2025.12.31 (수)');
  });

  it('uses the Seoul day even when UTC is still on the previous one', () => {
    // 2026-06-09 15:30 UTC is 2026-06-10 00:30 in Seoul.
    expect(historyDayLabel('2026-06-10', new Date('2026-06-09T15:30:00Z'))).toBe('오늘');
  });

  it('shows the read time as HH:mm in Seoul', () => {
    expect(viewedTime('2026-06-09T15:30:00Z')).toBe('00:30');
  });
});

describe('mergeHistoryPages', () => {
  const now = new Date('2026-06-10T12:00:00+09:00');
  it('joins a day cut by a page boundary, newest day first, without repeats', () => {
    const first = page({ '2026-06-10': [article(1, '2026-06-10T03:00:00Z'), article(2, '2026-06-10T02:00:00Z')] }, 5);
    const second = page({ '2026-06-10': [article(2, '2026-06-10T02:00:00Z'), article(3, '2026-06-10T01:00:00Z')], '2026-06-08': [article(4, '2026-06-08T01:00:00Z')] }, 5, 1);
    const groups = mergeHistoryPages([first, second], now);
    expect(groups.map((g) => [g.day, g.label, g.articles.map((a) => a.articleId)])).toEqual([
      ['2026-06-10', '오늘', [1, 2, 3]],
      ['2026-06-08', '2026.06.08 (월)', [4]],
    ]);
  });

  it('is empty for no pages', () => {
    expect(mergeHistoryPages([], now)).toEqual([]);
  });
});
