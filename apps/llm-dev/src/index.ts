export { createLlmDevServer, DEFAULT_MODEL, type ControlMode, type LlmDevOptions, type LlmDevServer } from './app';
export { embedText, cosine, EMBEDDING_DIMENSIONS } from './embeddings';
export { INSUFFICIENT, decideReply, parseSources, tokenize } from './chat';
