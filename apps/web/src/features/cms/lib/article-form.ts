import {
  adminArticleUpsertSchema, type AdminArticleDetailDto, type AdminArticleUpsert, type MediaItemDto,
} from '@spi/core';
import { issuesToFieldErrors, type FieldErrors } from './field-errors';

type Section = AdminArticleUpsert['section'];
type ArticleType = AdminArticleUpsert['type'];
type VideoEmbed = AdminArticleUpsert['videos'][number];

/** The editor's fields other than the body (the body lives in the rich-text editor). */
export interface ArticleFields {
  title: string;
  description: string;
  section: Section;
  type: ArticleType;
  categoryId: string;
  /** '' for none. */
  seriesId: string;
  tagNames: string[];
  writerId: string;
  isMemberOnly: boolean;
  isPublic: boolean;
  thumbnail: MediaItemDto | null;
  voice: MediaItemDto | null;
  videos: VideoEmbed[];
}

export const EMPTY_FIELDS: ArticleFields = {
  title: '',
  description: '',
  section: 'PRO',
  type: 'CONTENT',
  categoryId: '',
  seriesId: '',
  tagNames: [],
  writerId: '',
  isMemberOnly: false,
  isPublic: true,
  thumbnail: null,
  voice: null,
  videos: [],
};

export function fieldsFromDetail(detail: AdminArticleDetailDto): ArticleFields {
  return {
    title: detail.title,
    description: detail.description,
    section: detail.section,
    type: detail.type,
    categoryId: detail.categoryId ?? '',
    seriesId: detail.seriesId ?? '',
    tagNames: [...detail.tagNames],
    writerId: detail.writerId,
    isMemberOnly: detail.isMemberOnly,
    isPublic: detail.isPublic,
    thumbnail: detail.thumbnailMedia,
    voice: detail.voiceMedia,
    videos: [...detail.videos],
  };
}

/** The request body (before parsing) of a save or an unsaved preview. */
export function upsertBody(fields: ArticleFields, html: string, doc: unknown): Record<string, unknown> {
  return {
    title: fields.title,
    description: fields.description,
    section: fields.section,
    type: fields.type,
    categoryId: fields.categoryId,
    seriesId: fields.seriesId || null,
    tagNames: fields.tagNames,
    writerId: fields.writerId,
    html,
    doc,
    isMemberOnly: fields.isMemberOnly,
    isPublic: fields.isPublic,
    thumbnailMediaId: fields.thumbnail?.mediaId ?? null,
    voiceMediaId: fields.voice?.mediaId ?? null,
    videos: fields.videos,
  };
}

export type ValidatedArticle = { ok: true; body: AdminArticleUpsert } | { ok: false; errors: FieldErrors };

/** The contract's own validation, with its Korean messages, per field. */
export function validateArticle(fields: ArticleFields, html: string, doc: unknown): ValidatedArticle {
  const parsed = adminArticleUpsertSchema.safeParse(upsertBody(fields, html, doc));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** A stable text of the fields for the unsaved-changes check. */
export function fieldsSignature(fields: ArticleFields): string {
  return JSON.stringify({ ...fields, thumbnail: fields.thumbnail?.mediaId ?? null, voice: fields.voice?.mediaId ?? null });
}

/** Field names in the order they appear on screen, for focusing the first invalid one. */
export const FIELD_ORDER = ['title', 'description', 'html', 'section', 'type', 'categoryId', 'seriesId', 'tagNames', 'writerId', 'thumbnailMediaId', 'voiceMediaId', 'videos', 'scheduledAt'] as const;
