'use client';

import { useRouter } from 'next/navigation';
import { lazyView, useSystemConfirm } from '@/components/ui';
import { signInHref } from '@/components/content/links';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { ScrapButtonView, type ScrapButtonProps } from './scrap-button-view';

type MemberScrapButtonProps = ScrapButtonProps & { userId: string };

/** Until a member's saved list is known (or if its code cannot be fetched): the button, not pressed, inert. */
function UnknownScrapButton({ userId: _userId, ...props }: MemberScrapButtonProps) {
  return <ScrapButtonView {...props} scrapped={false} />;
}

// A member's saved list and the toggle's mutation need TanStack Query: loaded once the reader is known to be
// signed in, so a guest's list and article pages carry none of it (ADR 030).
const MemberScrapButton = lazyView<MemberScrapButtonProps>(
  () => import('./member-scrap-button').then((m) => m.MemberScrapButton),
  UnknownScrapButton,
  UnknownScrapButton,
);

/**
 * Bookmark toggle (aria-pressed) for any content type. Signed in: saves or removes optimistically with
 * a snackbar. Guest: a system confirm offers sign-in and comes back to this page.
 */
export function ScrapButton(props: ScrapButtonProps) {
  const userId = useSignedInUserId();
  const confirm = useSystemConfirm();
  const router = useRouter();

  if (userId) return <MemberScrapButton {...props} userId={userId} />;

  const offerSignIn = async () => {
    const go = await confirm({
      title: '로그인이 필요합니다',
      message: '로그인하면 관심 있는 글을 스크랩해 두고 나의 스크랩에서 모아 볼 수 있습니다.',
      closeLabel: '취소',
      submitLabel: '로그인하기',
    });
    if (go) router.push(signInHref(window.location.pathname + window.location.search));
  };
  return <ScrapButtonView {...props} scrapped={false} onClick={() => void offerSignIn()} />;
}
