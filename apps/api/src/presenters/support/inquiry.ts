import type { AdminInquiryDetail, InquiryAnswer, InquiryAttachment, InquiryDetail, InquirySummary } from '@spi/core';
import type { AdminInquirySummaryRow, InquiryAnswerRow, InquiryAttachmentRow, InquiryFull, InquiryRow, StaffRef } from '../../loaders/support/inquiries';

/** What members see as the author of every answer. */
export const MEMBER_ANSWER_AUTHOR = '고객센터';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function attachmentHref(inquiryId: string, attachmentId: string): string {
  return `/api/sejong/v1/inquiries/${inquiryId}/attachments/${attachmentId}`;
}

function presentAttachment(row: InquiryAttachmentRow): InquiryAttachment {
  return { id: row.id, filename: row.filename, mime: row.mime, bytes: row.bytes, href: attachmentHref(row.inquiryId, row.id) };
}

function presentAnswer(row: InquiryAnswerRow, staffView: boolean): InquiryAnswer {
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), authorLabel: staffView ? (row.authorNickname ?? MEMBER_ANSWER_AUTHOR) : MEMBER_ANSWER_AUTHOR };
}

export function presentInquirySummary(row: InquiryRow & { attachmentCount: number }): InquirySummary {
  return {
    id: row.id,
    number: row.number,
    category: row.category,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    attachmentCount: row.attachmentCount,
  };
}

function detail(full: InquiryFull, staffView: boolean): InquiryDetail {
  return {
    ...presentInquirySummary({ ...full.inquiry, attachmentCount: full.attachments.length }),
    body: full.inquiry.body,
    attachments: full.attachments.map(presentAttachment),
    answers: full.answers.map((a) => presentAnswer(a, staffView)),
    closedAt: iso(full.inquiry.closedAt),
  };
}

/** The member's view: answers signed '고객센터'. */
export function presentInquiryDetail(full: InquiryFull): InquiryDetail {
  return detail(full, false);
}

export function presentAdminInquirySummary(row: AdminInquirySummaryRow) {
  return { ...presentInquirySummary(row), user: row.user, assignee: row.assignee };
}

/** The staff view: answers signed with the author's nickname, the member, the reply address, the assignee and who can be assigned. */
export function presentAdminInquiryDetail(full: InquiryFull, staff: StaffRef[]): AdminInquiryDetail {
  return { ...detail(full, true), user: full.user, replyEmail: full.inquiry.replyEmail, assignee: full.assignee, staff };
}
