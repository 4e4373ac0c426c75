import { publicLeadText } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { createSearchEngine } from './engine';
import { indexSophiPassages } from './index-sophi-passages';
import type { SearchDocument, SearchEngine } from './search-engine';

const { articles } = schema;

/**
 * The search document of an article, or null when it does not exist. The one place text is chosen for
 * search: title, description and the public lead; the member-only part after the paywall marker is cut
 * here, so it can reach neither the index nor a snippet.
 */
export async function loadSearchDocument(db: Db, articleId: number): Promise<SearchDocument | null> {
  const [row] = await db
    .select({
      title: articles.title,
      description: articles.description,
      html: articles.html,
      isMemberOnly: articles.isMemberOnly,
      categoryId: articles.categoryId,
      status: articles.status,
      isPublic: articles.isPublic,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return null;
  const { html, isMemberOnly, ...rest } = row;
  return { articleId, contentType: 'CONTENT', ...rest, leadText: publicLeadText(html, isMemberOnly) };
}

/**
 * (Re)indexes one article after it was created or updated; removes it from the index when it no longer
 * exists. Call it with the transaction that wrote the article, so the tokens commit with it:
 * `await indexArticle(tx, articleId)`. Visibility (status, publish time, public flag) is checked at
 * query time, so publishing or unpublishing needs no re-index, but calling it is harmless. Sophi's
 * passages (ADR 021) are rewritten too: they exist only while the article is PUBLISHED.
 */
export async function indexArticle(db: Db, articleId: number, engine: SearchEngine = createSearchEngine(db)): Promise<void> {
  const doc = await loadSearchDocument(db, articleId);
  if (doc) await engine.index(doc);
  else await engine.remove(articleId);
  await indexSophiPassages(db, articleId);
}
