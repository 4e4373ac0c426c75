import { CONTENT_TYPE_LABELS, formatDotDate, type ContentType, type SophiTable } from '@spi/core';
import type { Db } from '@spi/db';
import { z } from 'zod';
import type { DataTool, JsonSchema, ToolResult } from '../../../adapters/answer-engine/types';
import { seoulDay } from '../../load-article-access';
import { loadReitDataset, type ReitDataset } from '../../reits/reit-dataset';

/** What every data tool gets: the database and the REIT dataset (shared with 리츠포커스 when the caller passes its cache). */
export interface ToolDeps {
  db: Db;
  reitDataset: (now: Date) => Promise<ReitDataset>;
}

/** The gated-field text of a table cell (ADR 019): the value never leaves the API for a viewer without access. */
export const MEMBERS_ONLY = '멤버십 전용';

/** '(2026.11.20 기준)' */
export const asOfNote = (asOf: string): string => `(${formatDotDate(asOf)} 기준)`;

/** The OpenAI function-calling schema of a zod object (input shape: defaults are optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest;
}

/** A tool whose arguments are checked with zod before it runs (a model's bad arguments are an error, not a crash). */
export function defineTool<S extends z.ZodType>(
  name: string,
  description: string,
  schema: S,
  run: (args: z.infer<S>, ctx: Parameters<DataTool['run']>[1]) => Promise<ToolResult | null>,
): DataTool {
  return {
    name,
    description,
    parameters: jsonSchemaOf(schema),
    async run(raw, ctx) {
      return run(schema.parse(raw ?? {}), ctx);
    },
  };
}

export function toolResult(input: {
  sourceType: ContentType; sourceId: string; title: string; href: string; asOf: string; table: SophiTable; summary: string; data: unknown;
}): ToolResult {
  return {
    citation: {
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      title: input.title,
      href: input.href,
      snippet: input.summary,
      label: CONTENT_TYPE_LABELS[input.sourceType],
      asOf: input.asOf,
      table: input.table,
    },
    summary: input.summary,
    data: input.data,
  };
}

/**
 * The REIT dataset without the response cache: computed once per minute per database (the tools of
 * one process share it). A caller with the API's ReitDatasetCache passes that instead.
 */
const datasets = new WeakMap<Db, { at: number; today: string; promise: Promise<ReitDataset> }>();
const DATASET_MAX_AGE_MS = 60_000;

export function cachedReitDataset(db: Db): (now: Date) => Promise<ReitDataset> {
  return (now) => {
    const today = seoulDay(now.getTime());
    const current = datasets.get(db);
    if (current && current.today === today && now.getTime() - current.at < DATASET_MAX_AGE_MS && now.getTime() >= current.at) return current.promise;
    const promise = loadReitDataset(db, today);
    datasets.set(db, { at: now.getTime(), today, promise });
    promise.catch(() => { if (datasets.get(db)?.promise === promise) datasets.delete(db); });
    return promise;
  };
}

export const limitSchema = z.number().int().min(1).max(20).default(5);

/** '은' or '는' after a word: by the last Hangul syllable's final consonant, or how a Latin letter or digit is read. */
export function topicParticle(word: string): '은' | '는' {
  const base = word.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const last = base.at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 === 0 ? '는' : '은';
  if (/[lmnr]/i.test(last)) return '은';
  if (/[013678]/.test(last)) return '은';
  return '는';
}
