'use client';

import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { SettingsScreen, type SettingsTab } from '@/features/account/components/settings-screen';
import { useLeave, useSignOut } from '@/features/auth/hooks/use-session-actions';
import { useViewer } from '@/features/auth/hooks/use-viewer';

/**
 * Wires the session (auth feature) into the account settings (account feature): the live user data,
 * leaving the account and signing out. Features do not import each other; the route composes them.
 */
export function SettingsClient({ tab, initialUser, initialInfo }: { tab: SettingsTab; initialUser: UserInfoDto; initialInfo: AdditionalInfoDto | null }) {
  const { user, info } = useViewer();
  const leave = useLeave();
  const signOut = useSignOut();
  const current = user ?? initialUser;
  return (
    <SettingsScreen
      tab={tab}
      user={current}
      info={info ?? initialInfo}
      onLeave={() => leave(current.userId)}
      onSignedOut={signOut}
    />
  );
}
