import 'server-only';
import { API_ROOTS, activeNoticesResponseSchema, type Notice } from '@spi/core';
import { tolerantGetJson } from '@/lib/server/cached-api';

/** The API's cache tag of the main-home notices (CONTENT_TAGS.notices): every admin edit expires it. */
export const NOTICES_TAG = 'notices';

/**
 * The notices showing now, as the static home page reads them (ADR 034): a guest fetch tagged 'notices',
 * kept 60 s at most, so a scheduled start or end reaches the cached page within a minute (the dialog's
 * script also drops a notice whose end has passed). No notices when the API cannot answer (kept 10 s).
 */
export async function fetchActiveNotices(): Promise<Notice[]> {
  const answer = await tolerantGetJson(`${API_ROOTS.seoul}/notices/active`, activeNoticesResponseSchema, {
    tags: [NOTICES_TAG],
    revalidate: 60,
    label: 'Notices',
  });
  return answer?.items ?? [];
}
