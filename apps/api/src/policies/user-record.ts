import { AppError } from '@spi/core';
import type { SignedInViewer } from '../loaders/load-viewer';

export type UserRecordAccess = 'self' | 'admin';

/**
 * A user reads and changes only their own record; ROLE_ADMIN may act on anyone's, and the caller must
 * audit that access. Anything else is 403 FORBIDDEN.
 */
export function authorizeUserRecord(viewer: SignedInViewer, targetUserId: string): UserRecordAccess {
  if (viewer.userId === targetUserId) return 'self';
  if (viewer.isAdmin) return 'admin';
  throw new AppError('FORBIDDEN');
}
