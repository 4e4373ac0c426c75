import { parseEventInstant, toSeoulLocal, type AdminNoticeListResponse, type NoticeInput } from '@spi/core';

export type AdminNotice = AdminNoticeListResponse['items'][number];

/** The form's values: texts as typed, start and end as datetime-local values in Asia/Seoul. */
export interface NoticeFormValues {
  title: string;
  body: string;
  imageMediaId: string | null;
  imageUrl: string | null;
  imageAlt: string;
  linkUrl: string;
  linkLabel: string;
  startsLocal: string;
  endsLocal: string;
}

export const NOTICE_STATE_LABELS: Record<AdminNotice['state'], string> = { SCHEDULED: '예약', ACTIVE: '노출 중', ENDED: '종료' };
export const NOTICE_STATE_TONES: Record<AdminNotice['state'], string> = { SCHEDULED: 'warn', ACTIVE: 'ok', ENDED: 'neutral' };

/** A new notice: from the next full hour for seven days. */
export function emptyNoticeForm(now: Date = new Date()): NoticeFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(start.getTime() + 7 * 24 * 3_600_000);
  return { title: '', body: '', imageMediaId: null, imageUrl: null, imageAlt: '', linkUrl: '', linkLabel: '', startsLocal: toSeoulLocal(start), endsLocal: toSeoulLocal(end) };
}

export function noticeToForm(notice: AdminNotice): NoticeFormValues {
  return {
    title: notice.title,
    body: notice.body ?? '',
    imageMediaId: notice.imageMediaId,
    imageUrl: notice.imageUrl,
    imageAlt: notice.imageAlt ?? '',
    linkUrl: notice.linkUrl ?? '',
    linkLabel: notice.linkLabel ?? '',
    startsLocal: toSeoulLocal(notice.startsAt),
    endsLocal: toSeoulLocal(notice.endsAt),
  };
}

export type NoticeFormErrors = Partial<Record<'title' | 'content' | 'startsLocal' | 'endsLocal', string>>;

/** The request body, or the errors to show before anything is sent (the API checks the same rules). */
export function formToInput(values: NoticeFormValues): { input: NoticeInput; errors: null } | { input: null; errors: NoticeFormErrors } {
  const errors: NoticeFormErrors = {};
  const startsAt = parseEventInstant(values.startsLocal);
  const endsAt = parseEventInstant(values.endsLocal);
  if (!values.title.trim()) errors.title = '제목을 입력해 주세요.';
  if (!values.body.trim() && !values.imageMediaId) errors.content = '공지 내용 또는 이미지 중 하나는 있어야 합니다.';
  if (!startsAt) errors.startsLocal = '시작 시각을 입력해 주세요.';
  if (!endsAt) errors.endsLocal = '종료 시각을 입력해 주세요.';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsLocal = '공지 종료 시각은 시작 시각보다 뒤여야 합니다.';
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { input: null, errors };
  const text = (v: string) => (v.trim() ? v.trim() : null);
  return {
    input: {
      title: values.title.trim(),
      body: text(values.body),
      imageMediaId: values.imageMediaId,
      imageAlt: values.imageMediaId ? text(values.imageAlt) : null,
      linkUrl: text(values.linkUrl),
      linkLabel: text(values.linkUrl) ? text(values.linkLabel) : null,
      startsAt,
      endsAt,
    },
    errors: null,
  };
}
