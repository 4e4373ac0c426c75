'use client';

import { lazyView } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { ReaderBody, type ReaderVersion } from './reader-body';

export type { ReaderVersion } from './reader-body';

interface ArticleReaderProps {
  articleId: number;
  title: string;
  isMemberOnly: boolean;
  guest: ReaderVersion;
}

type MemberReaderProps = ArticleReaderProps & { userId: string };

/** While a signed-in reader's code loads: the guest's text, the member part of a member-only article a skeleton. */
function CheckingReader({ articleId, isMemberOnly, guest }: MemberReaderProps) {
  return <ReaderBody articleId={articleId} isMemberOnly={isMemberOnly} version={guest} checking={isMemberOnly} />;
}

/** If that code cannot be fetched: the guest's text (the lead, and the paywall of a member-only article). */
function GuestReader({ articleId, isMemberOnly, guest }: ArticleReaderProps) {
  return <ReaderBody articleId={articleId} isMemberOnly={isMemberOnly} version={guest} checking={false} />;
}

// A signed-in reader's own version needs TanStack Query and the unlock flow: loaded only once the reader is
// known to be signed in, so a guest's article page carries none of it (ADR 030).
const MemberArticleReader = lazyView<MemberReaderProps>(
  () => import('./member-article-reader').then((m) => m.MemberArticleReader),
  GuestReader,
  CheckingReader,
);

/**
 * The article's text as this reader may see it. The server renders the guest version (the lead and the
 * paywall of a member-only article: the rest never reaches the HTML). A signed-in reader's own version
 * then loads in MemberArticleReader; until it does, the member part of a member-only article is a skeleton.
 */
export function ArticleReader(props: ArticleReaderProps) {
  const userId = useSignedInUserId();
  return userId ? <MemberArticleReader {...props} userId={userId} /> : <GuestReader {...props} />;
}
