'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { isTabSelected, mobileMenuTabs } from '@spi/core';
import { Portal, useFocusTrap, useScrollLock } from '@/components/ui';
import { ChevronRightIcon, CloseIcon, ExternalIcon, MenuIcon } from '../icons';
import { ThemeToggle } from '../theme-toggle';
import { LogoHomeContent } from '@/components/brand/logo';
import { MobileAccountSection, useIsSignedIn } from '@/features/auth/components/mobile-account';
import { useSignInHref } from './account-area';
import { useCurrentPath } from '../use-current-path';
import { useTabContext } from './article-section';
import styles from './mobile-menu.module.css';

/**
 * Mobile menu (below 768 px): locks page scroll while open, closes on route change and on Escape,
 * shows the account list of spec section 2 (guest buttons or the member's entries) and hides 채용 from guests.
 * The panel is rendered from its first opening on (it slides in from its CSS starting style), so a page's
 * hydration does not build a closed menu and its dozen links.
 */
export function MobileMenu({ cityforumUrl }: { cityforumUrl: string }) {
  const isLoggedIn = useIsSignedIn();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pathname = useCurrentPath();
  const tabContext = useTabContext();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signInHref = useSignInHref();

  useScrollLock(open);
  useFocusTrap(panelRef, open);

  // Close whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', onKey);
    const opener = openerRef.current;
    return () => { document.removeEventListener('keydown', onKey); opener?.focus(); };
  }, [open]);

  const tabs = mobileMenuTabs(isLoggedIn).filter((tab) => tab.path !== null);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.trigger}
        aria-label="전체 메뉴 열기"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <MenuIcon size={24} />
      </button>
      {/* In a portal: the sticky header is a stacking context that the footer would paint over. */}
      {opened && (
        <Portal>
          <div className={clsx(styles.backdrop, open && styles.backdropOpen)} onClick={() => setOpen(false)} aria-hidden="true" />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label="전체 메뉴"
            className={clsx(styles.panel, open && styles.panelOpen)}
            hidden={!open}
            data-testid="mobile-menu"
          >
            <div className={styles.panelHeader}>
              <Link href="/"><LogoHomeContent width={72} /></Link>
              <button type="button" className={styles.close} aria-label="메뉴 닫기" onClick={() => setOpen(false)}>
                <CloseIcon size={24} />
              </button>
            </div>
            <MobileAccountSection signInHref={signInHref} />
            <nav aria-label="모바일 주요 메뉴">
              <ul className={styles.list}>
                {tabs.map((tab) => {
                  const selected = isTabSelected(pathname, tab.path!, tabContext);
                  return (
                    <li key={tab.id}>
                      <Link href={tab.path!} className={clsx(styles.item, selected && styles.selected)} aria-current={selected ? 'page' : undefined}>
                        <span className={styles.itemText}>
                          <span className={styles.title}>{tab.title}</span>
                          <span className={styles.blurb}>{tab.blurb}</span>
                        </span>
                        <ChevronRightIcon size={18} />
                      </Link>
                    </li>
                  );
                })}
                <li>
                  <a href={cityforumUrl} target="_blank" rel="noopener noreferrer" className={styles.item}>
                    <span className={styles.itemText}>
                      <span className={styles.title}>시티포럼</span>
                      <span className={styles.blurb}>부동산 전문가 포럼 (새 탭에서 열림)</span>
                    </span>
                    <ExternalIcon size={18} />
                  </a>
                </li>
              </ul>
            </nav>
            <div className={styles.footer}>
              <ThemeToggle withLabel />
              <Link href="/support/inquiry" className={styles.footerLink}>1:1 문의</Link>
            </div>
          </div>
        </Portal>
      )}
    </>
  );
}
