'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import { lazyView } from '@/components/ui';
// Registers the student modals by name (loaders only), so /membership's tier cards can open 'student-discount-info'.
import '@/features/student/lib/register-modals';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { SearchIcon } from '../icons';
import { useCurrentPath } from '../use-current-path';
import styles from './account-area.module.css';

/** Holds the account menu's space while the session or the menu's code loads. */
const Placeholder = () => <span className={styles.placeholder} aria-hidden="true" />;

/**
 * The coupon modal and days-left toast: fetched only when a signed-in coupon holder renders them. lazyView, not
 * next/dynamic: Next preloads a next/dynamic chunk group for every visitor, which put the membership feature
 * (and zod) into every page's load (47 kB gzip).
 */
const CouponNotices = lazyView(() => import('@/features/membership/components/coupon/coupon-notices').then((m) => m.default));
/** The account menu and its sign-out code: fetched only once the reader is known to be signed in. */
const MemberMenu = lazyView(() => import('@/features/auth/components/member-menu').then((m) => m.MemberMenu), Placeholder, Placeholder);
/** The student verification reminder: fetched only for signed-in LIGHT_STUDENT members, the same way. */
const StudentReminder = lazyView(() => import('@/features/student/components/student-reminder').then((m) => m.default));

/** The sign-in link carries the current path (with its query) as the redirect target. */
export function useSignInHref(): string {
  const pathname = useCurrentPath();
  const [target, setTarget] = useState(pathname);
  useEffect(() => setTarget(window.location.pathname + window.location.search), [pathname]);
  return `/sign-in?redirect=${encodeURIComponent(target)}`;
}

/**
 * Account area of spec section 2. Guests: '로그인 / 회원가입', '멤버십 구독', search. Members: e-mail on
 * large screens, membership badge and the account menu. The session loads on the client, so the page
 * around it stays static; a placeholder holds the space while it does.
 */
export function AccountArea() {
  const signInHref = useSignInHref();
  const { session, user, info, isLoading } = useViewer();
  return (
    <div className={styles.area} data-session={session.status}>
      {user ? (
        <MemberMenu />
      ) : isLoading ? (
        <Placeholder />
      ) : (
        <>
          <Link href={signInHref} className={styles.signIn} data-testid="sign-in-link">
            로그인 / 회원가입
          </Link>
          {/* Not prefetched: the header is on every page, and prefetching /membership loads its checkout
              code (about 43 kB gzip) into every page a guest opens. */}
          <Link href="/membership" prefetch={false} className={styles.membership}>
            멤버십 구독
          </Link>
        </>
      )}
      <Link href="/search" className={styles.iconButton} aria-label="검색">
        <SearchIcon size={22} />
      </Link>
      {user && info?.membership?.appliedCoupon && <CouponNotices userId={user.userId} userLoading={isLoading} />}
      {user && info?.membership?.tierCode === 'LIGHT_STUDENT' && <StudentReminder userId={user.userId} tierCode="LIGHT_STUDENT" />}
    </div>
  );
}
