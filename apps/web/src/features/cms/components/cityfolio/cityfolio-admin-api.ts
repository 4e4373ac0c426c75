'use client';

import { useQuery } from '@/lib/query';
import {
  API_ROOTS, adminCityfolioItemResponseSchema, adminCityfolioListResponseSchema, videoMetadataResponseSchema, type CityfolioItemInput,
  type CityfolioVideoInfo,
} from '@spi/core';
import { api } from '@/lib/api-client';

/**
 * The admin screens of 시티폴리오 (ADR 020): the list by kind and status, the editor's record, the writes
 * and the video lookup (the API asks the video site once, when the editor adds the link) — every path
 * under /api/seoul/v1/admin/cityfolio.
 */

const ADMIN = `${API_ROOTS.seoul}/admin/cityfolio`;
const itemPath = (itemId: string | number) => `${ADMIN}/${encodeURIComponent(String(itemId))}`;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const cityfolioAdminKeys = {
  all: () => ['cms', 'cityfolio'] as const,
  lists: () => ['cms', 'cityfolio', 'list'] as const,
  list: (query: Record<string, unknown>) => ['cms', 'cityfolio', 'list', query] as const,
  item: (id: number) => ['cms', 'cityfolio', 'detail', id] as const,
};

export interface AdminCityfolioListParams { q?: string; kind?: string; status?: string; page: number; size: number }

export const useAdminCityfolioList = (query: AdminCityfolioListParams) =>
  useQuery({
    queryKey: cityfolioAdminKeys.list({ ...query }),
    queryFn: ({ signal }) =>
      api.get(ADMIN, {
        schema: adminCityfolioListResponseSchema,
        signal,
        cache: 'no-cache',
        query: { q: query.q, kind: query.kind, status: query.status, page: query.page, size: query.size },
      }),
    placeholderData: (previous) => previous,
  });

export const useAdminCityfolioItem = (itemId: number | null) =>
  useQuery({
    queryKey: cityfolioAdminKeys.item(itemId ?? 0),
    queryFn: ({ signal }) => api.get(itemPath(itemId ?? 0), { schema: adminCityfolioItemResponseSchema, signal, cache: 'no-cache' }),
    enabled: itemId !== null,
  });

/** POST answers 201 { item }: the new id opens the editor. */
export const createCityfolioItem = (input: CityfolioItemInput): Promise<string> =>
  api.post(ADMIN, input, { schema: adminCityfolioItemResponseSchema }).then((r) => String(r.item.id));
export const updateCityfolioItem = (itemId: string, input: CityfolioItemInput): Promise<string> =>
  api.put(itemPath(itemId), input, { schema: adminCityfolioItemResponseSchema }).then((r) => String(r.item.id));
export const deleteCityfolioItem = (itemId: string): Promise<void> => api.delete(itemPath(itemId)).then(() => undefined);

/** POST /admin/cityfolio/video-lookup: the title, channel, thumbnail and duration of a YouTube or Vimeo link. */
export const lookupVideo = (url: string): Promise<CityfolioVideoInfo> =>
  api.post(`${ADMIN}/video-lookup`, { url }, { schema: videoMetadataResponseSchema, silent: true }).then((r) => r.video);
