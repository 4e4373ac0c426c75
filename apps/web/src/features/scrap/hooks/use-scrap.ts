'use client';

import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import type { ContentType } from '@spi/core';
import { useSnackbar } from '@/components/ui';
import { addScrap, fetchScrappedIds, removeScrap, scrapKeys } from '../api/scrap-api';

export const SCRAP_MESSAGES = {
  added: '스크랩했습니다.',
  removed: '스크랩을 해제했습니다.',
  failed: '스크랩을 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The saved ids of one content type for this reader (one shared query for every card on the page). */
export function useScrappedIds(userId: string | null | undefined, contentType: ContentType) {
  return useQuery({
    queryKey: scrapKeys.ids(userId ?? 'guest', contentType),
    queryFn: () => fetchScrappedIds(contentType),
    enabled: Boolean(userId),
    select: (ids) => new Set(ids),
  });
}

/**
 * Save or remove, optimistically: the button changes at once, rolls back with a Danger snackbar when
 * the API refuses, and every scrap query of the reader is refreshed afterwards (the mutation key).
 */
export function useToggleScrap(userId: string, contentType: ContentType) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const idsKey = scrapKeys.ids(userId, contentType);
  return useMutation({
    mutationKey: scrapKeys.all(userId),
    mutationFn: ({ contentId, scrap }: { contentId: string; scrap: boolean }) =>
      scrap ? addScrap(contentType, contentId) : removeScrap(contentType, contentId),
    onMutate: async ({ contentId, scrap }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
        scrap ? [...new Set([...ids, contentId])] : ids.filter((id) => id !== contentId));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
      else void queryClient.invalidateQueries({ queryKey: idsKey });
      snackbar.show({ type: 'Danger', message: SCRAP_MESSAGES.failed });
    },
    onSuccess: (state) => {
      snackbar.show({ type: 'Success', message: state.scrapped ? SCRAP_MESSAGES.added : SCRAP_MESSAGES.removed });
    },
  });
}
