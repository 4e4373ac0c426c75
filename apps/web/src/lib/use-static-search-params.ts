'use client';

import { useSearchParams } from 'next/navigation';
import { useHydrated } from './use-hydrated-store';

const NO_PARAMS = new URLSearchParams();

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
 * `ready` is false while the query is not read yet (the lists show it as data-live).
 */
export function useStaticSearchParams(): { params: { get(name: string): string | null; toString(): string }; ready: boolean } {
  const params = useSearchParams();
  return useHydrated() ? { params, ready: true } : { params: NO_PARAMS, ready: false };
}
