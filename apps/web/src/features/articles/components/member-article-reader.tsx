'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@/lib/query';
import { openModal, useSnackbar } from '@/components/ui';
import { articleKeys, fetchArticleForReader, unlockArticle } from '../api/content-client';
import { ARTICLE_OPEN_CONFIRM_MODAL } from '../lib/register-modals';
import type { ArticleOpenConfirmArgs } from './article-open-confirm-modal';
import { ReaderBody, type ReaderVersion } from './reader-body';
import { UnlockButton } from './unlock-button';

/**
 * A signed-in reader's own version of the article, loaded through the API client (which also records the read
 * in their history): FULL shows the whole body, UNLOCK_AVAILABLE offers the article open confirm modal, PAYWALL
 * explains. Loaded only for a signed-in reader (ArticleReader, ADR 030).
 */
export function MemberArticleReader({ articleId, title, isMemberOnly, guest, userId }: {
  articleId: number;
  title: string;
  isMemberOnly: boolean;
  guest: ReaderVersion;
  userId: string;
}) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [unlocking, setUnlocking] = useState(false);
  const key = articleKeys.reader(articleId, userId);
  const mine = useQuery({
    queryKey: key,
    queryFn: () => fetchArticleForReader(articleId),
    // One read per visit: no refetch on focus, nothing kept after leaving the page.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  const version: ReaderVersion = mine.data ?? guest;

  const startUnlock = async () => {
    if (version.access.access !== 'UNLOCK_AVAILABLE') return;
    setUnlocking(true);
    const args: ArticleOpenConfirmArgs = {
      title,
      remaining: version.access.remaining,
      monthlyLimit: version.access.monthlyLimit,
      onConfirm: async () => {
        const opened = await unlockArticle(articleId);
        queryClient.setQueryData(key, opened);
      },
    };
    const opened = await openModal({ name: ARTICLE_OPEN_CONFIRM_MODAL, args });
    setUnlocking(false);
    if (opened === true) snackbar.show({ type: 'Success', message: '글을 열었습니다. 이번 달 열람 횟수가 1회 차감되었습니다.' });
  };

  return (
    <ReaderBody
      articleId={articleId}
      isMemberOnly={isMemberOnly}
      version={version}
      checking={mine.isPending && isMemberOnly}
      unlockButton={<UnlockButton onUnlock={() => void startUnlock()} unlocking={unlocking} />}
      failed={mine.isError ? { retry: () => void mine.refetch() } : undefined}
    />
  );
}
