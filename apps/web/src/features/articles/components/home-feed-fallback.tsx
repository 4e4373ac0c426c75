'use client';

import { lazyView } from '@/components/ui';
import { CardGridSkeleton, ErrorState } from '@/components/content/states';
import { RetryButton } from '@/components/content/retry-button';
import type { ReactNode } from 'react';

/** The feed's loading and error states, while its code loads here and while its data loads in home-feed-loader.tsx. */
export const HomeFeedLoading = () => <CardGridSkeleton count={6} />;
export const HomeFeedUnavailable = ({ retry = <RetryButton /> }: { retry?: ReactNode }) => <ErrorState title="기사를 불러오지 못했습니다." retry={retry} />;

/**
 * The home feed when the cached server render could not reach the API (for example right after a build made
 * without it): the browser loads it instead (home-feed-loader.tsx). Its code (and TanStack Query with it) is
 * fetched only then, so the home page's usual first load carries none of it (ADR 030).
 */
export const HomeFeedFallback = lazyView(() => import('./home-feed-loader').then((m) => m.HomeFeedLoader), HomeFeedUnavailable, HomeFeedLoading);
