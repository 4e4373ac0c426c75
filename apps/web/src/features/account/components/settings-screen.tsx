'use client';

import Link from '@/components/ui/app-link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { UserInfoDto } from '@spi/core';
import { ProfileSection } from './profile-section';
import { ConsentSection } from './consent-section';
import { SessionsSection } from './sessions-section';
import { LeaveSection } from './leave-section';
import styles from './settings-screen.module.css';

export type SettingsTab = 'info' | 'membership';

export interface SettingsScreenProps {
  tab: SettingsTab;
  user: UserInfoDto;
  /**
   * The membership tab's content. It belongs to the membership feature, which this feature may not
   * import; the route passes it in.
   */
  membership: ReactNode;
  /** Leaves the account (the session feature's leave: POST leave, clear caches, go home). */
  onLeave: () => Promise<void>;
  /** Called after this device's own session was revoked. */
  onSignedOut: () => Promise<void>;
}

const TABS: Array<{ id: SettingsTab; label: string }> = [
  { id: 'info', label: '내 정보' },
  { id: 'membership', label: '멤버십' },
];

/** /user/setting?about=info|membership (spec section 2). */
export function SettingsScreen({ tab, user, membership, onLeave, onSignedOut }: SettingsScreenProps) {
  return (
    <div>
      <nav className={styles.tabs} aria-label="계정 관리 탭">
        {TABS.map((item) => (
          <Link
            key={item.id}
            href={`/user/setting?about=${item.id}`}
            className={clsx(styles.tab, tab === item.id && styles.current)}
            aria-current={tab === item.id ? 'page' : undefined}
            scroll={false}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === 'info' ? (
        <div data-testid="settings-info">
          <ProfileSection user={user} />
          <ConsentSection user={user} />
          <SessionsSection userId={user.userId} onSignedOut={onSignedOut} />
          <LeaveSection onLeave={onLeave} />
        </div>
      ) : (
        <div data-testid="membership-panel">{membership}</div>
      )}
    </div>
  );
}
