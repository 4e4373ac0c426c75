'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { useHydrated } from './use-hydrated-store';

/**
 * The address's query for a view that a static page renders on the server (ADR 035): empty while React
 * hydrates the server's HTML, which was rendered without a query, and the real one from the render after.
 *
 * A static page cannot know the query, so its list is rendered with the defaults. Reading the real query
 * during hydration made the list differ from its HTML whenever the address had one, so each list sat in a
 * Suspense boundary with a static copy as its fallback, and the page sent that copy and the list both, the
 * list streamed in a hidden element and swapped in by script. Read this way, the list hydrates its own HTML
 * and then renders once more with the query (in a transition, see useHydrated), only when there is
 * one: no boundary and one copy.
 * A page rendered in the browser (a client-side navigation) reads the real query from its first render.
 *
 * `params` is the same object for as long as the query's text is the same (not only until Next hands out a new
 * one), so a list memoised on it does not render again when hydration ends on an address without a query
 * (ADR 041). `ready` is false while the query is not read yet (the lists show it as data-live).
 */
export function useStaticSearchParams(): { params: URLSearchParams; ready: boolean } {
  const live = useSearchParams();
  const ready = useHydrated();
  const search = ready ? live.toString() : '';
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return { params, ready };
}
