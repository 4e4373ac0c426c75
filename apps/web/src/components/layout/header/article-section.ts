'use client';

import { useEffect } from 'react';
import type { TabContext } from '@spi/core';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

/**
 * The section of the article page on screen, for the header's current tab (core's isTabSelected): every
 * article lives at /article?id=N, but a lifestyle article belongs to no main tab. The header sits in the
 * layout, outside the page, so the article page reports its section here while it is mounted. The cached
 * article HTML is the same for every reader and carries no section for the header; the tabs re-render once
 * after hydration (they already remount then, see useHydratedKey).
 */
type Section = NonNullable<TabContext['articleSection']>;

let current: Section | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readCurrent = (): Section | null => current;
const noSection = (): Section | null => null;

function set(section: Section | null): void {
  if (current === section) return;
  current = section;
  for (const listener of listeners) listener();
}

/** The header's tab context: the article page's section, or none. */
export function useTabContext(): TabContext {
  const articleSection = useHydratedSyncExternalStore(subscribe, readCurrent, noSection);
  return { articleSection };
}

/** Rendered by the article page: reports its section while mounted. */
export function ArticleSectionMarker({ section }: { section: Section }) {
  useEffect(() => {
    set(section);
    return () => set(null);
  }, [section]);
  return null;
}
