import 'server-only';
import { stripRolePrefix } from '@spi/core';
import type { ServerViewer } from '@/lib/server/viewer';

/** The viewer's CMS roles (ROLE_EDITOR, ROLE_ADMIN), for the navigation and admin-only actions. */
export function cmsRoles(viewer: ServerViewer): { editor: boolean; admin: boolean } {
  const roles = new Set((viewer.info?.roles ?? []).map(stripRolePrefix));
  return { editor: roles.has('EDITOR'), admin: roles.has('ADMIN') };
}
