import 'server-only';
import { API_ROOTS, activeNoticesResponseSchema, type Notice } from '@spi/core';
import { tolerantGetJson } from '@/lib/server/cached-api';

/** The API's cache tag of the main-home notices (CONTENT_TAGS.notices): every admin edit expires it. */
export const NOTICES_TAG = 'notices';

/**
 * The notices showing now, as the static home page reads them (ADR 034): a guest fetch tagged 'notices'
 * (every admin edit expires it) with the home page's own 300 s lifetime. A shorter one would make the home
 * page stale in Next more often, and a stale answer is neither kept by the front page cache nor sent with
 * its styles inline (ADR 027, 031). The dialog's script drops a notice whose end has passed while the page
 * was kept; a scheduled start shows from the page's next rendering. No notices when the API cannot answer
 * (kept 10 s).
 */
export async function fetchActiveNotices(): Promise<Notice[]> {
  const answer = await tolerantGetJson(`${API_ROOTS.seoul}/notices/active`, activeNoticesResponseSchema, {
    tags: [NOTICES_TAG],
    revalidate: 300,
    label: 'Notices',
  });
  return answer?.items ?? [];
}
