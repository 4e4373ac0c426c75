'use client';

import { useQuery } from '@tanstack/react-query';
import { GUEST, viewerFlags, type AdditionalInfoDto, type UserInfoDto, type Viewer, type ViewerFlags } from '@spi/core';
import { additionalInfoQueryOptions, meQueryOptions } from '../api/user-queries';
import { useSession, type SessionContextValue } from '../lib/session-context';

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
 * authenticated, and cached with infinite freshness until a change invalidates them.
 */
export function useViewer(): ViewerState {
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  const me = useQuery(meQueryOptions(authenticated));
  const info = useQuery(additionalInfoQueryOptions(authenticated ? session.userId : null));
  const user = authenticated ? (me.data ?? null) : null;
  const additional = authenticated ? (info.data ?? null) : null;
  const viewer: Viewer = user ? { user, info: additional } : GUEST;
  return {
    session,
    viewer,
    flags: viewerFlags(viewer),
    user,
    info: additional,
    isLoading: session.status === 'loading' || (authenticated && (me.isPending || (info.isPending && !info.isError))),
  };
}
