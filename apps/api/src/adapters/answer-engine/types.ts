import type { Principal, SophiCitation, SophiEngine, SophiGrounding, SophiPageContext, SophiTable } from '@spi/core';

/**
 * Sophi's answer engines (ADR 021) and what they know. Two engines sit behind `AnswerEngine`, chosen by
 * SOPHI_ENGINE: the local grounded engine (extractive, no generative model; the default) and a language
 * model over the OpenAI chat-completions protocol. Both answer only from `SophiKnowledge`, which never
 * returns text the viewer may not read.
 */

/** A source sentence or passage found for a question, with where it came from. */
export interface RetrievedPassage {
  sourceType: SophiCitation['sourceType'];
  sourceId: string;
  title: string;
  href: string;
  /** '아티클', '리츠', '딜정보'... */
  label: string;
  /** YYYY-MM-DD: the publish date of an article, the as-of date of figures; null if unknown. */
  asOf: string | null;
  /** The passage (a paragraph of an article, the text of a record). */
  text: string;
  /** Its sentences, best first, each with its BM25 score against the question. */
  sentences: Array<{ text: string; score: number }>;
  /** The passage's score (BM25, fused with vector similarity when embeddings are configured). */
  score: number;
  /** True when the text comes from the member-only part of an article the viewer may read. */
  membersOnly: boolean;
}

export interface RetrieveOptions {
  principal: Principal;
  context: SophiPageContext | null;
  /** Passages at most (default 8). */
  limit?: number;
  now: Date;
  signal?: AbortSignal;
}

export interface RetrievalResult {
  passages: RetrievedPassage[];
  /** Whether a member-only passage would have matched for a reader with full access (never its text). */
  memberOnlyMatches: boolean;
  /**
   * Name-like content words of the question ('삼성전자', '비트코인') that no passage and no search document
   * holds: the question is about something SPI does not cover. Absent or empty when every word is known.
   */
  unknownTerms?: string[];
  /**
   * True when the question asks for a summary of the article the reader is on ('이 기사 핵심만 알려줘'):
   * the passages are that article's readable ones, in reading order (seq 0 = title and description).
   */
  pageSummary?: boolean;
}

/** A JSON schema of a tool's parameters (OpenAI function-calling shape). */
export type JsonSchema = Record<string, unknown>;

/** What a data tool answered: a table card and one or two Korean sentences that state the answer. */
export interface ToolResult {
  /** The citation of the data card (n is assigned by the engine). */
  citation: Omit<SophiCitation, 'n'> & { table: SophiTable };
  /** States the answer with its figures and as-of date, e.g. 'SK리츠의 LTV는 48.2%입니다(2026.09.30 기준).' */
  summary: string;
  /** Compact JSON a language model reads. */
  data: unknown;
}

export interface DataTool {
  name: string;
  /** Korean and English description for a language model. */
  description: string;
  parameters: JsonSchema;
  /** Runs with validated arguments; null when nothing matched (e.g. an unknown REIT). */
  run(args: unknown, ctx: { principal: Principal; context: SophiPageContext | null; now: Date }): Promise<ToolResult | null>;
}

/** A tool call the grounded engine derived from the question itself (no model involved). */
export interface PlannedToolCall {
  tool: string;
  args: Record<string, unknown>;
}

export interface SophiKnowledge {
  retrieve(question: string, options: RetrieveOptions): Promise<RetrievalResult>;
  tools: readonly DataTool[];
  /** A data question ('배당수익률 상위 5개 리츠', 'SK리츠 LTV', '이 리츠의 배당은?') as tool calls; [] otherwise. */
  planTools(question: string, context: SophiPageContext | null): Promise<PlannedToolCall[]>;
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns of the conversation, oldest first (at most SOPHI_HISTORY_TURNS pairs). */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  context: SophiPageContext | null;
  principal: Principal;
  signal: AbortSignal;
  now: Date;
}

export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'citation'; citation: SophiCitation }
  | { type: 'done'; grounding: SophiGrounding; followUps: string[]; usage: { promptTokens: number; completionTokens: number } };

export interface AnswerEngine {
  readonly info: SophiEngine;
  /** Streams an answer; stops promptly when `signal` aborts (then yields nothing more). */
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}
