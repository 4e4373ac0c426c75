'use client';

import dynamic from 'next/dynamic';
import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { SettingsScreen, type SettingsTab } from '@/features/account/components/settings-screen';
import { useQueryClient } from '@/lib/query';
import { leaveAccount, useSignOut } from '@/features/auth/hooks/use-session-actions';
import { hardNavigate } from '@/features/auth/lib/browser';
import { useViewer } from '@/features/auth/hooks/use-viewer';

/** The membership tab (membership feature) loads only when that tab is open. */
const MembershipSettings = dynamic(() => import('@/features/membership/components/settings/membership-settings'), {
  ssr: false,
  loading: () => <div aria-busy="true" aria-label="불러오는 중" style={{ minHeight: 240 }} />,
});

/**
 * Wires the session (auth feature) into the account settings (account feature) and the membership tab
 * (membership feature): the live user data, leaving the account and signing out. Features do not import
 * each other; the route composes them.
 */
export function SettingsClient({ tab, initialUser, initialInfo }: { tab: SettingsTab; initialUser: UserInfoDto; initialInfo: AdditionalInfoDto | null }) {
  const { user, info } = useViewer();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const current = user ?? initialUser;
  return (
    <SettingsScreen
      tab={tab}
      user={current}
      membership={tab === 'membership' ? <MembershipSettings user={current} info={info ?? initialInfo} /> : null}
      // After leaving, a page says what was removed and kept (with the session gone).
      onLeave={() => leaveAccount(current.userId, queryClient, () => hardNavigate('/user/leave/done'))}
      onSignedOut={signOut}
    />
  );
}
