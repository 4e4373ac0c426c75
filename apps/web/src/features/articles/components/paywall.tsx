'use client';

import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import type { ArticleAccess } from '@spi/core';
import { LockIcon } from '@/components/content/icons';
import { MEMBERSHIP_HREF, signInHref } from '@/components/content/links';
import { paywallCopy } from '../lib/paywall-copy';
import styles from './paywall.module.css';

type Locked = Exclude<ArticleAccess, { access: 'FULL' }>;

/**
 * The paywall after the lead: says why the rest is closed and offers the one next step that fits
 * (sign in, membership, upgrade, or opening the article with a monthly unlock: `unlockButton`, which only a
 * signed-in reader's version passes, see unlock-button.tsx).
 */
export function Paywall({ access, articlePath, unlockButton }: {
  access: Locked;
  /** The article's own address, for the sign-in redirect. */
  articlePath: string;
  /** The button that opens the article with a monthly unlock (UNLOCK_AVAILABLE). */
  unlockButton?: ReactNode;
}) {
  const copy = paywallCopy(access);
  const reason = access.access === 'PAYWALL' ? access.reason : 'UNLOCK_AVAILABLE';
  return (
    <section className={styles.paywall} aria-labelledby="paywall-title" data-testid="paywall" data-reason={reason}>
      <span className={styles.icon}><LockIcon size={22} /></span>
      <h2 id="paywall-title" className={styles.title}>{copy.title}</h2>
      <p className={styles.message}>{copy.message}</p>
      <div className={styles.actions}>
        {access.access === 'UNLOCK_AVAILABLE' ? (
          <>
            {unlockButton}
            <Link href={MEMBERSHIP_HREF} prefetch={false} className={styles.secondary}>멤버십 업그레이드</Link>
          </>
        ) : access.reason === 'LOGIN' ? (
          <>
            <Link href={signInHref(articlePath)} className={styles.primary} data-testid="paywall-sign-in">로그인하고 계속 읽기</Link>
            <Link href={MEMBERSHIP_HREF} prefetch={false} className={styles.secondary}>멤버십 알아보기</Link>
          </>
        ) : (
          <Link href={MEMBERSHIP_HREF} prefetch={false} className={styles.primary} data-testid="paywall-membership">
            {access.reason === 'UNLOCKS_EXHAUSTED' ? '멤버십 업그레이드' : '멤버십 알아보기'}
          </Link>
        )}
      </div>
    </section>
  );
}
