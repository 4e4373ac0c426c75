'use client';

import { useQuery } from '@/lib/query';
import {
  API_ROOTS, explainerSchema, explainersResponseSchema, glossaryResponseSchema, glossaryTermSchema, reitImportListSchema,
  type ExplainerDto, type ExplainerKey, type GlossaryTerm,
} from '@spi/core';
import { api } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

const V1 = API_ROOTS.seoul;
const ADMIN = `${V1}/admin`;

export type GlossaryInput = { slug: string; keyword: string; expansion: string; summary: string; description: string };
export type ExplainerInput = { title: string; summary: string; guidance: string };

// Imports ------------------------------------------------------------------------------------------
export const useReitImports = () =>
  useQuery({ queryKey: cmsKeys.reitImports(), queryFn: ({ signal }) => api.get(`${ADMIN}/reits/imports`, { schema: reitImportListSchema, signal }).then((r) => r.data) });

// Metric explainers (read from the public list, revalidated on every read so an edit shows at once) --
export const useExplainers = () =>
  useQuery({ queryKey: cmsKeys.explainers(), queryFn: ({ signal }) => api.get(`${V1}/reits/explainers`, { schema: explainersResponseSchema, signal, cache: 'no-cache' }).then((r) => r.data) });
export const saveExplainer = (key: ExplainerKey, input: ExplainerInput): Promise<ExplainerDto> =>
  api.put(`${ADMIN}/metric-explainers/${key}`, input, { schema: explainerSchema });
export const resetExplainer = (key: ExplainerKey): Promise<ExplainerDto> => api.delete(`${ADMIN}/metric-explainers/${key}`, { schema: explainerSchema });

// Glossary -----------------------------------------------------------------------------------------
export const useGlossary = () =>
  useQuery({ queryKey: cmsKeys.glossary(), queryFn: ({ signal }) => api.get(`${V1}/glossary`, { schema: glossaryResponseSchema, signal, cache: 'no-cache' }).then((r) => r.data) });
export const createTerm = (input: GlossaryInput): Promise<GlossaryTerm> => api.post(`${ADMIN}/glossary`, input, { schema: glossaryTermSchema });
export const updateTerm = (id: string, input: GlossaryInput): Promise<GlossaryTerm> => api.put(`${ADMIN}/glossary/${encodeURIComponent(id)}`, input, { schema: glossaryTermSchema });
export const deleteTerm = (id: string): Promise<void> => api.delete(`${ADMIN}/glossary/${encodeURIComponent(id)}`);
