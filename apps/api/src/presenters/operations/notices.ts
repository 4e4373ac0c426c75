import type { AdminNoticeListResponse, Notice } from '@spi/core';
import type { NoticeRow } from '../../loaders/operations/notices';
import { mediaUrl } from '../article-media';

export type NoticeState = AdminNoticeListResponse['items'][number]['state'];

export function presentNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: mediaUrl(row.imageMediaId),
    imageMediaId: row.imageMediaId,
    imageAlt: row.imageAlt,
    linkUrl: row.linkUrl,
    linkLabel: row.linkLabel,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SCHEDULED before the start, ACTIVE from the start until the end (exclusive), ENDED after. */
export function noticeState(row: Pick<NoticeRow, 'startsAt' | 'endsAt'>, now: Date): NoticeState {
  const t = now.getTime();
  if (t < row.startsAt.getTime()) return 'SCHEDULED';
  return t < row.endsAt.getTime() ? 'ACTIVE' : 'ENDED';
}

export function presentAdminNotice(row: NoticeRow, now: Date): AdminNoticeListResponse['items'][number] {
  return { ...presentNotice(row), state: noticeState(row, now) };
}
