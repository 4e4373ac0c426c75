import type { AdminArticleListItemDto } from '@spi/core';

export type ArticleStatus = AdminArticleListItemDto['status'];

export const STATUS_LABEL: Record<ArticleStatus, string> = {
  DRAFT: '임시저장',
  SCHEDULED: '예약',
  PUBLISHED: '발행',
  ARCHIVED: '보관',
};

export const STATUS_TABS: Array<{ value: ArticleStatus | null; label: string }> = [
  { value: null, label: '전체' },
  { value: 'DRAFT', label: '임시저장' },
  { value: 'SCHEDULED', label: '예약' },
  { value: 'PUBLISHED', label: '발행' },
  { value: 'ARCHIVED', label: '보관' },
];

export const SECTION_LABEL: Record<AdminArticleListItemDto['section'], string> = { PRO: 'SPI Pro', LIFESTYLE: '라이프스타일' };
export const TYPE_LABEL: Record<AdminArticleListItemDto['type'], string> = { CONTENT: '콘텐츠', MARKETING: '마케팅' };

/** The category path as readers see it ('오피스 > 시장' -> '오피스 | 시장'). */
export function displayPath(path: string | null | undefined): string {
  return (path ?? '').split('>').map((s) => s.trim()).filter(Boolean).join(' | ');
}
