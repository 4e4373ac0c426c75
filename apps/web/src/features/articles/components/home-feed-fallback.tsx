'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui';
import { CardGridSkeleton } from '@/components/content/states';

const HomeFeedLoader = lazyComponent(() => import('./home-feed-loader').then((m) => m.HomeFeedLoader));

/**
 * The home feed when the cached server render could not reach the API (for example right after a build made
 * without it): the browser loads it instead. Its code (and TanStack Query with it) is fetched only then, so the
 * home page's usual first load carries none of it (ADR 030).
 */
export function HomeFeedFallback() {
  return (
    <Suspense fallback={<CardGridSkeleton count={6} />}>
      <HomeFeedLoader />
    </Suspense>
  );
}
