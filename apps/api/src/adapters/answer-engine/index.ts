import type { AppConfig } from '../../config';
import { createGroundedEngine } from './grounded-engine';
import { createChatClient, createEmbeddingModel, type EmbeddingModel } from './openai-client';
import { createOpenAiEngine } from './openai-engine';
import type { AnswerEngine, SophiKnowledge } from './types';

/** Sophi's answer engine by SOPHI_ENGINE (ADR 021): `grounded` (default) or `openai`. */
export function createAnswerEngine(config: AppConfig, knowledge: SophiKnowledge): AnswerEngine {
  const sophi = config.sophi;
  if (sophi.engine === 'openai') {
    const client = createChatClient({ baseUrl: sophi.llm.baseUrl, apiKey: sophi.llm.apiKey, model: sophi.llm.model, timeoutMs: sophi.llm.timeoutMs });
    return createOpenAiEngine(knowledge, client);
  }
  return createGroundedEngine(knowledge, { chunkDelayMs: sophi.streamChunkDelayMs });
}

/**
 * The embedding model when SOPHI_EMBEDDING_* are set, else null. The LLM's API key goes along only to
 * the same origin as the LLM server (a key is never sent to another host).
 */
export function createEmbedding(config: AppConfig): EmbeddingModel | null {
  const embedding = config.sophi.embedding;
  if (!embedding) return null;
  const sameOrigin = new URL(embedding.baseUrl).origin === new URL(config.sophi.llm.baseUrl).origin;
  return createEmbeddingModel({ baseUrl: embedding.baseUrl, model: embedding.model, apiKey: sameOrigin ? config.sophi.llm.apiKey : undefined, timeoutMs: config.sophi.llm.timeoutMs });
}

export type { AnswerEngine, AnswerEvent, AnswerRequest, SophiKnowledge } from './types';
export type { EmbeddingModel } from './openai-client';
