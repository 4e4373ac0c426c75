/**
 * 고객센터 (help centre) and 1:1 문의 (ADR 022): FAQ categories, inquiry categories and statuses, the
 * limits of an inquiry and its attachments, and the Korean texts the screens and the API share.
 */

/** FAQ categories in display order (issue 14: membership, payment, account, data). */
export const FAQ_CATEGORIES = ['MEMBERSHIP', 'PAYMENT', 'ACCOUNT', 'DATA'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  MEMBERSHIP: '멤버십',
  PAYMENT: '결제',
  ACCOUNT: '계정',
  DATA: '데이터',
};

/** Inquiry categories: the FAQ's plus content/copyright (the footer sends copyright questions here) and other. */
export const INQUIRY_CATEGORIES = ['MEMBERSHIP', 'PAYMENT', 'ACCOUNT', 'DATA', 'CONTENT', 'ETC'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  ...FAQ_CATEGORY_LABELS,
  CONTENT: '콘텐츠·저작권',
  ETC: '기타',
};

/** OPEN → ANSWERED (an answer was sent; more answers may follow) → CLOSED. A closed inquiry takes no answers. */
export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  OPEN: '답변 대기',
  ANSWERED: '답변 완료',
  CLOSED: '종료',
};

export const INQUIRY_LIMITS = {
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 5000,
  answerMax: 10000,
  attachmentsMax: 5,
  /** Per file. */
  attachmentBytesMax: 10 * 1024 * 1024,
  /** Whole request (five files plus the fields). */
  requestBytesMax: 52 * 1024 * 1024,
  filenameMax: 120,
} as const;

/** What an attachment may be, decided by its bytes (magic numbers), never by its name or declared type. */
export const INQUIRY_ATTACHMENT_MIME = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type InquiryAttachmentMime = (typeof INQUIRY_ATTACHMENT_MIME)[number];

/** The storage folder of user-uploaded support files (spec section 3's asset folders). */
export const SUPPORT_FILES_FOLDER = 'support';

export const FAQ_LIMITS = { questionMax: 200, answerMax: 5000, queryMax: 50 } as const;

export const SUPPORT_TEXTS = {
  /** Guests are sent to sign in with the spec's message (section 5, rule 2). */
  signInRequired: '해당 페이지는 로그인한 사용자만 접근 가능합니다.',
  inquirySubmitted: '문의가 접수되었습니다. 답변이 등록되면 이메일로 알려 드립니다.',
  answerMailSubject: '[SPI] 1:1 문의에 답변이 등록되었습니다',
  attachmentRejected: '이미지(PNG, JPG, GIF, WEBP) 또는 PDF 파일만 첨부할 수 있습니다.',
  attachmentTooLarge: '첨부 파일은 한 개당 10MB까지 올릴 수 있습니다.',
  tooManyAttachments: '첨부 파일은 5개까지 올릴 수 있습니다.',
} as const;
