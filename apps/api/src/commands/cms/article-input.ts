import type { AdminArticleUpsert, ArticleSnapshot } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { estimateReadMinutes } from '../../content/read-time';
import { sanitizeArticleHtml } from '../../content/sanitize';
import { invalidFields, type FieldIssue } from './cms-context';

/**
 * What an article save writes: the input with its HTML sanitised (and the member-only marker placed),
 * the read time computed when not given, and every reference checked against the database.
 */
export async function prepareArticle(tx: Db, input: AdminArticleUpsert): Promise<ArticleSnapshot> {
  const issues: FieldIssue[] = [];
  const [category] = await tx.select().from(schema.categories).where(eq(schema.categories.id, input.categoryId));
  if (!category) issues.push({ path: 'categoryId', message: '존재하지 않는 카테고리입니다.' });
  else if (category.section !== input.section) issues.push({ path: 'categoryId', message: '선택한 섹션에 속하지 않는 카테고리입니다.' });
  if (input.seriesId) {
    const [found] = await tx.select({ id: schema.series.id }).from(schema.series).where(eq(schema.series.id, input.seriesId));
    if (!found) issues.push({ path: 'seriesId', message: '존재하지 않는 시리즈입니다.' });
  }
  const [writer] = await tx.select({ id: schema.writers.id }).from(schema.writers).where(eq(schema.writers.id, input.writerId));
  if (!writer) issues.push({ path: 'writerId', message: '존재하지 않는 필자입니다.' });
  for (const [path, id, kind, label] of [
    ['thumbnailMediaId', input.thumbnailMediaId, 'IMAGE', '대표 이미지는 이미지 파일이어야 합니다.'],
    ['voiceMediaId', input.voiceMediaId, 'AUDIO', '음성 파일은 오디오 파일이어야 합니다.'],
  ] as const) {
    if (!id) continue;
    const [file] = await tx.select({ kind: schema.media.kind }).from(schema.media).where(eq(schema.media.id, id));
    if (!file) issues.push({ path, message: '존재하지 않는 미디어입니다.' });
    else if (file.kind !== kind) issues.push({ path, message: label });
  }
  if (issues.length > 0) throw invalidFields(issues);

  const { html } = sanitizeArticleHtml(input.html, { isMemberOnly: input.isMemberOnly });
  return {
    title: input.title,
    description: input.description,
    section: input.section,
    type: input.type,
    categoryId: input.categoryId,
    seriesId: input.seriesId ?? null,
    tagNames: input.tagNames,
    writerId: input.writerId,
    html,
    doc: input.doc ?? null,
    isMemberOnly: input.isMemberOnly,
    isPublic: input.isPublic,
    thumbnailMediaId: input.thumbnailMediaId ?? null,
    voiceMediaId: input.voiceMediaId ?? null,
    videos: input.videos,
    readMinutes: input.readMinutes ?? estimateReadMinutes(html),
  };
}

/** The article columns of a snapshot (tags live in article_tags). */
export function articleColumns(snapshot: ArticleSnapshot) {
  const { tagNames: _tags, doc, ...columns } = snapshot;
  return { ...columns, doc: doc ?? null };
}

/** JSON with object keys sorted: jsonb does not keep key order, so plain JSON text would differ. */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Snapshot fields whose value differs, for the audit row (names only, never the values). */
export function changedFields(before: ArticleSnapshot | null, after: ArticleSnapshot): string[] {
  if (!before) return Object.keys(after);
  return (Object.keys(after) as Array<keyof ArticleSnapshot>).filter((key) => stableJson(before[key]) !== stableJson(after[key]));
}
