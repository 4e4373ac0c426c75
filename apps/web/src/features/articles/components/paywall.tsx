'use client';

import Link from '@/components/ui/app-link';
import type { ArticleAccess } from '@spi/core';
import { Button } from '@/components/ui';
import { LockIcon } from '@/components/content/icons';
import { MEMBERSHIP_HREF, signInHref } from '@/components/content/links';
import { paywallCopy } from '../lib/paywall-copy';
import styles from './paywall.module.css';

type Locked = Exclude<ArticleAccess, { access: 'FULL' }>;

/**
 * The paywall after the lead: says why the rest is closed and offers the one next step that fits
 * (sign in, membership, upgrade, or opening the article with a monthly unlock).
 */
export function Paywall({ access, articlePath, onUnlock, unlocking }: {
  access: Locked;
  /** The article's own address, for the sign-in redirect. */
  articlePath: string;
  onUnlock?: () => void;
  unlocking?: boolean;
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
            <Button size="lg" onClick={onUnlock} loading={unlocking} data-testid="unlock-button" className={styles.primaryButton}>이 글 열기</Button>
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
