'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import type { ContentType } from '@spi/core';
import { useSystemConfirm } from '@/components/ui';
import { BookmarkIcon } from '@/components/content/icons';
import { signInHref } from '@/components/content/links';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { useScrappedIds, useToggleScrap } from '../hooks/use-scrap';
import styles from './scrap-button.module.css';

/**
 * Bookmark toggle (aria-pressed) for any content type. Signed in: saves or removes optimistically with
 * a snackbar. Guest: a system confirm offers sign-in and comes back to this page.
 */
export function ScrapButton({ contentId, contentType = 'CONTENT', title, variant = 'icon', className }: {
  contentId: string;
  contentType?: ContentType;
  /** What is saved, for the accessible name ('{title} 스크랩'). */
  title?: string;
  /** icon: a round icon button; labelled: icon and '스크랩' text. */
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const userId = useSignedInUserId();
  const ids = useScrappedIds(userId, contentType);
  const toggle = useToggleScrap(userId ?? 'guest', contentType);
  const confirm = useSystemConfirm();
  const router = useRouter();
  const scrapped = Boolean(userId) && (ids.data?.has(contentId) ?? false);

  const onClick = async () => {
    if (!userId) {
      const go = await confirm({
        title: '로그인이 필요합니다',
        message: '로그인하면 관심 있는 글을 스크랩해 두고 나의 스크랩에서 모아 볼 수 있습니다.',
        closeLabel: '취소',
        submitLabel: '로그인하기',
      });
      if (go) router.push(signInHref(window.location.pathname + window.location.search));
      return;
    }
    toggle.mutate({ contentId, scrap: !scrapped });
  };

  const label = title ? `${title} 스크랩` : '스크랩';
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      data-variant={variant}
      aria-pressed={scrapped}
      aria-label={variant === 'icon' ? label : undefined}
      title={scrapped ? '스크랩 해제' : '스크랩'}
      onClick={() => void onClick()}
      data-testid="scrap-button"
    >
      <BookmarkIcon size={variant === 'icon' ? 20 : 18} filled={scrapped} />
      {variant === 'labelled' && <span>{scrapped ? '스크랩됨' : '스크랩'}</span>}
    </button>
  );
}
