import type { Db } from '@spi/db';
import { PostgresSearchEngine } from './postgres-search-engine';
import type { SearchEngine } from './search-engine';

/**
 * The configured search engine over a database (or transaction) handle. PostgreSQL is the only engine
 * today; an OpenSearch engine (docs/search.md) would be chosen here by configuration.
 */
export function createSearchEngine(db: Db): SearchEngine {
  return new PostgresSearchEngine(db);
}

export type { SearchDocument, SearchEngine, SearchParams, SearchResult } from './search-engine';
