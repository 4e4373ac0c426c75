'use client';

import { useScrappedIds, useToggleScrap } from '../hooks/use-scrap';
import { ScrapButtonView, type ScrapButtonProps } from './scrap-button-view';

/** A signed-in reader's toggle: saves or removes optimistically with a snackbar (loaded only for members). */
export function MemberScrapButton({ userId, ...props }: ScrapButtonProps & { userId: string }) {
  const contentType = props.contentType ?? 'CONTENT';
  const ids = useScrappedIds(userId, contentType);
  const toggle = useToggleScrap(userId, contentType);
  const scrapped = ids.data?.has(props.contentId) ?? false;
  return <ScrapButtonView {...props} scrapped={scrapped} onClick={() => toggle.mutate({ contentId: props.contentId, scrap: !scrapped })} />;
}
