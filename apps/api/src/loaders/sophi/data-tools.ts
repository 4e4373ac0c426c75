import { type SophiPageContext } from '@spi/core';
// parseSophiIntent and the metric vocabulary are not re-exported by @spi/core's index yet.
import { parseSophiIntent, type SophiIntent } from '@spi/core/sophi/intent';
import type { Db } from '@spi/db';
import type { DataTool, PlannedToolCall } from '../../adapters/answer-engine/types';
import { seoulDay } from '../load-article-access';
import type { ReitDataset } from '../reits/reit-dataset';
import { dealSearchTool } from './tools/deal-search';
import { dealStatisticsTool } from './tools/deal-statistics';
import { cachedGlossary, glossaryLookupTool } from './tools/glossary-lookup';
import { reitDividendsTool } from './tools/reit-dividends';
import { reitMetricsTool } from './tools/reit-metrics';
import { reitRankingTool } from './tools/reit-ranking';
import { cachedReitDataset, type ToolDeps } from './tools/shared';
import { upcomingEventsTool } from './tools/upcoming-events';

/**
 * Sophi's data tools (ADR 021): structured answers from the database as table cards with their as-of
 * date. The grounded engine plans the calls from the question itself (planDataTools, through
 * parseSophiIntent of core); a language model gets the same tools as functions. Every tool applies the
 * viewer's deal and fund access (ADR 019) itself, so a gated figure never reaches an engine.
 */
export interface DataToolOptions {
  /** The REIT dataset of 리츠포커스 (ReitDatasetCache of the API); by default a one-minute cache per database. */
  reitDataset?: (now: Date) => Promise<ReitDataset>;
}

export function createDataTools(db: Db, options: DataToolOptions = {}): DataTool[] {
  const deps: ToolDeps = { db, reitDataset: options.reitDataset ?? cachedReitDataset(db) };
  return [reitRankingTool(deps), reitMetricsTool(deps), reitDividendsTool(deps), dealSearchTool(deps), dealStatisticsTool(deps), upcomingEventsTool(deps), glossaryLookupTool(deps)];
}

/** The REIT a 'this' question means: the page's REIT (리츠포커스 /reitsfocus/<ticker>), or none. */
function pageTicker(context: SophiPageContext | null): string | null {
  if (context?.contentType === 'REITS' && context.contentId) return context.contentId.toUpperCase();
  const m = context ? /^\/reitsfocus\/([0-9A-Za-z]{6})(?:[/?#]|$)/.exec(context.path) : null;
  return m ? m[1]!.toUpperCase() : null;
}

function callOf(intent: SophiIntent, context: SophiPageContext | null): PlannedToolCall | null {
  switch (intent.kind) {
    case 'reit_ranking':
      return { tool: 'reit_ranking', args: { metric: intent.metric, order: intent.order, limit: intent.limit, ...(intent.sector && { sector: intent.sector }) } };
    case 'reit_metrics':
    case 'reit_dividends': {
      const ticker = intent.reit.kind === 'ticker' ? intent.reit.ticker : pageTicker(context);
      if (!ticker) return null;
      return intent.kind === 'reit_metrics'
        ? { tool: 'reit_metrics', args: { reit: ticker, metrics: intent.metrics } }
        : { tool: 'reit_dividends', args: { reit: ticker } };
    }
    case 'deal_search': {
      const { kind: _kind, ...args } = intent;
      return { tool: 'deal_search', args };
    }
    case 'deal_statistics': {
      const { kind: _kind, ...args } = intent;
      return { tool: 'deal_statistics', args };
    }
    case 'upcoming_events':
      return { tool: 'upcoming_events', args: { limit: intent.limit } };
    case 'glossary_lookup':
      return { tool: 'glossary_lookup', args: { term: intent.term } };
  }
}

export async function planDataTools(db: Db, question: string, context: SophiPageContext | null, options: DataToolOptions & { now?: Date } = {}): Promise<PlannedToolCall[]> {
  const now = options.now ?? new Date();
  const [dataset, glossary] = await Promise.all([(options.reitDataset ?? cachedReitDataset(db))(now), cachedGlossary(db, now)]);
  const reits = dataset.entries.map((e) => ({ ticker: e.row.ticker, nameKo: e.row.nameKo, nameEn: e.row.nameEn }));
  const intent = parseSophiIntent(question, { currentYear: Number(seoulDay(now.getTime()).slice(0, 4)), reits, glossary });
  if (!intent) return [];
  const call = callOf(intent, context);
  return call ? [call] : [];
}
