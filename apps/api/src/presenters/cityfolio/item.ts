import {
  CITYFOLIO_KIND_LABELS, contentHref, EVENT_FORMAT_LABELS, VIDEO_PROVIDER_LABELS, videoWatchUrl,
  type AdminCityfolioItem, type AdminCityfolioListItem, type CityfolioItemDetail, type CityfolioItemSummary, type CityfolioLinkedEvent,
  type CityfolioStatus, type CityfolioVideoInfo, type VideoProvider,
} from '@spi/core';
import type { VideoMetadataResult } from '../../adapters/video-metadata';
import type { CityfolioRow, LinkedEventRow } from '../../loaders/cityfolio/load-cityfolio';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const STATUS_LABELS: Record<CityfolioStatus, string> = { DRAFT: '임시 저장', PUBLISHED: '공개' };

export const cityfolioHref = (id: number): string => contentHref('CITYFOLIO', String(id));

export function presentVideoInfo(provider: VideoProvider, videoId: string, meta: VideoMetadataResult): CityfolioVideoInfo {
  return {
    provider,
    providerLabel: VIDEO_PROVIDER_LABELS[provider],
    videoId,
    watchUrl: videoWatchUrl(provider, videoId),
    title: meta.title,
    author: meta.author,
    thumbnailUrl: meta.thumbnailUrl,
    durationSec: meta.durationSec,
  };
}

function videoOf(row: CityfolioRow): CityfolioVideoInfo | null {
  if (row.kind !== 'VIDEO' || !row.videoProvider || !row.videoId) return null;
  return presentVideoInfo(row.videoProvider, row.videoId, { title: row.videoTitle, author: row.videoAuthor, thumbnailUrl: row.videoThumbnailUrl, durationSec: row.videoDurationSec });
}

export function presentCityfolioSummary(row: CityfolioRow): CityfolioItemSummary {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: CITYFOLIO_KIND_LABELS[row.kind],
    title: row.title,
    summary: row.summary,
    // A video's still stands in for a missing cover only when it is ours (a same-site media path): a still
    // hosted by YouTube or Vimeo would contact the video site before the reader presses play (ADR 020 §8).
    coverUrl: row.coverUrl || (row.kind === 'VIDEO' && row.videoThumbnailUrl.startsWith('/') ? row.videoThumbnailUrl : ''),
    tags: row.tags,
    href: cityfolioHref(row.id),
    publishedAt: iso(row.publishedAt),
    isSample: row.isSample,
    event: row.kind === 'EVENT'
      ? { startsAt: iso(row.eventStartsAt), endsAt: iso(row.eventEndsAt), place: row.eventPlace, url: row.eventUrl, linkedEventId: row.linkedEventId }
      : null,
    video: videoOf(row),
    book: row.kind === 'BOOK'
      ? { author: row.bookAuthor, publisher: row.bookPublisher, publishedOn: row.bookPublishedOn, isbn: row.bookIsbn, pages: row.bookPages, rating: row.bookRating }
      : null,
  };
}

export function presentCityfolioDetail(row: CityfolioRow): CityfolioItemDetail {
  return { ...presentCityfolioSummary(row), body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export function presentLinkedEvent(row: LinkedEventRow | null): CityfolioLinkedEvent | null {
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    format: row.format,
    formatLabel: EVENT_FORMAT_LABELS[row.format],
    venueName: row.venueName,
    status: row.status,
    href: contentHref('EVENT', String(row.id)),
  };
}

export function presentAdminCityfolioListItem(row: CityfolioRow): AdminCityfolioListItem {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: CITYFOLIO_KIND_LABELS[row.kind],
    title: row.title,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    tags: row.tags,
    isSample: row.isSample,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminCityfolioItem(row: CityfolioRow): AdminCityfolioItem {
  const video = videoOf(row);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverUrl: row.coverUrl,
    status: row.status,
    tags: row.tags,
    eventStartsAt: iso(row.eventStartsAt),
    eventEndsAt: iso(row.eventEndsAt),
    eventPlace: row.eventPlace,
    eventUrl: row.eventUrl,
    linkedEventId: row.linkedEventId,
    videoUrl: video?.watchUrl ?? '',
    video,
    videoMetadataAt: iso(row.videoMetadataAt),
    bookAuthor: row.bookAuthor,
    bookPublisher: row.bookPublisher,
    bookPublishedOn: row.bookPublishedOn,
    bookIsbn: row.bookIsbn,
    bookPages: row.bookPages,
    bookRating: row.bookRating,
    isSample: row.isSample,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    href: cityfolioHref(row.id),
  };
}
