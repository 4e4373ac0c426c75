'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui';
import { CardGridSkeleton } from '@/components/content/states';

const CityfolioHomeLoader = lazyComponent(() => import('./cityfolio-home-loader').then((m) => m.CityfolioHomeLoader));

/**
 * The home sections when the cached server render could not reach the API (the first visit after a build made
 * without it): the browser loads them instead. Their code (and TanStack Query with it) is fetched only then
 * (ADR 030).
 */
export function CityfolioHomeFallback() {
  return (
    <Suspense fallback={<CardGridSkeleton count={6} />}>
      <CityfolioHomeLoader />
    </Suspense>
  );
}
