import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';

const { media, users } = schema;

const mediaColumns = {
  id: media.id,
  kind: media.kind,
  mime: media.mime,
  bytes: media.bytes,
  width: media.width,
  height: media.height,
  storageKey: media.storageKey,
  variants: media.variants,
  alt: media.alt,
  originalName: media.originalName,
  uploadedBy: media.uploadedBy,
  uploaderNickname: users.nickname,
  createdAt: media.createdAt,
};

function selectMedia(db: Db) {
  return db.select(mediaColumns).from(media).leftJoin(users, eq(users.id, media.uploadedBy));
}

export type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['execute']>>[number];

/** `%` and `_` typed by a person are literal in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function loadMediaPage(db: Db, query: { page: number; size: number; kind?: 'IMAGE' | 'AUDIO'; query?: string }): Promise<{ rows: MediaRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  if (query.query) conditions.push(or(ilike(media.originalName, likePattern(query.query)), ilike(media.alt, likePattern(query.query)))!);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectMedia(db).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function loadMediaItem(db: Db, mediaId: string): Promise<MediaRow | null> {
  const [row] = await selectMedia(db).where(eq(media.id, mediaId));
  return row ?? null;
}

export async function loadMediaItems(db: Db, ids: Array<string | null>): Promise<Map<string, MediaRow>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return new Map();
  const rows = await selectMedia(db).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
