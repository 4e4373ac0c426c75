// Owned by the engines brief: the OpenAI-compatible chat-completions and embeddings client.
export interface EmbeddingModel {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
