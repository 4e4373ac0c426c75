import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the page's TanStack Query client is kept once something created it (lib/query-client.ts). This module
 * imports no Query code, so the root layout (the session) can clear the client's user data when the reader
 * signs out or changes without loading TanStack Query on pages that never use it (ADR 030).
 */
let loaded: QueryClient | undefined;

export function rememberQueryClient(client: QueryClient | undefined): void {
  loaded = client;
}

/** The page's client if a feature or the signed-in viewer has created it, else undefined. */
export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}
