import { z } from 'zod';
import { formatLocaleNumber } from '../number-format';
import {
  FAQ_CATEGORIES, FAQ_LIMITS, INQUIRY_ATTACHMENT_MIME, INQUIRY_CATEGORIES, INQUIRY_LIMITS, INQUIRY_STATUSES,
} from '../support/model';
import { listPageSchema, listPaginationSchema, searchText } from './market-query';

/**
 * 고객센터 and 1:1 문의 API contract (ADR 022, docs/support.md). Paths:
 *   GET    /api/seoul/v1/support/faqs                       published FAQ (faqListQuerySchema → faqListResponseSchema); public, cached by the `faqs` tag
 *   GET    /api/seoul/v1/admin/faqs                         every FAQ entry (admins) → adminFaqListResponseSchema
 *   POST   /api/seoul/v1/admin/faqs                         create (faqInputSchema) → 201 faqSchema
 *   PUT    /api/seoul/v1/admin/faqs/:faqId                  replace (faqInputSchema) → faqSchema
 *   DELETE /api/seoul/v1/admin/faqs/:faqId                  delete → 204
 *   POST   /api/sejong/v1/inquiries                         new inquiry, multipart/form-data: fields of inquiryFieldsSchema + up to 5 `files` → 201 inquiryDetailSchema (signed-in members)
 *   GET    /api/sejong/v1/inquiries                         my inquiries (inquiryListQuerySchema → inquiryListResponseSchema)
 *   GET    /api/sejong/v1/inquiries/:inquiryId              one of mine → inquiryDetailSchema (another member's → 404)
 *   GET    /api/sejong/v1/inquiries/:inquiryId/attachments/:attachmentId   the file (owner or staff), Content-Disposition attachment, private cache
 *   GET    /api/sejong/v1/admin/inquiries                   the inbox (adminInquiryListQuerySchema → adminInquiryListResponseSchema; staff)
 *   GET    /api/sejong/v1/admin/inquiries/:inquiryId        → adminInquiryDetailSchema
 *   POST   /api/sejong/v1/admin/inquiries/:inquiryId/answers   answer (inquiryAnswerInputSchema) → adminInquiryDetailSchema; mailed to the member
 *   PATCH  /api/sejong/v1/admin/inquiries/:inquiryId        assign / close / reopen (inquiryUpdateSchema) → adminInquiryDetailSchema
 * Staff = admins (isManager): the inbox, answers and the FAQ editor are theirs (ADR 022).
 */

export const faqCategorySchema = z.enum(FAQ_CATEGORIES, { error: '카테고리를 선택해 주세요.' });
export const inquiryCategorySchema = z.enum(INQUIRY_CATEGORIES, { error: '문의 유형을 선택해 주세요.' });
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export const inquiryAttachmentMimeSchema = z.enum(INQUIRY_ATTACHMENT_MIME);

// --- FAQ ------------------------------------------------------------------------------------------

export const faqSchema = z.object({
  id: z.string(),
  category: faqCategorySchema,
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListQuerySchema = z.object({
  category: faqCategorySchema.optional(),
  q: searchText(FAQ_LIMITS.queryMax),
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

export const faqListResponseSchema = z.object({
  items: z.array(faqSchema),
  /** Published entries per category (of the whole FAQ, not of the search), for the category tabs. */
  counts: z.record(faqCategorySchema, z.number().int()),
});
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

export const adminFaqListResponseSchema = z.object({ items: z.array(faqSchema) });

export const faqInputSchema = z.object({
  category: faqCategorySchema,
  question: z.string().trim().min(1, '질문을 입력해 주세요.').max(FAQ_LIMITS.questionMax, `질문은 ${FAQ_LIMITS.questionMax}자 이하로 입력해 주세요.`),
  answer: z.string().trim().min(1, '답변을 입력해 주세요.').max(FAQ_LIMITS.answerMax, `답변은 ${FAQ_LIMITS.answerMax}자 이하로 입력해 주세요.`),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  published: z.boolean().default(true),
});
export type FaqInput = z.input<typeof faqInputSchema>;

// --- Inquiries ------------------------------------------------------------------------------------

/** The text fields of the multipart form (files travel as `files` parts). */
export const inquiryFieldsSchema = z.object({
  category: inquiryCategorySchema,
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(INQUIRY_LIMITS.titleMax, `제목은 ${INQUIRY_LIMITS.titleMax}자 이하로 입력해 주세요.`),
  body: z.string().trim()
    .min(INQUIRY_LIMITS.bodyMin, `내용을 ${INQUIRY_LIMITS.bodyMin}자 이상 입력해 주세요.`)
    .max(INQUIRY_LIMITS.bodyMax, `내용은 ${formatLocaleNumber(INQUIRY_LIMITS.bodyMax)}자 이하로 입력해 주세요.`),
  /** A random key the form makes once; sending the same key again returns the first inquiry instead of a second one. */
  clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '요청 키가 올바르지 않습니다.'),
});
export type InquiryFields = z.infer<typeof inquiryFieldsSchema>;

export const inquiryAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mime: inquiryAttachmentMimeSchema,
  bytes: z.number().int(),
  /** Same-origin download path (owner or staff only). */
  href: z.string(),
});
export type InquiryAttachment = z.infer<typeof inquiryAttachmentSchema>;

export const inquiryAnswerSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** '고객센터' for members; staff see the author's nickname in the admin DTO. */
  authorLabel: z.string(),
});
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;

