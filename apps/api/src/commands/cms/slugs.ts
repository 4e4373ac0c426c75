import { AppError, randomId } from '@spi/core';

const MAX_SLUG = 60;

/** Lower-case letters (any script) and digits joined by single hyphens; '' when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/**
 * An article's slug: the title's Latin words when it has some ('gbd-office-vacancy-42'), else
 * 'article-42'. The id makes it unique without a retry loop; Korean titles are not romanised.
 */
export function articleSlug(title: string, articleId: number): string {
  const latin = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return /[a-z]{3,}/.test(latin) ? `${latin}-${articleId}` : `article-${articleId}`;
}

/** A taxonomy slug from a name, or a short random one when the name has no letters or digits. */
export function taxonomySlug(name: string, prefix: string): string {
  return slugify(name) || `${prefix}-${randomId(6).toLowerCase()}`;
}

/**
 * A free slug: the requested one (409 SLUG_TAKEN when taken), else one made from the name with '-2',
 * '-3', ... added until free. `taken` says whether another row already holds a slug.
 */
export async function pickSlug(requested: string | undefined, name: string, prefix: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (requested) {
    if (await taken(requested)) throw new AppError('SLUG_TAKEN');
    return requested;
  }
  const base = taxonomySlug(name, prefix);
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, MAX_SLUG - 4)}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${prefix}-${randomId(8).toLowerCase()}`;
}
