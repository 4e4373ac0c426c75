import Link from 'next/link';
import type { ReactNode } from 'react';
import { LockIcon } from '@/components/content/icons';
import { MEMBERSHIP_HREF, signInHref } from '@/components/content/links';
import styles from './locked.module.css';

/**
 * A locked section: what is hidden, why, and the one next step (sign in for a guest, /membership for a
 * member). `signedIn` undefined (not known yet) shows the guest's step, which is also what cached HTML has.
 */
export function LockedPanel({ title, reason, denial, signedIn, redirectPath, testId = 'locked-panel', children }: {
  title: string;
  reason: ReactNode;
  /** A denial sentence shown to a signed-in member (e.g. the spec's rule 7 message). */
  denial?: string;
  signedIn: boolean | undefined;
  /** Where sign-in comes back to. */
  redirectPath: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <span className={styles.icon}><LockIcon size={20} /></span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {signedIn && denial && <p className={styles.denial}>{denial}</p>}
        <p className={styles.reason}>{reason}</p>
        {children}
      </div>
      <div className={styles.actions}>
        {signedIn ? (
          <Link href={MEMBERSHIP_HREF} prefetch={false} className={styles.primary}>멤버십 알아보기</Link>
        ) : (
          <>
            <Link href={signInHref(redirectPath)} prefetch={false} className={styles.primary}>로그인하기</Link>
            <Link href={MEMBERSHIP_HREF} prefetch={false} className={styles.secondary}>멤버십 알아보기</Link>
          </>
        )}
      </div>
    </div>
  );
}

/** A figure the viewer may not see: a lock and a short label, never a bare dash. */
export function LockedValue({ label = '멤버십 전용', reason }: { label?: string; reason: string }) {
  return (
    <span className={styles.value} title={reason} aria-label={`${label}: ${reason}`} data-testid="locked-value">
      <LockIcon size={14} /><span aria-hidden="true">{label}</span>
    </span>
  );
}
