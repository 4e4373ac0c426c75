import { z } from 'zod';
import { CONTENT_TYPE_VALUES } from '../article-policy';
import {
  SOPHI_CONVERSATIONS_PAGE_SIZE, SOPHI_ENGINE_KINDS, SOPHI_MAX_CITATIONS, SOPHI_QUESTION_MAX_CHARS, SOPHI_STREAM_ERROR_CODES,
} from '../sophi/model';

/**
 * Sophi's contract (ADR 021, docs/sophi.md).
 *
 * Streams — one protocol over two transports:
 *   WS   /api/sophi/ws                                  client frames (sophiClientFrameSchema) → server events (sophiServerEventSchema)
 *   POST /api/seoul/v1/sophi/answers                    body sophiAskSchema (without `type`) → text/event-stream of the same events
 *   GET  /api/seoul/v1/sophi/answers/:messageId?offset=N resume a stream over HTTP (server-sent events)
 *   POST /api/seoul/v1/sophi/answers/:messageId/stop     stop an answer wherever it streams → sophiStopResultSchema
 * Resources:
 *   GET    /api/seoul/v1/sophi/status                   engine, quota → sophiStatusSchema (guests too)
 *   GET    /api/seoul/v1/sophi/conversations            the signed-in user's history → sophiConversationListSchema
 *   GET    /api/seoul/v1/sophi/conversations/:id        one conversation with its messages → sophiConversationSchema
 *   DELETE /api/seoul/v1/sophi/conversations/:id        delete (204)
 *   PUT    /api/seoul/v1/sophi/messages/:messageId/feedback   sophiFeedbackInputSchema → sophiFeedbackSchema
 *   GET    /api/seoul/v1/admin/sophi/usage?days=N       → sophiUsageSchema (admins)
 *   GET    /api/seoul/v1/admin/sophi/feedback           → sophiFeedbackListSchema (admins)
 *   GET    /api/seoul/v1/admin/sophi/unanswered.csv     questions without a good answer (insufficient, failed or rated down), CSV
 */

const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '요청 ID 형식이 올바르지 않습니다.' });
const uuid = z.uuid({ error: 'ID 형식이 올바르지 않습니다.' });

export const sophiQuestionSchema = z
  .string({ error: '질문을 입력해 주세요.' })
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what it strips
  .transform((s) => s.normalize('NFC').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
  .pipe(z.string().min(1, { error: '질문을 입력해 주세요.' }).max(SOPHI_QUESTION_MAX_CHARS, { error: `질문은 ${SOPHI_QUESTION_MAX_CHARS}자 이내로 입력해 주세요.` }));

/** What the reader is looking at: the page path and, on a content page, its type and id. */
export const sophiPageContextSchema = z.object({
  path: z.string().max(300).regex(/^\//, { error: '경로 형식이 올바르지 않습니다.' }),
  contentType: z.enum(CONTENT_TYPE_VALUES).optional(),
  contentId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
  title: z.string().max(200).optional(),
});
export type SophiPageContext = z.infer<typeof sophiPageContextSchema>;

export const sophiAskSchema = z.object({
  type: z.literal('ask'),
  requestId,
  question: sophiQuestionSchema,
  conversationId: uuid.optional(),
  context: sophiPageContextSchema.optional(),
});
export type SophiAsk = z.infer<typeof sophiAskSchema>;
/** The body of the HTTP fallback. */
export const sophiAskBodySchema = sophiAskSchema.omit({ type: true });

export const sophiClientFrameSchema = z.discriminatedUnion('type', [
  sophiAskSchema,
  /** Stops the answer of `requestId` on this connection; with `messageId`, also one this connection resumed (any process). */
  z.object({ type: z.literal('stop'), requestId, messageId: uuid.optional() }),
  /** After a reconnect: send what the client lacks of a message, from `offset` characters on. */
  z.object({ type: z.literal('resume'), messageId: uuid, offset: z.number().int().min(0).max(1_000_000) }),
  z.object({ type: z.literal('ping') }),
]);
export type SophiClientFrame = z.infer<typeof sophiClientFrameSchema>;

/** A data card: a table answered from the database (REIT metrics, dividends, deals), with its as-of date. */
export const sophiTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), align: z.enum(['left', 'right']).default('left') })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Row links (same length as rows, null for none). */
  rowHrefs: z.array(z.string().nullable()).optional(),
  /** Unit notes such as '배당수익률: %, 시가총액: 억원'. */
  unitNote: z.string().optional(),
});
export type SophiTable = z.infer<typeof sophiTableSchema>;

export const sophiCitationSchema = z.object({
  /** The [n] of the answer text, from 1. */
  n: z.number().int().min(1).max(SOPHI_MAX_CITATIONS),
  sourceType: z.enum(CONTENT_TYPE_VALUES),
  sourceId: z.string(),
  title: z.string(),
  /** Where the reader goes: /article?id=N, /reitsfocus/..., /dealsheet/... */
  href: z.string(),
  /** The quoted sentence or a summary of the data used. */
  snippet: z.string(),
  /** Label of the source kind: '아티클', '리츠', '딜정보'... */
  label: z.string(),
  /** As-of date (YYYY-MM-DD) for figures; the publish date for articles. */
  asOf: z.string().nullable(),
  table: sophiTableSchema.optional(),
});
export type SophiCitation = z.infer<typeof sophiCitationSchema>;

export const SOPHI_ANSWER_STATUSES = ['streaming', 'done', 'cancelled', 'error'] as const;
export type SophiAnswerStatus = (typeof SOPHI_ANSWER_STATUSES)[number];
/** Whether the answer found its grounds: answered, or '근거가 부족합니다'. */
export const SOPHI_GROUNDING = ['answered', 'insufficient'] as const;
export type SophiGrounding = (typeof SOPHI_GROUNDING)[number];

