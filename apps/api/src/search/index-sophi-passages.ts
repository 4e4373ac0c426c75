import type { Db } from '@spi/db';
// @spi/db exports no deep paths and its index does not (yet) export the passage indexer.
import { indexArticlePassages } from '@spi/db';

/**
 * Rewrites Sophi's passages of one article (ADR 021) in the caller's transaction: its paragraphs when it
 * is PUBLISHED, none otherwise (a draft, an unpublished or deleted article). indexArticle calls it, so
 * every save, status change, delete and scheduled publish keeps the passages current.
 */
export async function indexSophiPassages(tx: Db, articleId: number): Promise<void> {
  await indexArticlePassages(tx, [articleId]);
}
