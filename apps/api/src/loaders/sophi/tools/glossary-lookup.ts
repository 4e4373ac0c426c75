import type { GlossaryTerm } from '@spi/core';
// The glossary matching is not re-exported by @spi/core's index yet.
import { findExplainerKey, findGlossaryEntry } from '@spi/core/sophi/intent';
import type { Db } from '@spi/db';
import { z } from 'zod';
import type { DataTool, ToolResult } from '../../../adapters/answer-engine/types';
import { seoulDay } from '../../load-article-access';
import { loadExplainers } from '../../reits/load-explainers';
import { loadGlossary } from '../../reits/load-glossary';
import { defineTool, type ToolDeps } from './shared';

export const glossaryLookupArgs = z.object({
  term: z.string().trim().min(1, { error: '용어를 입력해 주세요.' }).max(60),
});

/** The citation label of a glossary or metric explainer source. */
export const GLOSSARY_LABEL = '용어';

/** The glossary of one process, a minute at most per database (the planner asks it for every question). */
const glossaries = new WeakMap<Db, { at: number; promise: Promise<GlossaryTerm[]> }>();
const GLOSSARY_MAX_AGE_MS = 60_000;

export function cachedGlossary(db: Db, now: Date): Promise<GlossaryTerm[]> {
  const current = glossaries.get(db);
  if (current && now.getTime() - current.at < GLOSSARY_MAX_AGE_MS && now.getTime() >= current.at) return current.promise;
  const promise = loadGlossary(db);
  glossaries.set(db, { at: now.getTime(), promise });
  promise.catch(() => { if (glossaries.get(db)?.promise === promise) glossaries.delete(db); });
  return promise;
}

function definitionResult(input: { sourceId: string; title: string; expansion: string; href: string; summary: string; detail: string; asOf: string | null }): ToolResult {
  const named = input.expansion ? `${input.title} (${input.expansion})` : input.title;
  const summary = `${named}: ${input.summary}`;
  return {
    citation: {
      sourceType: 'REITS', sourceId: input.sourceId, title: input.title, href: input.href, snippet: input.summary, label: GLOSSARY_LABEL, asOf: input.asOf,
      table: {
        title: `용어: ${input.title}`,
        columns: [{ key: 'term', label: '용어', align: 'left' }, { key: 'description', label: '설명', align: 'left' }],
        rows: [{ term: named, description: [input.summary, input.detail].filter(Boolean).join(' ') }],
        rowHrefs: [input.href],
      },
    },
    summary,
    data: { term: input.title, expansion: input.expansion || null, summary: input.summary, description: input.detail },
  };
}

/**
 * glossary_lookup: what a term means, from 리츠포커스's glossary (용어 가이드, table glossary_terms) or, for
 * a metric, its explainer (지표 설명, with the editors' versions). Cited as '용어' with the guide's anchor.
 */
export function glossaryLookupTool(deps: ToolDeps): DataTool {
  return defineTool(
    'glossary_lookup',
    '리츠·부동산 용어(캡레이트, NOI, WALE, P/NAV 등)의 뜻을 용어 가이드와 지표 설명에서 찾아 줍니다. A term: its definition from the glossary or the metric explainers.',
    glossaryLookupArgs,
    async ({ term }, ctx) => {
      const entry = findGlossaryEntry(term, await cachedGlossary(deps.db, ctx.now));
      if (entry) {
        return definitionResult({
          sourceId: `glossary:${entry.slug}`, title: entry.keyword, expansion: entry.expansion, href: `/reitsfocus/glossary#${entry.slug}`,
          summary: entry.summary, detail: entry.description, asOf: seoulDay(new Date(entry.updatedAt).getTime()),
        });
      }
      const explainers = await loadExplainers(deps.db);
      const key = findExplainerKey(term, Object.fromEntries(explainers.map((e) => [e.key, e.title])));
      const e = key ? explainers.find((x) => x.key === key) : undefined;
      if (!e) return null;
      return definitionResult({
        sourceId: `metric:${e.key}`, title: e.title, expansion: '', href: `/reitsfocus/metrics#${e.key}`,
        summary: e.summary, detail: `계산식: ${e.formula}`, asOf: null,
      });
    },
  );
}