export const sophiQuotaSchema = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resetsAt: z.string() });
export type SophiQuota = z.infer<typeof sophiQuotaSchema>;
export const sophiEngineSchema = z.object({ kind: z.enum(SOPHI_ENGINE_KINDS), label: z.string(), description: z.string(), model: z.string().nullable() });
export type SophiEngine = z.infer<typeof sophiEngineSchema>;
export const sophiUsageTokensSchema = z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() });

export const sophiServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), engine: sophiEngineSchema, quota: sophiQuotaSchema, signedIn: z.boolean(), heartbeatMs: z.number().int() }),
  z.object({ type: z.literal('start'), requestId: z.string(), conversationId: z.string(), messageId: z.string(), questionId: z.string(), engine: sophiEngineSchema }),
  /** `offset` is the length of the answer before this text, so a resumed client can drop what it has. */
  z.object({ type: z.literal('delta'), messageId: z.string(), offset: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('citation'), messageId: z.string(), citation: sophiCitationSchema }),
  z.object({
    type: z.literal('done'), messageId: z.string(), conversationId: z.string(), grounding: z.enum(SOPHI_GROUNDING), followUps: z.array(z.string()),
    usage: sophiUsageTokensSchema, quota: sophiQuotaSchema.nullable(), content: z.string(),
  }),
  z.object({ type: z.literal('cancel'), messageId: z.string(), requestId: z.string().nullable() }),
  z.object({ type: z.literal('error'), requestId: z.string().nullable(), messageId: z.string().nullable(), code: z.enum(SOPHI_STREAM_ERROR_CODES), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type SophiServerEvent = z.infer<typeof sophiServerEventSchema>;
export type SophiServerEventOf<T extends SophiServerEvent['type']> = Extract<SophiServerEvent, { type: T }>;

export const sophiStatusSchema = z.object({ engine: sophiEngineSchema, quota: sophiQuotaSchema, signedIn: z.boolean(), wsPath: z.string(), ssePath: z.string() });
export type SophiStatus = z.infer<typeof sophiStatusSchema>;

export const sophiMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(SOPHI_ANSWER_STATUSES),
  grounding: z.enum(SOPHI_GROUNDING).nullable(),
  citations: z.array(sophiCitationSchema),
  followUps: z.array(z.string()),
  engine: z.enum(SOPHI_ENGINE_KINDS).nullable(),
  feedback: z.enum(['up', 'down']).nullable(),
  createdAt: z.string(),
});
export type SophiMessage = z.infer<typeof sophiMessageSchema>;

export const sophiConversationSummarySchema = z.object({ id: z.string(), title: z.string(), messageCount: z.number().int(), createdAt: z.string(), updatedAt: z.string() });
export type SophiConversationSummary = z.infer<typeof sophiConversationSummarySchema>;
export const sophiConversationListQuerySchema = z.object({
  page: z.coerce.number({ error: '페이지는 숫자입니다.' }).int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(SOPHI_CONVERSATIONS_PAGE_SIZE),
});
export const sophiConversationListSchema = z.object({ items: z.array(sophiConversationSummarySchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type SophiConversationList = z.infer<typeof sophiConversationListSchema>;
export const sophiConversationSchema = sophiConversationSummarySchema.extend({ messages: z.array(sophiMessageSchema) });
export type SophiConversation = z.infer<typeof sophiConversationSchema>;
export const sophiConversationParamsSchema = z.object({ conversationId: uuid });
export const sophiMessageParamsSchema = z.object({ messageId: uuid });
export const sophiStopResultSchema = z.object({ messageId: z.string(), stopping: z.boolean() });
export const sophiResumeQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });

export const SOPHI_FEEDBACK_COMMENT_MAX = 1000;
export const sophiFeedbackInputSchema = z.object({
  rating: z.enum(['up', 'down'], { error: '평가는 up 또는 down입니다.' }),
  comment: z.string().max(SOPHI_FEEDBACK_COMMENT_MAX, { error: `의견은 ${SOPHI_FEEDBACK_COMMENT_MAX}자 이내로 입력해 주세요.` }).optional(),
});
export const sophiFeedbackSchema = z.object({ messageId: z.string(), rating: z.enum(['up', 'down']), comment: z.string().nullable() });

export const sophiUsageQuerySchema = z.object({ days: z.coerce.number({ error: '기간은 숫자입니다.' }).int().min(1).max(180).default(30) });
export const sophiUsageDaySchema = z.object({
  date: z.string(), questions: z.number().int(), members: z.number().int(), guests: z.number().int(), answered: z.number().int(), insufficient: z.number().int(),
  cancelled: z.number().int(), failed: z.number().int(), promptTokens: z.number().int(), completionTokens: z.number().int(),
  avgFirstTokenMs: z.number().nullable(), up: z.number().int(), down: z.number().int(),
});
export const sophiUsageSchema = z.object({ days: z.array(sophiUsageDaySchema), totals: sophiUsageDaySchema.omit({ date: true }), engine: sophiEngineSchema });
export type SophiUsage = z.infer<typeof sophiUsageSchema>;
export const sophiFeedbackListQuerySchema = z.object({
  rating: z.enum(['up', 'down', 'all']).default('all'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const sophiFeedbackItemSchema = z.object({
  messageId: z.string(), rating: z.enum(['up', 'down']), comment: z.string().nullable(), question: z.string(), answer: z.string(),
  grounding: z.enum(SOPHI_GROUNDING).nullable(), engine: z.enum(SOPHI_ENGINE_KINDS).nullable(), userEmail: z.string().nullable(), createdAt: z.string(),
});
export const sophiFeedbackListSchema = z.object({ items: z.array(sophiFeedbackItemSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export const sophiUnansweredQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
