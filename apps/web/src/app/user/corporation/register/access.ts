import type { PageAccess, Viewer } from '@spi/core';

/** Signed-in users (rule 2); the page itself sends someone already in a corporation to it. */
export const pageAccess: PageAccess = { role: ['USER'] };

/** Whether the viewer may register a corporation now: signed in and in none. */
export function canRegisterCorporation(viewer: Viewer): boolean {
  return Boolean(viewer.user) && !viewer.user!.corporationId;
}
