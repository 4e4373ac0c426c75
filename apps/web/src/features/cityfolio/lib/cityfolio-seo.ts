import type { CityfolioItemDetail, CityfolioItemResponse } from '@spi/core/contracts/cityfolio';
import type { Metadata } from 'next';
import { playerUrl } from '@/components/content/video-embed';
import { pageMetadata } from '@/lib/metadata';
import { isoDuration } from './format';
import { cityfolioItemHref } from './paths';

const KIND_SUFFIX = { EVENT: '이벤트', VIDEO: '영상', BOOK: '책' } as const;

/** An absolute address of a same-site path ('/media/…'), an https address as is, else null. */
function absolute(url: string, siteUrl: string): string | null {
  if (!url) return null;
  if (/^https:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : null;
}

/** The first 160 characters of the summary, else of the body (one line). */
export function itemDescription(item: CityfolioItemDetail): string {
  const text = (item.summary || item.body).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

export function itemMetadata({ item }: CityfolioItemResponse): Metadata {
  const base = pageMetadata({
    path: cityfolioItemHref(item.id),
    title: `${item.title} · 시티폴리오 ${KIND_SUFFIX[item.kind]}`,
    description: itemDescription(item) || `시티폴리오 ${KIND_SUFFIX[item.kind]}: ${item.title}`,
    ...(item.coverUrl && item.coverUrl.startsWith('/') ? { image: item.coverUrl } : {}),
    type: 'article',
  });
  return base;
}

const SPI = { '@type': 'Organization', name: 'SPI' } as const;

/**
 * schema.org for an item: an Event (startDate/endDate in ISO 8601 with the offset, the place or the page),
 * a VideoObject (thumbnailUrl, uploadDate, duration as ISO 8601, embedUrl) or a Book with its author,
 * publisher, ISBN and the editor's Review.
 */
export function itemJsonLd({ item, linkedEvent }: CityfolioItemResponse, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}${cityfolioItemHref(item.id)}`;
  const description = itemDescription(item) || undefined;
  const image = absolute(item.coverUrl, siteUrl) ?? undefined;
  const common = { '@context': 'https://schema.org', name: item.title, url, description, ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}) };

  if (item.kind === 'EVENT' && item.event) {
    const event = item.event;
    // The linked /event seminar knows its format; else an item without a place but with a page is online.
    const format = linkedEvent?.format ?? (!event.place && event.url ? 'ONLINE' : 'OFFLINE');
    const place = { '@type': 'Place', name: linkedEvent?.venueName || event.place, address: { '@type': 'PostalAddress', streetAddress: linkedEvent?.venueName || event.place, addressCountry: 'KR' } };
    const virtual = { '@type': 'VirtualLocation', url: linkedEvent ? `${siteUrl}${linkedEvent.href}` : event.url || url };
    const location = format === 'ONLINE' ? virtual : format === 'HYBRID' ? [place, virtual] : place;
    const mode = format === 'ONLINE' ? 'OnlineEventAttendanceMode' : format === 'HYBRID' ? 'MixedEventAttendanceMode' : 'OfflineEventAttendanceMode';
    return {
      ...common,
      '@type': 'Event',
      startDate: event.startsAt ?? undefined,
      endDate: event.endsAt ?? undefined,
      eventAttendanceMode: `https://schema.org/${mode}`,
      eventStatus: linkedEvent?.status === 'CANCELLED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      location,
      image,
      organizer: SPI,
      ...(event.url ? { sameAs: event.url } : {}),
    };
  }

  if (item.kind === 'VIDEO' && item.video) {
    const video = item.video;
    const thumbnail = absolute(item.coverUrl, siteUrl) ?? absolute(video.thumbnailUrl, siteUrl) ?? `${siteUrl}/opengraph-image`;
    return {
      ...common,
      '@type': 'VideoObject',
      description: description ?? item.title,
      thumbnailUrl: [thumbnail],
      uploadDate: item.publishedAt ?? item.updatedAt,
      ...(isoDuration(video.durationSec) ? { duration: isoDuration(video.durationSec) } : {}),
      embedUrl: playerUrl(video).replace('?autoplay=1&', '?').replace('?autoplay=1', ''),
      contentUrl: video.watchUrl,
      ...(video.author ? { author: { '@type': 'Person', name: video.author } } : {}),
      publisher: SPI,
    };
  }

  if (item.kind === 'BOOK' && item.book) {
    const book = item.book;
    return {
      ...common,
      '@type': 'Book',
      image,
      author: book.author ? { '@type': 'Person', name: book.author } : undefined,
      publisher: book.publisher ? { '@type': 'Organization', name: book.publisher } : undefined,
      ...(book.isbn ? { isbn: book.isbn } : {}),
      ...(book.pages ? { numberOfPages: book.pages } : {}),
      ...(book.publishedOn ? { datePublished: book.publishedOn } : {}),
      inLanguage: 'ko',
      review: {
        '@type': 'Review',
        author: SPI,
        datePublished: item.publishedAt ?? undefined,
        reviewBody: item.body || item.summary || undefined,
        ...(book.rating ? { reviewRating: { '@type': 'Rating', ratingValue: book.rating, bestRating: 5, worstRating: 1 } } : {}),
      },
    };
  }

  return { ...common, '@type': 'CreativeWork', image };
}
