import type { Db } from '@spi/db';

/** Runs `work` in one transaction; the callback gets the transaction typed as the usual Db. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
