'use client';

import Link from '@/components/ui/app-link';
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui';
import { useViewer } from '../hooks/use-viewer';
import styles from './mobile-account.module.css';

/** The member's menu and the sign-out code: fetched only for a signed-in reader (React.lazy, as in account-area). */
const MobileMemberMenu = lazyComponent(() => import('./mobile-member-menu').then((m) => m.default));

/**
 * The account part of the mobile menu: the guest's sign-in and subscribe buttons, or the member's
 * e-mail, membership badge and the same entries as the desktop account menu, as a list.
 */
export function MobileAccountSection({ signInHref }: { signInHref: string }) {
  const { user, isLoading } = useViewer();

  if (!user) {
    if (isLoading) return <div className={styles.loading} aria-hidden="true" />;
    return (
      <div className={styles.guest}>
        <Link href={signInHref} className={styles.signIn}>로그인 / 회원가입</Link>
        <Link href="/membership" prefetch={false} className={styles.subscribe}>멤버십 구독</Link>
      </div>
    );
  }

  return (
    <Suspense fallback={<div className={styles.loading} aria-hidden="true" />}>
      <MobileMemberMenu />
    </Suspense>
  );
}

/** Whether the mobile menu shows member-only tabs (채용). */
export function useIsSignedIn(): boolean {
  return useViewer().session.status === 'authenticated';
}
