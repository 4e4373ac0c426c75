'use client';

import Link from '@/components/ui/app-link';
import { useState } from 'react';
import clsx from 'clsx';
import { useViewer } from '../hooks/use-viewer';
import { useSignOut } from '../hooks/use-session-actions';
import { accountLinks, canEnterCms, membershipBadge, MEMBERSHIP_SETTINGS_HREF } from '../lib/account-links';
import { ACCOUNT_LINK_ICONS } from './member-menu';
import { LogoutIcon, SparkIcon, UserIcon } from './icons';
import styles from './mobile-account.module.css';

/**
 * The account part of the mobile menu: the guest's sign-in and subscribe buttons, or the member's
 * e-mail, membership badge and the same entries as the desktop account menu, as a list.
 */
export function MobileAccountSection({ signInHref }: { signInHref: string }) {
  const { user, info, isLoading } = useViewer();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) {
    if (isLoading) return <div className={styles.loading} aria-hidden="true" />;
    return (
      <div className={styles.guest}>
        <Link href={signInHref} className={styles.signIn}>로그인 / 회원가입</Link>
        <Link href="/membership" prefetch={false} className={styles.subscribe}>멤버십 구독</Link>
      </div>
    );
  }

  const badge = membershipBadge(user, info);
  return (
    <div className={styles.member} data-testid="mobile-member-menu">
      <div className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true"><UserIcon size={20} /></span>
        <span className={styles.who}>
          <span className={styles.nickname}>{user.nickname}</span>
          <span className={styles.email}>{user.email}</span>
        </span>
        {badge && (
          <Link href={MEMBERSHIP_SETTINGS_HREF} className={clsx(styles.badge, badge.variant === 'coupon' && styles.coupon)} aria-label={`${badge.label} 멤버십 정보 보기`}>
            <SparkIcon size={12} />
            {badge.label}
          </Link>
        )}
      </div>
      <ul className={styles.list} aria-label="내 계정">
        {accountLinks(Boolean(info?.membership?.membershipName), canEnterCms(user, info)).map((link) => {
          const Icon = ACCOUNT_LINK_ICONS[link.icon];
          return (
            <li key={link.href}>
              <Link href={link.href} className={styles.item}>
                <Icon size={18} />
                {link.label}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={signingOut}
            onClick={async () => {
              setSigningOut(true);
              await signOut();
            }}
          >
            <LogoutIcon size={18} />
            {signingOut ? '로그아웃 중...' : '로그아웃'}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Whether the mobile menu shows member-only tabs (채용). */
export function useIsSignedIn(): boolean {
  return useViewer().session.status === 'authenticated';
}
