import { randomUUID } from 'node:crypto';
import type { ErrorReportRequest } from '@spi/core';
import { schema, type Db } from '@spi/db';
import type { ErrorReport } from '../adapters/error-report-sink';

/** Stores an error report from the web app so nothing is lost when the chat webhook is down. */
export async function recordErrorReport(db: Db, input: ErrorReportRequest): Promise<ErrorReport> {
  const [row] = await db
    .insert(schema.errorReports)
    .values({
      id: randomUUID(),
      userLabel: input.user ?? null,
      message: input.errMsg,
      path: input.path,
      query: input.queryParam,
      localUserId: input.userIdFromLocalStorage ?? null,
    })
    .returning();
  if (!row) throw new Error('error report insert returned no row');
  return {
    id: row.id,
    user: row.userLabel,
    errMsg: row.message,
    path: row.path,
    queryParam: row.query,
    userIdFromLocalStorage: row.localUserId,
    createdAt: row.createdAt,
  };
}
