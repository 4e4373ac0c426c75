'use client';

import { API_ROOTS } from '@spi/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import {
  adminArticleDetailSchema, adminArticleListResponseSchema, adminArticlePreviewSchema, articleRevisionDetailSchema,
  articleRevisionListResponseSchema, type AdminArticleDetailDto, type AdminArticlePreviewDto, type AdminArticleUpsert,
} from '@spi/core';
import { api } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

const BASE = `${API_ROOTS.seoul}/admin/articles`;
const path = (articleId: number, rest = '') => `${BASE}/${articleId}${rest}`;

export interface ArticleListQuery {
  page: number;
  size: number;
  status?: string;
  section?: string;
  query?: string;
}

export type ArticleListResponse = ReturnType<typeof adminArticleListResponseSchema.parse>;
export type RevisionListResponse = ReturnType<typeof articleRevisionListResponseSchema.parse>;
export type RevisionDetail = ReturnType<typeof articleRevisionDetailSchema.parse>;

export function fetchArticleList(query: ArticleListQuery, signal?: AbortSignal): Promise<ArticleListResponse> {
  return api.get(BASE, { query: { ...query, query: query.query || undefined }, schema: adminArticleListResponseSchema, signal });
}

export const articleListQuery = (query: ArticleListQuery) =>
  queryOptions({ queryKey: cmsKeys.articleList({ ...query }), queryFn: ({ signal }) => fetchArticleList(query, signal), placeholderData: keepPreviousData, staleTime: 0 });

export function useArticleList(query: ArticleListQuery) {
  return useQuery(articleListQuery(query));
}

export function fetchArticle(articleId: number, signal?: AbortSignal): Promise<AdminArticleDetailDto> {
  return api.get(path(articleId), { schema: adminArticleDetailSchema, signal });
}

/** The article as the editor opened it; never refetched behind the editor's back (the form holds the edits). */
export function useArticle(articleId: number | null) {
  return useQuery({
    queryKey: cmsKeys.article(articleId ?? 0),
    queryFn: ({ signal }) => fetchArticle(articleId!, signal),
    enabled: articleId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
    refetchOnReconnect: false,
  });
}

export function createArticle(body: AdminArticleUpsert): Promise<AdminArticleDetailDto> {
  return api.post(BASE, body, { schema: adminArticleDetailSchema });
}

export function updateArticle(articleId: number, body: AdminArticleUpsert, baseUpdatedAt: string): Promise<AdminArticleDetailDto> {
  return api.put(path(articleId), { ...body, baseUpdatedAt }, { schema: adminArticleDetailSchema });
}

export type StatusAction = 'publish' | 'unpublish' | 'archive';

export function changeStatus(articleId: number, action: StatusAction): Promise<AdminArticleDetailDto> {
  return api.post(path(articleId, `/${action}`), undefined, { schema: adminArticleDetailSchema });
}

/** `scheduledAt` as the picker gives it (Seoul time without an offset) or ISO. */
export function scheduleArticle(articleId: number, scheduledAt: string): Promise<AdminArticleDetailDto> {
  return api.post(path(articleId, '/schedule'), { scheduledAt }, { schema: adminArticleDetailSchema });
}

export function deleteArticle(articleId: number): Promise<void> {
  return api.delete(path(articleId));
}

/** The unsaved editor content as a reader with full access would get it, and where the paywall falls. */
export function previewUnsaved(body: AdminArticleUpsert): Promise<AdminArticlePreviewDto> {
  return api.post(`${BASE}/preview`, body, { schema: adminArticlePreviewSchema });
}

export function fetchRevisions(articleId: number, page: number, size = 20): Promise<RevisionListResponse> {
  return api.get(path(articleId, '/revisions'), { query: { page, size }, schema: articleRevisionListResponseSchema });
}

export function fetchRevision(articleId: number, revisionId: string): Promise<RevisionDetail> {
  return api.get(path(articleId, `/revisions/${encodeURIComponent(revisionId)}`), { schema: articleRevisionDetailSchema });
}

export function restoreRevision(articleId: number, revisionId: string): Promise<AdminArticleDetailDto> {
  return api.post(path(articleId, `/revisions/${encodeURIComponent(revisionId)}/restore`), undefined, { schema: adminArticleDetailSchema });
}
