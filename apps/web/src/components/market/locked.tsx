import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { MEMBERSHIP_HREF } from '@/components/content/links';
import { isApiError } from '@/lib/api-client';
import { LockIcon } from './lock-icon';
import noticeStyles from './locked.module.css';
import styles from './market.module.css';

/**
 * Locked figures and sections: a padlock with a short Korean reason and the way in — sign-in for guests
 * (coming back to `redirect`), /membership for members below the tier. Never a bare dash, which would
 * read as missing data.
 */

/** '/sign-in?redirect=…' for a guest (signedIn false or unknown), '/membership' for a member. */
export function lockHref(signedIn: boolean, redirect: string): string {
  return signedIn ? '/membership' : `/sign-in?redirect=${encodeURIComponent(redirect)}`;
}

/** A locked figure's way in and reason, as the lists, filters and cells show it. */
export interface FigureLock { href: string; reason: string }

/** The lock of gated figures for a viewer: sign-in (coming back to `redirect`) for a guest, /membership for a member, each with its reason. */
export function figureLock(signedIn: boolean, redirect: string, reasons: { guest: string; member: string }): FigureLock {
  return { href: lockHref(signedIn, redirect), reason: signedIn ? reasons.member : reasons.guest };
}

/** The short reason a guest or a member reads on a locked figure. */
export function lockReason(signedIn: boolean, tiers: string): string {
  return signedIn ? `${tiers} 멤버십에서 볼 수 있어요` : '로그인하고 멤버십으로 볼 수 있어요';
}

/**
 * A locked figure in a table cell or a definition: lock + short text with the full reason. With `href`
 * the whole is a link (to sign-in or /membership); without, a plain label (the section's panel has the way in).
 */
export function LockedValue({ label = '잠김', reason, href, testId = 'locked-value' }: { label?: string; reason: string; href?: string; testId?: string }) {
  const content = (
    <>
      <LockIcon size={12} />
      <span aria-hidden="true">{label}</span>
    </>
  );
  if (!href) {
    return <span className={styles.lockedValue} title={reason} aria-label={`${label}: ${reason}`} data-testid={testId}>{content}</span>;
  }
  return (
    <Link href={href} className={styles.lockedValue} title={reason} aria-label={`${label}: ${reason}`} data-testid={testId}>
      {content}
    </Link>
  );
}

/**
 * What a member-only section shows before its data, or null once it has data (or another error) to show:
 * - the session not known yet (before hydration): on a guest's document (one the page cache sent to a request without
 *   a session; its script loader marks `<html data-guest-document>`, ADR 039) the guest's locked panel, else the
 *   skeleton. Both are in the HTML and CSS shows one before the first paint, so a guest, who is painted before the
 *   scripts run, does not see a screenful of skeleton collapse into the panel;
 * - a member's query pending: the skeleton;
 * - a guest, or a viewer the API refused (401, or 403 below the tier): the locked panel, with the sign-in link only for
 *   a reader who is not signed in.
 */
export function memberOnlyState({ userId, query, locked, skeleton }: {
  /** useSignedInUserId(): undefined while the session is not known, null for a guest. */
  userId: string | null | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown };
  locked: (signedIn: boolean) => ReactNode;
  skeleton: ReactNode;
}): ReactNode | null {
  if (userId === undefined) {
    return (
      <>
        <div className={styles.onGuestDocument}>{locked(false)}</div>
        <div className={styles.offGuestDocument}>{skeleton}</div>
      </>
    );
  }
  if (userId !== null && query.isPending && !query.isError) return skeleton;
  const status = isApiError(query.error) ? query.error.status : null;
  if (userId === null || status === 401 || status === 403) return locked(userId !== null && status !== 401);
  return null;
}

/** A locked section: what it holds, which tiers include it, and the buttons to sign in or see plans. */
export function LockedPanel({ title, description, tiers, signedIn, redirect, children, testId = 'locked-panel' }: {
  title: string;
  description: ReactNode;
  /** tierListLabel(...) of the feature: 'Premium Light, Premium'. */
  tiers: string;
  signedIn: boolean;
  redirect: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.lockedPanel} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <span className={styles.lockedBadge}><LockIcon size={18} /></span>
      <h2 id={`${testId}-title`} className={styles.lockedTitle}>{title}</h2>
      <p className={styles.lockedText}>{description}</p>
      <p className={styles.lockedTiers}>이용 가능 멤버십: <strong>{tiers}</strong></p>
      {children}
      <div className={styles.lockedActions}>
        {!signedIn && <Link href={lockHref(false, redirect)} className={styles.primaryLink}>로그인</Link>}
        <Link href="/membership" className={signedIn ? styles.primaryLink : styles.secondaryLink}>멤버십 보기</Link>
      </div>
    </section>
  );
}

/**
 * A compact locked row inside a page section: what is hidden, why, and the one next step (sign in for a
 * guest, /membership for a member). `signedIn` undefined (not known yet) shows the guest's step, which is
 * also what cached HTML has. `denial` (e.g. the spec's rule 7 sentence) is shown to a signed-in member only.
 */
export function LockedNotice({ title, reason, denial, signedIn, redirectPath, testId = 'locked-panel', children }: {
  title: string;
  reason: ReactNode;
  denial?: string;
  signedIn: boolean | undefined;
  /** Where sign-in comes back to. */
  redirectPath: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={noticeStyles.panel} data-testid={testId}>
      <span className={noticeStyles.icon}><LockIcon size={20} /></span>
      <div className={noticeStyles.text}>
        <p className={noticeStyles.title}>{title}</p>
        {signedIn && denial && <p className={noticeStyles.denial}>{denial}</p>}
        <p className={noticeStyles.reason}>{reason}</p>
        {children}
      </div>
      <div className={noticeStyles.actions}>
        {signedIn ? (
          <Link href={MEMBERSHIP_HREF} prefetch={false} className={noticeStyles.primary}>멤버십 알아보기</Link>
        ) : (
          <>
            <Link href={lockHref(false, redirectPath)} prefetch={false} className={noticeStyles.primary}>로그인하기</Link>
            <Link href={MEMBERSHIP_HREF} prefetch={false} className={noticeStyles.secondary}>멤버십 알아보기</Link>
          </>
        )}
      </div>
    </div>
  );
}
