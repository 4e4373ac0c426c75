import { articleLabel, readerParts, type ArticleAccess, type ArticleDetailDto, type ArticleListItemDto } from '@spi/core';
import type { ArticleListRow, ArticleReaderRow } from '../loaders/load-articles';
import { mediaUrl, thumbnailUrl } from './article-media';

/** Article list item of spec section 3 (never the row itself). */
export function presentArticleListItem(row: ArticleListRow): ArticleListItemDto {
  return {
    articleId: row.id,
    author: { writerId: row.writerId, slug: row.writerSlug, name: row.writerName, title: row.writerTitle },
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    label: articleLabel(row.categoryPath, row.seriesName),
    section: row.section,
    isMemberOnly: row.isMemberOnly,
    isPublic: row.isPublic,
    published: (row.publishedAt ?? row.updatedAt).toISOString(),
    thumbnail: thumbnailUrl(row.thumbnailMediaId, row.thumbnailVariants),
    title: row.title,
    description: row.description,
    type: row.type,
    readMinutes: row.readMinutes,
  };
}

export interface ArticleDetailContext {
  access: ArticleAccess;
  scrapped: boolean;
  related: ArticleListRow[];
}

/**
 * The article page. THE one place the member-only part is cut: `bodyHtml` (the part after the paywall
 * marker), the narrated voice file and the embedded videos leave only when the access is FULL; everyone
 * gets the lead.
 */
export function presentArticleDetail(row: ArticleReaderRow, context: ArticleDetailContext): ArticleDetailDto {
  const { lead, rest } = readerParts(row.html, row.isMemberOnly);
  const full = context.access.access === 'FULL';
  const item = presentArticleListItem(row);
  return {
    ...item,
    // The page shows the original image (lists use the smaller variant).
    thumbnail: mediaUrl(row.thumbnailMediaId),
    leadHtml: lead,
    bodyHtml: full ? rest : '',
    access: context.access,
    writer: { ...item.author, bio: row.writerBio, avatar: mediaUrl(row.writerAvatarMediaId) },
    tags: row.tags.map((t) => ({ slug: t.slug, name: t.name })),
    voiceUrl: full ? mediaUrl(row.voiceMediaId) : null,
    videos: full ? row.videos : [],
    updatedAt: row.updatedAt.toISOString(),
    scrapped: context.scrapped,
    related: context.related.map(presentArticleListItem),
  };
}
