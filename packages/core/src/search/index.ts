export * from './tokenize';
export * from './highlight';
export * from './document';
export * from './synonyms';
