import { parseLegacyUsersCsv } from '@spi/core/contracts/legacy-users';
import { upsertLegacyUsers, type Db } from '@spi/db';
import { inTransaction } from './transaction';

export interface ImportReport {
  total: number;
  inserted: number;
  updated: number;
  invalid: Array<{ line: number; message: string }>;
}

/**
 * Imports legacy accounts from CSV text (legacy_user_id,email,provider,joined_at). Invalid rows are
 * reported and skipped; the valid ones are upserted in one transaction.
 */
export async function importLegacyUsers(db: Db, csv: string): Promise<ImportReport> {
  const { rows, errors } = parseLegacyUsersCsv(csv);
  const result = rows.length > 0 ? await inTransaction(db, (tx) => upsertLegacyUsers(tx, rows)) : { inserted: 0, updated: 0 };
  return { total: rows.length + errors.length, ...result, invalid: errors };
}
