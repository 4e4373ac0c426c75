'use client';

import { lazyView } from '@/components/ui';
import { CardGridSkeleton, ErrorState } from '@/components/content/states';
import { RetryButton } from '@/components/content/retry-button';
import type { ReactNode } from 'react';

/** The sections' loading and error states, while their code loads here and their data in cityfolio-home-loader.tsx. */
export const SectionsLoading = () => <CardGridSkeleton count={6} />;
export const SectionsUnavailable = ({ retry = <RetryButton /> }: { retry?: ReactNode }) => <ErrorState title="콘텐츠를 불러오지 못했습니다." retry={retry} />;

/**
 * The home sections when the cached server render could not reach the API (the first visit after a build made
 * without it): the browser loads them instead (cityfolio-home-loader.tsx). Their code (and TanStack Query with
 * it) is fetched only then (ADR 030).
 */
export const CityfolioHomeFallback = lazyView(() => import('./cityfolio-home-loader').then((m) => m.CityfolioHomeLoader), SectionsUnavailable, SectionsLoading);
