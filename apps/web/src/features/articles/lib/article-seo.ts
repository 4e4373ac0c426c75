import { serializeJsonLd } from '@/lib/json-ld';
import type { Metadata } from 'next';
import { SITE, type ArticleDetailDto } from '@spi/core';
import { articleHref, writerHref } from '@/components/content/links';
import { pageMetadata } from '@/lib/metadata';

/**
 * Search and sharing metadata of an article page, built from public fields only: nothing here can see
 * the member-only part (the type leaves out leadHtml and bodyHtml on purpose).
 */
export type PublicArticleFields = Pick<
  ArticleDetailDto,
  'articleId' | 'title' | 'description' | 'published' | 'updatedAt' | 'thumbnail' | 'isMemberOnly' | 'label' | 'section' | 'tags'
> & { writer: Pick<ArticleDetailDto['writer'], 'name' | 'slug'> };

/** The CSS class wrapping the member-only part of the body (Google's paywalled-content markup). */
export const PAYWALLED_CLASS = 'paywalled-content';

const absolute = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).toString();

/** Canonical /article?id=N, Open Graph (article, times, image) and the Twitter card. */
export function articleMetadata(article: PublicArticleFields): Metadata {
  const path = articleHref(article.articleId);
  const base = pageMetadata({
    path,
    title: article.title,
    description: article.description,
    image: article.thumbnail ?? undefined,
    type: 'article',
  });
  return {
    ...base,
    authors: [{ name: article.writer.name, url: writerHref(article.writer.slug) }],
    keywords: article.tags.map((t) => t.name),
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.published,
      modifiedTime: article.updatedAt,
      authors: [article.writer.name],
      section: article.label || undefined,
      tags: article.tags.map((t) => t.name),
    },
  };
}

/**
 * NewsArticle structured data. A member-only article says isAccessibleForFree: false and names the
 * element holding the member-only part (hasPart.cssSelector), as Google asks of paywalled content.
 */
export function newsArticleJsonLd(article: PublicArticleFields, siteUrl: string): Record<string, unknown> {
  const url = absolute(siteUrl, articleHref(article.articleId));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: article.description,
    datePublished: article.published,
    dateModified: article.updatedAt,
    inLanguage: 'ko-KR',
    ...(article.thumbnail ? { image: [absolute(siteUrl, article.thumbnail)] } : {}),
    author: [{ '@type': 'Person', name: article.writer.name, url: absolute(siteUrl, writerHref(article.writer.slug)) }],
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      url: `${siteUrl}/`,
      logo: { '@type': 'ImageObject', url: absolute(siteUrl, '/opengraph-image') },
    },
    ...(article.label ? { articleSection: article.label } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((t) => t.name).join(', ') } : {}),
    isAccessibleForFree: !article.isMemberOnly,
    ...(article.isMemberOnly
      ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${PAYWALLED_CLASS}` } }
      : {}),
  };
}


export { serializeJsonLd };
