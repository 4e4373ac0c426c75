'use client';

import { useQuery } from '@/lib/query';
import { articleKeys, fetchHomeInBrowser } from '../api/content-client';
import { HomeFeed } from './home-feed';
import { HomeFeedLoading, HomeFeedUnavailable } from './home-feed-fallback';

/**
 * The home feed loaded in the browser (through HomeFeedFallback): used only when the cached server render could
 * not reach the API (for example right after a build made without it); the page re-renders on the server within 10 s.
 */
export function HomeFeedLoader() {
  const home = useQuery({ queryKey: articleKeys.home, queryFn: fetchHomeInBrowser });
  if (home.data) return <HomeFeed data={home.data} />;
  if (home.isError) {
    return <HomeFeedUnavailable retry={<button type="button" onClick={() => void home.refetch()}>다시 시도</button>} />;
  }
  return <HomeFeedLoading />;
}
