import { articleSnapshotSchema, type ArticleRevisionSummaryDto, type ArticleSnapshot } from '@spi/core';
import type { RevisionRow } from '../loaders/load-admin-articles';

export function presentRevisionSummary(row: RevisionRow): ArticleRevisionSummaryDto {
  return {
    revisionId: row.id,
    articleId: row.articleId,
    title: row.title,
    note: row.note,
    editor: row.editorId ? { userId: row.editorId, nickname: row.editorNickname } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of a snapshot that no longer fits the current shape: shown as an empty draft. */
function emptySnapshot(title: string): ArticleSnapshot {
  return {
    title, description: '', section: 'PRO', type: 'CONTENT', categoryId: null, seriesId: null, tagNames: [], writerId: '', html: '',
    isMemberOnly: false, isPublic: true, thumbnailMediaId: null, voiceMediaId: null, videos: [], readMinutes: 1,
  };
}

export function presentRevisionDetail(row: RevisionRow & { snapshot: Record<string, unknown> }): ArticleRevisionSummaryDto & { snapshot: ArticleSnapshot } {
  const parsed = articleSnapshotSchema.safeParse(row.snapshot);
  return { ...presentRevisionSummary(row), snapshot: parsed.success ? parsed.data : emptySnapshot(row.title) };
}
