'use client';

import Link from '@/components/ui/app-link';
import clsx from 'clsx';
import { useViewer } from '../hooks/use-viewer';
import { accountLinks, canEnterCms, membershipBadge, MEMBERSHIP_SETTINGS_HREF } from '../lib/account-links';
import { ACCOUNT_LINK_ICONS } from './member-menu';
import { SparkIcon, UserIcon } from './icons';
import { SignOutButton } from './sign-out-button';
import styles from './mobile-account.module.css';

/**
 * The member's part of the mobile menu: e-mail, membership badge and the same entries as the desktop
 * account menu, as a list. Loaded only for a signed-in reader (MobileAccountSection), so guests' pages
 * do not carry the account menus and the sign-out code.
 */
export default function MobileMemberMenu() {
  const { user, info } = useViewer();
  if (!user) return null;

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
          <SignOutButton className={styles.item} />
        </li>
      </ul>
    </div>
  );
}
