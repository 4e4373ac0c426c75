import { mediaPath, type AdminArticleDetailDto, type AdminArticleListItemDto, type PaywallPositionDto } from '@spi/core';
import { paywallPosition } from '../content/sanitize';
import type { AdminArticleRow } from '../loaders/load-admin-articles';
import type { MediaRow } from '../loaders/load-media';
import { presentMediaItem } from './admin-media';

const userRef = (userId: string | null, nickname: string | null) => (userId ? { userId, nickname } : null);

/** A row of the CMS article list (any status). */
export function presentAdminArticleListItem(row: AdminArticleRow): AdminArticleListItemDto {
  const a = row.article;
  return {
    articleId: a.id,
    slug: a.slug,
    title: a.title,
    section: a.section,
    type: a.type,
    status: a.status,
    isMemberOnly: a.isMemberOnly,
    isPublic: a.isPublic,
    categoryId: a.categoryId,
    categoryPath: row.categoryPath,
    seriesName: row.seriesName,
    writerName: row.writerName,
    thumbnail: a.thumbnailMediaId ? mediaPath(a.thumbnailMediaId, row.thumbnailVariants && 'small' in row.thumbnailVariants ? 'small' : undefined) : null,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    scheduledAt: a.scheduledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    updatedBy: userRef(a.updatedBy, row.updatedByNickname),
  };
}

/** Where the paywall falls in stored HTML, for the editor and the preview. */
export function presentPaywall(html: string, isMemberOnly: boolean): PaywallPositionDto {
  return { applies: isMemberOnly, ...paywallPosition(html) };
}

export interface AdminArticleDetailContext {
  tagNames: string[];
  media: Map<string, MediaRow>;
  revisionCount: number;
}

/** The article as the editor reopens it: every saved field, its media, status and history size. */
export function presentAdminArticleDetail(row: AdminArticleRow, context: AdminArticleDetailContext): AdminArticleDetailDto {
  const a = row.article;
  const mediaOf = (id: string | null) => {
    const found = id ? context.media.get(id) : undefined;
    return found ? presentMediaItem(found) : null;
  };
  return {
    ...presentAdminArticleListItem(row),
    description: a.description,
    seriesId: a.seriesId,
    tagNames: context.tagNames,
    writerId: a.writerId,
    html: a.html,
    doc: a.doc ?? null,
    thumbnailMediaId: a.thumbnailMediaId,
    voiceMediaId: a.voiceMediaId,
    videos: a.videos,
    readMinutes: a.readMinutes,
    thumbnailMedia: mediaOf(a.thumbnailMediaId),
    voiceMedia: mediaOf(a.voiceMediaId),
    createdBy: userRef(a.createdBy, row.createdByNickname),
    paywall: presentPaywall(a.html, a.isMemberOnly),
    revisionCount: context.revisionCount,
    readerPath: `/article?id=${a.id}`,
  };
}
