'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { SearchIcon } from '../icons';
import { useCurrentPath } from '../use-current-path';
import styles from './account-area.module.css';

/** The sign-in link carries the current path (with its query) as the redirect target. */
export function useSignInHref(): string {
  const pathname = useCurrentPath();
  const [target, setTarget] = useState(pathname);
  useEffect(() => setTarget(window.location.pathname + window.location.search), [pathname]);
  return `/sign-in?redirect=${encodeURIComponent(target)}`;
}

/** Guest account area of spec section 2. The member variant arrives with accounts. */
export function AccountArea() {
  const signInHref = useSignInHref();
  return (
    <div className={styles.area}>
      <Link href={signInHref} className={styles.signIn} data-testid="sign-in-link">
        로그인 / 회원가입
      </Link>
      <Link href="/membership" className={styles.membership}>
        멤버십 구독
      </Link>
      <Link href="/search" className={styles.iconButton} aria-label="검색">
        <SearchIcon size={22} />
      </Link>
    </div>
  );
}
