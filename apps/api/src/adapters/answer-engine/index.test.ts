import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { createAnswerEngine, createEmbedding } from './index';
import { fakeKnowledge } from './test-fixtures';

function config(sophi: Partial<AppConfig['sophi']>): AppConfig {
  return {
    sophi: { engine: 'grounded', llm: { baseUrl: 'http://127.0.0.1:4003/v1', apiKey: undefined, model: 'spi-dev', timeoutMs: 1_000 }, embedding: null, streamChunkDelayMs: 0, ...sophi },
  } as AppConfig;
}

describe('createAnswerEngine / createEmbedding', () => {
  it('chooses the engine by config.sophi.engine', () => {
    expect(createAnswerEngine(config({}), fakeKnowledge()).info).toEqual({
      kind: 'grounded', label: '검색 기반 답변', description: expect.stringContaining('생성형 AI가 글을 새로 쓰지 않습니다'), model: null,
    });
    expect(createAnswerEngine(config({ engine: 'openai' }), fakeKnowledge()).info).toMatchObject({ kind: 'openai', label: 'AI 생성 답변', model: 'spi-dev' });
  });

  it('has an embedding model only when configured', () => {
    expect(createEmbedding(config({}))).toBeNull();
    expect(createEmbedding(config({ embedding: { baseUrl: 'http://127.0.0.1:4003/v1', model: 'dev-embed' } }))?.model).toBe('dev-embed');
  });
});
