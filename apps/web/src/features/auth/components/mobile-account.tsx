'use client';

import Link from '@/components/ui/app-link';
import { lazyView } from '@/components/ui';
import { useViewer } from '../hooks/use-viewer';
import styles from './mobile-account.module.css';

const Loading = () => <div className={styles.loading} aria-hidden="true" />;

/** The member's menu and the sign-out code: fetched only for a signed-in reader (lazyView, as in account-area). */
const MobileMemberMenu = lazyView(() => import('./mobile-member-menu').then((m) => m.default), Loading, Loading);

/**
 * The account part of the mobile menu: the guest's sign-in and subscribe buttons, or the member's
 * e-mail, membership badge and the same entries as the desktop account menu, as a list.
 */
export function MobileAccountSection({ signInHref }: { signInHref: string }) {
  const { user, isLoading } = useViewer();

  if (!user) {
    if (isLoading) return <Loading />;
    return (
      <div className={styles.guest}>
        <Link href={signInHref} className={styles.signIn}>로그인 / 회원가입</Link>
        <Link href="/membership" prefetch={false} className={styles.subscribe}>멤버십 구독</Link>
      </div>
    );
  }

  return <MobileMemberMenu />;
}

/** Whether the mobile menu shows member-only tabs (채용). */
export function useIsSignedIn(): boolean {
  return useViewer().session.status === 'authenticated';
}
