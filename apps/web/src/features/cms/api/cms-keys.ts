/** TanStack Query keys of the CMS; every key starts with 'cms' so a sign-out can drop them together. */
export const cmsKeys = {
  all: ['cms'] as const,
  articles: () => ['cms', 'articles'] as const,
  articleList: (query: Record<string, unknown>) => ['cms', 'articles', 'list', query] as const,
  article: (articleId: number) => ['cms', 'articles', 'detail', articleId] as const,
  revisions: (articleId: number) => ['cms', 'articles', 'revisions', articleId] as const,
  revision: (articleId: number, revisionId: string) => ['cms', 'articles', 'revisions', articleId, revisionId] as const,
  categories: () => ['cms', 'categories'] as const,
  series: () => ['cms', 'series'] as const,
  tags: () => ['cms', 'tags'] as const,
  tagList: (query: Record<string, unknown>) => ['cms', 'tags', query] as const,
  writers: () => ['cms', 'writers'] as const,
  media: () => ['cms', 'media'] as const,
  mediaList: (query: Record<string, unknown>) => ['cms', 'media', query] as const,
  reitImports: () => ['cms', 'reits', 'imports'] as const,
  explainers: () => ['cms', 'reits', 'explainers'] as const,
  glossary: () => ['cms', 'reits', 'glossary'] as const,
};
