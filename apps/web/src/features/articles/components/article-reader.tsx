'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { ReaderBody, type ReaderVersion } from './reader-body';

export type { ReaderVersion } from './reader-body';

// A signed-in reader's own version needs TanStack Query and the unlock flow: loaded only once the reader is
// known to be signed in, so a guest's article page carries none of it (ADR 030).
const MemberArticleReader = lazyComponent(() => import('./member-article-reader').then((m) => m.MemberArticleReader));

/**
 * The article's text as this reader may see it. The server renders the guest version (the lead and the
 * paywall of a member-only article: the rest never reaches the HTML). A signed-in reader's own version
 * then loads in MemberArticleReader; until it does, the member part of a member-only article is a skeleton.
 */
export function ArticleReader({ articleId, title, isMemberOnly, guest }: {
  articleId: number;
  title: string;
  isMemberOnly: boolean;
  guest: ReaderVersion;
}) {
  const userId = useSignedInUserId();
  if (!userId) return <ReaderBody articleId={articleId} isMemberOnly={isMemberOnly} version={guest} checking={false} />;
  return (
    <Suspense fallback={<ReaderBody articleId={articleId} isMemberOnly={isMemberOnly} version={guest} checking={isMemberOnly} />}>
      <MemberArticleReader articleId={articleId} title={title} isMemberOnly={isMemberOnly} guest={guest} userId={userId} />
    </Suspense>
  );
}
