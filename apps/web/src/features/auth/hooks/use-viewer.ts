'use client';

import { GUEST, viewerFlags, type AdditionalInfoDto, type UserInfoDto, type Viewer, type ViewerFlags } from '@spi/core';
import { useSession, type SessionContextValue } from '../lib/session-context';
import { useViewerData } from '../lib/viewer-store';

export interface ViewerState {
  session: SessionContextValue;
  viewer: Viewer;
  flags: ViewerFlags;
  user: UserInfoDto | null;
  info: AdditionalInfoDto | null;
  /** True until the session is known and, for a member, user info and additional info have loaded. */
  isLoading: boolean;
}

/**
 * Who is looking (spec sections 3 and 6): user info and additional info are fetched only when
 * authenticated, and cached with infinite freshness until a change invalidates them (lib/viewer-sync.ts).
 */
export function useViewer(): ViewerState {
  const session = useSession();
  const data = useViewerData();
  const authenticated = session.status === 'authenticated';
  // Data of another (earlier) user, or none yet, counts as still loading.
  const own = authenticated && data.userId === session.userId;
  const user = own ? data.user : null;
  const additional = own ? data.info : null;
  const viewer: Viewer = user ? { user, info: additional } : GUEST;
  return {
    session,
    viewer,
    flags: viewerFlags(viewer),
    user,
    info: additional,
    isLoading: session.status === 'loading' || (authenticated && (!own || data.userPending || (data.infoPending && !data.infoError))),
  };
}
