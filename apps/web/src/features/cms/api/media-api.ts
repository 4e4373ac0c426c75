'use client';

import { API_ROOTS } from '@spi/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { mediaItemSchema, mediaListResponseSchema, type MediaItemDto, type MediaKind } from '@spi/core';
import { api } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

const BASE = `${API_ROOTS.seoul}/admin/media`;

export interface MediaQuery { page: number; size: number; kind?: MediaKind; query?: string }
export type MediaListResponse = ReturnType<typeof mediaListResponseSchema.parse>;

export function fetchMediaList(query: MediaQuery, signal?: AbortSignal): Promise<MediaListResponse> {
  return api.get(BASE, { query: { ...query, query: query.query || undefined }, schema: mediaListResponseSchema, signal });
}

export function useMediaList(query: MediaQuery) {
  return useQuery({ queryKey: cmsKeys.mediaList({ ...query }), queryFn: ({ signal }) => fetchMediaList(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

export function updateMediaAlt(mediaId: string, alt: string): Promise<MediaItemDto> {
  return api.put(`${BASE}/${encodeURIComponent(mediaId)}`, { alt }, { schema: mediaItemSchema });
}

export function deleteMedia(mediaId: string): Promise<void> {
  return api.delete(`${BASE}/${encodeURIComponent(mediaId)}`);
}
