'use client';

import { API_ROOTS } from '@spi/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import {
  adminCategoryListResponseSchema, adminCategorySchema, adminSeriesListResponseSchema, adminSeriesSchema,
  adminTagListResponseSchema, adminTagSchema, adminWriterListResponseSchema, adminWriterSchema,
  type AdminCategoryDto, type AdminCategoryInput, type AdminSeriesDto, type AdminSeriesInput, type AdminTagDto,
  type AdminTagInput, type AdminWriterDto, type AdminWriterInput,
} from '@spi/core';
import { api } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

const ADMIN = `${API_ROOTS.seoul}/admin`;
const item = (kind: string, id: string) => `${ADMIN}/${kind}/${encodeURIComponent(id)}`;

export type TagListResponse = ReturnType<typeof adminTagListResponseSchema.parse>;

// Categories ---------------------------------------------------------------------------------------
export const fetchCategories = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/categories`, { schema: adminCategoryListResponseSchema, signal }).then((r) => r.data);
export const useCategories = () => useQuery({ queryKey: cmsKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });
export const createCategory = (input: AdminCategoryInput): Promise<AdminCategoryDto> => api.post(`${ADMIN}/categories`, input, { schema: adminCategorySchema });
export const updateCategory = (id: string, input: AdminCategoryInput): Promise<AdminCategoryDto> => api.put(item('categories', id), input, { schema: adminCategorySchema });
export const deleteCategory = (id: string): Promise<void> => api.delete(item('categories', id));

// Series -------------------------------------------------------------------------------------------
export const fetchSeries = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/series`, { schema: adminSeriesListResponseSchema, signal }).then((r) => r.data);
export const useSeriesList = () => useQuery({ queryKey: cmsKeys.series(), queryFn: ({ signal }) => fetchSeries(signal) });
export const createSeries = (input: AdminSeriesInput): Promise<AdminSeriesDto> => api.post(`${ADMIN}/series`, input, { schema: adminSeriesSchema });
export const updateSeries = (id: string, input: AdminSeriesInput): Promise<AdminSeriesDto> => api.put(item('series', id), input, { schema: adminSeriesSchema });
export const deleteSeries = (id: string): Promise<void> => api.delete(item('series', id));

// Tags ---------------------------------------------------------------------------------------------
export interface TagQuery { page: number; size: number; query?: string }
export const fetchTags = (query: TagQuery, signal?: AbortSignal): Promise<TagListResponse> =>
  api.get(`${ADMIN}/tags`, { query: { ...query, query: query.query || undefined }, schema: adminTagListResponseSchema, signal });
export const useTags = (query: TagQuery, enabled = true) =>
  useQuery({ queryKey: cmsKeys.tagList({ ...query }), queryFn: ({ signal }) => fetchTags(query, signal), placeholderData: keepPreviousData, enabled });
export const createTag = (input: AdminTagInput): Promise<AdminTagDto> => api.post(`${ADMIN}/tags`, input, { schema: adminTagSchema });
export const updateTag = (id: string, input: AdminTagInput): Promise<AdminTagDto> => api.put(item('tags', id), input, { schema: adminTagSchema });
export const deleteTag = (id: string): Promise<void> => api.delete(item('tags', id));

// Writers ------------------------------------------------------------------------------------------
export const fetchWriters = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/writers`, { schema: adminWriterListResponseSchema, signal }).then((r) => r.data);
export const useWriters = () => useQuery({ queryKey: cmsKeys.writers(), queryFn: ({ signal }) => fetchWriters(signal) });
export const createWriter = (input: AdminWriterInput): Promise<AdminWriterDto> => api.post(`${ADMIN}/writers`, input, { schema: adminWriterSchema });
export const updateWriter = (id: string, input: AdminWriterInput): Promise<AdminWriterDto> => api.put(item('writers', id), input, { schema: adminWriterSchema });
export const deleteWriter = (id: string): Promise<void> => api.delete(item('writers', id));
