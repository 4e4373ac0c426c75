export * from './tokenize';
export * from './highlight';
export * from './document';
