// Owned by the data-tools brief.
import type { SophiPageContext } from '@spi/core';
import type { Db } from '@spi/db';
import type { DataTool, PlannedToolCall } from '../../adapters/answer-engine/types';

export function createDataTools(_db: Db): DataTool[] {
  return [];
}

export async function planDataTools(_db: Db, _question: string, _context: SophiPageContext | null): Promise<PlannedToolCall[]> {
  return [];
}
