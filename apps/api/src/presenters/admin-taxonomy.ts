import { mediaPath, type AdminCategoryDto, type AdminSeriesDto, type AdminTagDto, type AdminWriterDto } from '@spi/core';
import type { schema } from '@spi/db';

type CategoryRow = typeof schema.categories.$inferSelect;
type SeriesRow = typeof schema.series.$inferSelect;
type TagRow = typeof schema.tags.$inferSelect;
type WriterRow = typeof schema.writers.$inferSelect;

export function presentAdminCategory(row: CategoryRow, articleCount: number): AdminCategoryDto {
  return { categoryId: row.id, slug: row.slug, name: row.name, path: row.path, section: row.section, parentId: row.parentId, sortOrder: row.sortOrder, articleCount };
}

export function presentAdminSeries(row: SeriesRow, articleCount: number): AdminSeriesDto {
  return { seriesId: row.id, slug: row.slug, name: row.name, description: row.description, articleCount };
}

export function presentAdminTag(row: TagRow, articleCount: number): AdminTagDto {
  return { tagId: row.id, slug: row.slug, name: row.name, articleCount };
}

export function presentAdminWriter(row: WriterRow, articleCount: number): AdminWriterDto {
  return {
    writerId: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    bio: row.bio,
    avatarMediaId: row.avatarMediaId,
    avatar: row.avatarMediaId ? mediaPath(row.avatarMediaId, 'small') : null,
    isSample: row.isSample,
    articleCount,
  };
}

/** Categories as a tree in reading order: each parent followed by its children, by sortOrder then name. */
export function sortCategoryTree(rows: CategoryRow[]): CategoryRow[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const ordered: CategoryRow[] = [];
  const visit = (parentId: string | null) => {
    const children = (byParent.get(parentId) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'ko'));
    for (const child of children) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  // Rows whose parent is missing still show, at the end.
  return [...ordered, ...rows.filter((row) => !ordered.includes(row))];
}
