import type { SessionSummaryDto } from '@spi/core';
import type { schema } from '@spi/db';
import { describeDevice } from '../adapters/user-agent';

export type SessionRow = typeof schema.sessions.$inferSelect;

export function presentSessionSummary(row: SessionRow, currentSessionId: string | null): SessionSummaryDto {
  return {
    sessionId: row.id,
    device: describeDevice(row.userAgent),
    channel: row.channel,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
