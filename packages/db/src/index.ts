export * from './client';
export * from './seed';
export * as schema from './schema';
