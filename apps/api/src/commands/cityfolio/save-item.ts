import { AppError, normalizeIsbn13, parseVideoUrl, type CityfolioItemValues } from '@spi/core';
import { indexCityfolioSearchDocuments, schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { VideoMetadata } from '../../adapters/video-metadata';
import { eventExists, type CityfolioRow } from '../../loaders/cityfolio/load-cityfolio';
import { inTransaction } from '../transaction';

/**
 * Editors' writes of 시티폴리오 items (ADR 020). Fields of other kinds are stored blank; a video's metadata is
 * looked up through the VideoMetadata adapter when the link is new or changed (before the transaction: it
 * may go to the network) and kept otherwise; the search document is rewritten in the same transaction.
 */
const { cityfolioItems } = schema;
type ItemValues = Omit<typeof cityfolioItems.$inferInsert, 'id' | 'createdAt' | 'createdBy'>;

const BLANK_EVENT = { eventStartsAt: null, eventEndsAt: null, eventPlace: '', eventUrl: '', linkedEventId: null } as const;
const BLANK_VIDEO = { videoProvider: null, videoId: null, videoTitle: '', videoAuthor: '', videoThumbnailUrl: '', videoDurationSec: null, videoMetadataAt: null } as const;
const BLANK_BOOK = { bookAuthor: '', bookPublisher: '', bookPublishedOn: null, bookIsbn: '', bookPages: null, bookRating: null } as const;

async function valuesOf(
  db: Db,
  input: CityfolioItemValues,
  before: CityfolioRow | null,
  videoMetadata: VideoMetadata,
  now: Date,
): Promise<ItemValues> {
  const common = {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    body: input.body,
    coverUrl: input.coverUrl,
    status: input.status,
    tags: [...new Set(input.tags)],
    isSample: input.isSample,
    // First publication keeps its time; a draft has none.
    publishedAt: input.status === 'PUBLISHED' ? (before?.publishedAt ?? now) : null,
    updatedAt: now,
  };
  if (input.kind === 'EVENT') {
    if (input.linkedEventId !== null && !(await eventExists(db, input.linkedEventId))) {
      throw new AppError('VALIDATION_FAILED', '연결할 이벤트를 찾을 수 없습니다.', { field: 'linkedEventId' });
    }
    return {
      ...common, ...BLANK_VIDEO, ...BLANK_BOOK,
      eventStartsAt: input.eventStartsAt ? new Date(input.eventStartsAt) : null,
      eventEndsAt: input.eventEndsAt ? new Date(input.eventEndsAt) : null,
      eventPlace: input.eventPlace,
      eventUrl: input.eventUrl,
      linkedEventId: input.linkedEventId,
    };
  }
  if (input.kind === 'VIDEO') {
    const link = parseVideoUrl(input.videoUrl);
    if (!link) throw new AppError('CITYFOLIO_VIDEO_URL_INVALID');
    const unchanged = before?.kind === 'VIDEO' && before.videoProvider === link.provider && before.videoId === link.videoId && before.videoMetadataAt;
    const meta = unchanged
      ? { title: before.videoTitle, author: before.videoAuthor, thumbnailUrl: before.videoThumbnailUrl, durationSec: before.videoDurationSec, at: before.videoMetadataAt }
      : { ...(await videoMetadata.lookup(link.provider, link.videoId)), at: now };
    return {
      ...common, ...BLANK_EVENT, ...BLANK_BOOK,
      videoProvider: link.provider,
      videoId: link.videoId,
      videoTitle: meta.title,
      videoAuthor: meta.author,
      videoThumbnailUrl: meta.thumbnailUrl,
      videoDurationSec: meta.durationSec,
      videoMetadataAt: meta.at,
    };
  }
  return {
    ...common, ...BLANK_EVENT, ...BLANK_VIDEO,
    bookAuthor: input.bookAuthor,
    bookPublisher: input.bookPublisher,
    bookPublishedOn: input.bookPublishedOn,
    bookIsbn: input.bookIsbn ? (normalizeIsbn13(input.bookIsbn) ?? '') : '',
    bookPages: input.bookPages,
    bookRating: input.bookRating,
  };
}

export async function createCityfolioItem(db: Db, input: CityfolioItemValues, actorId: string | null, videoMetadata: VideoMetadata, now: Date): Promise<number> {
  const values = await valuesOf(db, input, null, videoMetadata, now);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(cityfolioItems).values({ ...values, createdBy: actorId, createdAt: now }).returning({ id: cityfolioItems.id });
    await indexCityfolioSearchDocuments(tx, [row!.id]);
    return row!.id;
  });
}

export async function updateCityfolioItem(db: Db, id: number, input: CityfolioItemValues, videoMetadata: VideoMetadata, now: Date): Promise<void> {
  const [before] = await db.select().from(cityfolioItems).where(eq(cityfolioItems.id, id)).limit(1);
  if (!before) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
  const values = await valuesOf(db, input, before, videoMetadata, now);
  await inTransaction(db, async (tx) => {
    const updated = await tx.update(cityfolioItems).set(values).where(eq(cityfolioItems.id, id)).returning({ id: cityfolioItems.id });
    if (updated.length === 0) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
    await indexCityfolioSearchDocuments(tx, [id]);
  });
}

export async function deleteCityfolioItem(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const deleted = await tx.delete(cityfolioItems).where(eq(cityfolioItems.id, id)).returning({ id: cityfolioItems.id });
    if (deleted.length === 0) throw new AppError('CITYFOLIO_ITEM_NOT_FOUND');
    await indexCityfolioSearchDocuments(tx, [id]);
  });
}
