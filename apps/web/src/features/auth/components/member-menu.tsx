'use client';

import Link from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import clsx from 'clsx';
import { useBreakpoint } from '@/components/ui';
import { useViewer } from '../hooks/use-viewer';
import { accountLinks, canEnterCms, membershipBadge, MEMBERSHIP_SETTINGS_HREF, type AccountLink } from '../lib/account-links';
import { BellIcon, BookmarkIcon, ChevronDownIcon, SettingsIcon, ShieldIcon, SparkIcon, UserIcon } from './icons';
import { SignOutButton } from './sign-out-button';
import styles from './member-menu.module.css';

export const ACCOUNT_LINK_ICONS: Record<AccountLink['icon'], typeof UserIcon> = {
  membership: SparkIcon,
  scrap: BookmarkIcon,
  settings: SettingsIcon,
  notifications: BellIcon,
  admin: ShieldIcon,
};

/**
 * The signed-in part of the desktop header (spec section 2): e-mail on large screens, the membership
 * badge, and the account button that opens a menu (menu button pattern: arrow keys, Home/End, Escape
 * returns focus to the button, Tab leaves). The menu closes on small screens and, on medium screens,
 * when the header scrolls out of view.
 */
export function MemberMenu() {
  const { user, info } = useViewer();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const pathname = usePathname();
  const tier = useBreakpoint();

  const badge = membershipBadge(user, info);
  const links = accountLinks(Boolean(info?.membership?.membershipName), canEnterCms(user, info));

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Close on navigation and on small screens.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (tier === 'small' || tier === 'xsmall') setOpen(false);
  }, [tier]);

  // Medium screens: close once the account area scrolls out of view.
  useEffect(() => {
    if (!open || tier !== 'medium' || !wrapperRef.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => { if (entry && !entry.isIntersecting) setOpen(false); });
    observer.observe(wrapperRef.current);
    return () => observer.disconnect();
  }, [open, tier]);

  // Outside press closes; focus moves into the menu when it opens.
  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const list = items();
      (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusItem(event.key === 'ArrowDown' ? 0 : -1);
      else setOpen(true);
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown': event.preventDefault(); focusItem(index + 1); break;
      case 'ArrowUp': event.preventDefault(); focusItem(index - 1); break;
      case 'Home': event.preventDefault(); focusItem(0); break;
      case 'End': event.preventDefault(); focusItem(-1); break;
      case 'Escape': event.preventDefault(); close(true); break;
      case 'Tab': setOpen(false); break;
      default: break;
    }
  };

  if (!user) return <span className={styles.skeleton} aria-hidden="true" />;

  return (
    <div ref={wrapperRef} className={styles.member} data-testid="member-menu">
      <span className={styles.email} data-testid="header-email">{user.email}</span>
      {badge ? (
        <Link
          href={MEMBERSHIP_SETTINGS_HREF}
          className={clsx(styles.badge, badge.variant === 'coupon' && styles.couponBadge)}
          data-testid="membership-badge"
          data-variant={badge.variant}
          aria-label={`${badge.label} 멤버십 정보 보기`}
        >
          <SparkIcon size={14} />
          {badge.label}
        </Link>
      ) : (
        <Link href="/membership" prefetch={false} className={styles.subscribe}>멤버십 구독</Link>
      )}
      <div className={styles.anchor}>
        <button
          ref={buttonRef}
          type="button"
          className={clsx(styles.accountButton, open && styles.accountButtonOpen)}
          aria-label="내 계정 메뉴"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => {
            focusOnOpen.current = open ? null : 'first';
            setOpen((value) => !value);
          }}
          onKeyDown={onButtonKeyDown}
          data-testid="account-menu-button"
        >
          <span className={styles.avatar} aria-hidden="true"><UserIcon size={18} /></span>
          <ChevronDownIcon size={16} className={styles.chevron} />
        </button>
        {open && (
          <div className={styles.dropdown} data-testid="account-menu">
            <div className={styles.dropdownHeader}>
              <span className={styles.nickname}>{user.nickname}</span>
              <span className={styles.dropdownEmail}>{user.email}</span>
            </div>
            <ul ref={menuRef} id={menuId} role="menu" aria-label="내 계정" className={styles.menu} onKeyDown={onMenuKeyDown}>
              {links.map((link) => {
                const Icon = ACCOUNT_LINK_ICONS[link.icon];
                return (
                  <li key={link.href} role="none">
                    <Link href={link.href} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => setOpen(false)}>
                      <Icon size={18} />
                      {link.label}
                    </Link>
                  </li>
                );
              })}
              <li role="none" className={styles.separator} />
              <li role="none">
                <SignOutButton menuItem className={styles.item} />
              </li>
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