export const inquirySummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  category: inquiryCategorySchema,
  title: z.string(),
  status: inquiryStatusSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  attachmentCount: z.number().int(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryDetailSchema = inquirySummarySchema.extend({
  body: z.string(),
  attachments: z.array(inquiryAttachmentSchema),
  answers: z.array(inquiryAnswerSchema),
  closedAt: z.string().nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const inquiryListQuerySchema = z.object({ page: listPageSchema });
export const inquiryListResponseSchema = z.object({ items: z.array(inquirySummarySchema), pagination: listPaginationSchema });
export type InquiryListResponse = z.infer<typeof inquiryListResponseSchema>;

export const INQUIRY_PAGE_SIZE = 10;
export const ADMIN_INQUIRY_PAGE_SIZE = 20;

export const adminInquiryListQuerySchema = z.object({
  status: z.enum([...INQUIRY_STATUSES, 'ALL'], { error: '상태는 OPEN, ANSWERED, CLOSED, ALL 중 하나입니다.' }).default('OPEN'),
  category: inquiryCategorySchema.optional(),
  /** 'me' = assigned to the viewer; 'none' = unassigned. */
  assignee: z.enum(['me', 'none', 'any'], { error: '담당자 조건은 me, none, any 중 하나입니다.' }).default('any'),
  q: searchText(50),
  page: listPageSchema,
});
export type AdminInquiryListQuery = z.output<typeof adminInquiryListQuerySchema>;

export const staffRefSchema = z.object({ id: z.string(), nickname: z.string() });

export const adminInquirySummarySchema = inquirySummarySchema.extend({
  user: z.object({ id: z.string(), email: z.string(), nickname: z.string() }),
  assignee: staffRefSchema.nullable(),
});
export const adminInquiryListResponseSchema = z.object({
  items: z.array(adminInquirySummarySchema),
  pagination: listPaginationSchema,
  /** Inquiries per status over the whole inbox, for the tabs. */
  counts: z.record(inquiryStatusSchema, z.number().int()),
});
export type AdminInquiryListResponse = z.infer<typeof adminInquiryListResponseSchema>;

export const adminInquiryDetailSchema = inquiryDetailSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), nickname: z.string() }),
  replyEmail: z.string(),
  assignee: staffRefSchema.nullable(),
  /** Staff who can be assigned. */
  staff: z.array(staffRefSchema),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const inquiryAnswerInputSchema = z.object({
  body: z.string().trim().min(1, '답변을 입력해 주세요.').max(INQUIRY_LIMITS.answerMax, `답변은 ${formatLocaleNumber(INQUIRY_LIMITS.answerMax)}자 이하로 입력해 주세요.`),
  /** Close the inquiry with this answer. */
  close: z.boolean().default(false),
});
export type InquiryAnswerInput = z.input<typeof inquiryAnswerInputSchema>;

export const inquiryUpdateSchema = z.object({
  /** A staff user id, or null to unassign. */
  assigneeId: z.string().max(64).nullable().optional(),
  status: z.enum(['CLOSED', 'OPEN'], { error: '상태는 CLOSED 또는 OPEN만 바꿀 수 있습니다.' }).optional(),
}).refine((v) => v.assigneeId !== undefined || v.status !== undefined, { message: '바꿀 항목이 없습니다.' });
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;
