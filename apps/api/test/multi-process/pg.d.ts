/**
 * The part of node-postgres (`pg`, installed with pg-boss; no @types/pg in the workspace) the harness uses.
 */
declare module 'pg' {
  export interface QueryResult<R> {
    rows: R[];
    rowCount: number | null;
  }
  interface Queryable {
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
  }
  export class Client implements Queryable {
    constructor(config: { connectionString?: string });
    connect(): Promise<void>;
    end(): Promise<void>;
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
  }
  export class Pool implements Queryable {
    constructor(config: { connectionString?: string; max?: number });
    end(): Promise<void>;
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
  }
  const pg: { Client: typeof Client; Pool: typeof Pool };
  export default pg;
}
