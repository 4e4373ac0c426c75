// Owned by the retrieval brief.
import type { Db } from '@spi/db';
import type { EmbeddingModel } from '../../adapters/answer-engine/openai-client';
import type { RetrievalResult, RetrieveOptions } from '../../adapters/answer-engine/types';

export async function retrievePassages(_db: Db, _question: string, _options: RetrieveOptions, _embedding: EmbeddingModel | null): Promise<RetrievalResult> {
  return { passages: [], memberOnlyMatches: false };
}
