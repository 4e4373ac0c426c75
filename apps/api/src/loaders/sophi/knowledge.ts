import type { Db } from '@spi/db';
import type { EmbeddingModel } from '../../adapters/answer-engine/openai-client';
import type { SophiKnowledge } from '../../adapters/answer-engine/types';
import { createDataTools, planDataTools, type DataToolOptions } from './data-tools';
import { retrievePassages } from './retrieve';

/**
 * What Sophi knows (ADR 021): passages the viewer may read (retrieve.ts) and the data tools answered
 * from the database (data-tools.ts). One instance per process; it holds no per-viewer state.
 */
export function createSophiKnowledge(db: Db, options: { embedding?: EmbeddingModel | null } & DataToolOptions = {}): SophiKnowledge {
  // The API passes 리츠포커스's dataset cache, so figures change with a REIT import at once.
  const tools = createDataTools(db, { reitDataset: options.reitDataset });
  return {
    retrieve: (question, retrieveOptions) => retrievePassages(db, question, retrieveOptions, options.embedding ?? null),
    tools,
    planTools: (question, context) => planDataTools(db, question, context, { reitDataset: options.reitDataset }),
  };
}
