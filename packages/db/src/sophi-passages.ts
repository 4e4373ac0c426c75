import { searchVectorLiteral } from '@spi/core';
import { articlePassages } from '@spi/core/sophi/text';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { articles, sophiPassages } from './schema';

/**
 * Sophi's passage index (ADR 021): the paragraphs of every PUBLISHED article (title and description as
 * seq 0, the lead, then the part after the paywall marker flagged members_only), each with the search
 * tokenizer's tsvector. Visibility (publish time, public flag) and entitlement are checked at query time.
 */

const INSERT_BATCH = 500;

/**
 * Rewrites the passages of the given articles (all when omitted): deletes them, then inserts the
 * paragraphs of those that are PUBLISHED. Call it in the transaction that wrote the article.
 */
export async function indexArticlePassages(db: Db, articleIds?: number[]): Promise<number> {
  if (articleIds && articleIds.length === 0) return 0;
  const rows = await db
    .select({ id: articles.id, title: articles.title, description: articles.description, html: articles.html, isMemberOnly: articles.isMemberOnly })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), articleIds ? inArray(articles.id, articleIds) : undefined));
  await db.delete(sophiPassages).where(articleIds ? inArray(sophiPassages.articleId, articleIds) : undefined);
  const values = rows.flatMap((article) =>
    articlePassages(article).map((p) => {
      const literal = p.seq === 0
        ? searchVectorLiteral({ title: article.title, description: article.description, lead: '' })
        : searchVectorLiteral({ title: '', description: '', lead: p.text });
      return { articleId: article.id, seq: p.seq, text: p.text, membersOnly: p.membersOnly, tokens: sql`${literal}::tsvector` };
    }),
  );
  for (let i = 0; i < values.length; i += INSERT_BATCH) await db.insert(sophiPassages).values(values.slice(i, i + INSERT_BATCH) as never);
  return values.length;
}

/** What embedPassages needs of an embedding model (the API's EmbeddingModel fits). */
export interface PassageEmbedder {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

const EMBED_BATCH = 32;

/**
 * Stores embedding vectors of passages that have none, or one of another model (the given articles, or
 * all). Run after a demo load or an import; a re-indexed article loses its vectors until the next run
 * (retrieval then ranks its passages by BM25 alone).
 */
export async function embedPassages(db: Db, embedder: PassageEmbedder, articleIds?: number[], signal?: AbortSignal): Promise<number> {
  if (articleIds && articleIds.length === 0) return 0;
  const pending = await db
    .select({ id: sophiPassages.id, text: sophiPassages.text })
    .from(sophiPassages)
    .where(and(
      or(isNull(sophiPassages.embeddingModel), ne(sophiPassages.embeddingModel, embedder.model)),
      articleIds ? inArray(sophiPassages.articleId, articleIds) : undefined,
    ))
    .orderBy(asc(sophiPassages.id));
  let done = 0;
  for (let i = 0; i < pending.length; i += EMBED_BATCH) {
    const batch = pending.slice(i, i + EMBED_BATCH);
    const vectors = await embedder.embed(batch.map((p) => p.text), signal);
    for (const [k, p] of batch.entries()) {
      const vector = vectors[k];
      if (!vector) continue;
      await db.update(sophiPassages).set({ embedding: vector, embeddingModel: embedder.model }).where(eq(sophiPassages.id, p.id));
      done++;
    }
  }
  return done;
}
