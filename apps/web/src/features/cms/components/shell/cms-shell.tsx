'use client';

import Link from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './cms-shell.module.css';

interface NavItem { href: string; label: string; match: (path: string) => boolean }

const startsWith = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

export function cmsNavItems(showAudit: boolean): NavItem[] {
  return [
    { href: '/admin', label: '기사', match: (p) => p === '/admin' || startsWith('/admin/articles')(p) },
    { href: '/admin/categories', label: '카테고리', match: startsWith('/admin/categories') },
    { href: '/admin/series', label: '시리즈', match: startsWith('/admin/series') },
    { href: '/admin/tags', label: '태그', match: startsWith('/admin/tags') },
    { href: '/admin/writers', label: '필자', match: startsWith('/admin/writers') },
    { href: '/admin/media', label: '미디어', match: startsWith('/admin/media') },
    { href: '/admin/reits', label: '리츠 데이터', match: (p) => p === '/admin/reits' },
    { href: '/admin/reits/explainers', label: '지표 설명', match: startsWith('/admin/reits/explainers') },
    { href: '/admin/reits/glossary', label: '용어 사전', match: startsWith('/admin/reits/glossary') },
    // Issue 11: deal and fund records (their file imports live under each).
    { href: '/admin/deals', label: '딜정보', match: startsWith('/admin/deals') },
    { href: '/admin/funds', label: '사모펀드', match: startsWith('/admin/funds') },
    // Issue 12: the three content sections, in the order of the main tabs (spec section 2).
    { href: '/admin/cityfolio', label: '시티폴리오', match: startsWith('/admin/cityfolio') },
    { href: '/admin/events', label: '이벤트', match: startsWith('/admin/events') },
    { href: '/admin/recruit', label: '채용', match: startsWith('/admin/recruit') },
    // /admin/audit declares its own access (ROLE_ADMIN): shown only to those it admits.
    ...(showAudit ? [{ href: '/admin/audit', label: '감사 로그', match: startsWith('/admin/audit') }] : []),
  ];
}

/** Issue 13: Sophi's usage, feedback and unanswered questions, ROLE_ADMIN only (its page declares the same access). */
export function sophiNavItems(): NavItem[] {
  return [{ href: '/admin/sophi', label: 'Sophi', match: startsWith('/admin/sophi') }];
}

/** 운영 (issue 14): the dashboard, the 1:1 inquiry inbox, the FAQ and the home notices, ROLE_ADMIN only (their pages declare the same access). */
export function operationsNavItems(): NavItem[] {
  return [
    { href: '/admin/dashboard', label: '대시보드', match: startsWith('/admin/dashboard') },
    { href: '/admin/support/inquiries', label: '1:1 문의', match: startsWith('/admin/support/inquiries') },
    { href: '/admin/support/faqs', label: '자주 묻는 질문', match: startsWith('/admin/support/faqs') },
    { href: '/admin/notices', label: '공지 팝업', match: startsWith('/admin/notices') },
  ];
}

/** 멤버십·결제 (issues 9 and 10): the billing admin, ROLE_ADMIN only (its pages declare the same access). */
export function billingNavItems(): NavItem[] {
  return [
    { href: '/admin/billing/members', label: '회원·멤버십', match: startsWith('/admin/billing/members') },
    { href: '/admin/billing/orders', label: '주문·환불', match: startsWith('/admin/billing/orders') },
    // Issue 10: corporate bank-deposit orders and student-ID review.
    { href: '/admin/billing/deposits', label: '무통장입금 확인', match: startsWith('/admin/billing/deposits') },
    { href: '/admin/billing/students', label: '학생 인증 심사', match: startsWith('/admin/billing/students') },
    { href: '/admin/billing/plans', label: '멤버십 상품', match: startsWith('/admin/billing/plans') },
    { href: '/admin/billing/coupons', label: '쿠폰', match: startsWith('/admin/billing/coupons') },
    { href: '/admin/billing/outbox', label: '메일 발송함', match: startsWith('/admin/billing/outbox') },
  ];
}

function NavList({ items, pathname, label }: { items: NavItem[]; pathname: string; label?: string }) {
  return (
    <ul className={styles.navList} aria-label={label}>
      {items.map((item) => {
        const current = item.match(pathname);
        return (
          <li key={item.href}>
            <Link href={item.href} className={clsx(styles.navItem, current && styles.navCurrent)} aria-current={current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The CMS frame: a side navigation on desktop, a scrollable row of chips on phones. */
export function CmsShell({ isAdmin, showAudit, editorName, children }: { isAdmin: boolean; showAudit: boolean; editorName: string; children: ReactNode }) {
  const pathname = usePathname() ?? '/admin';
  return (
    <div className={styles.shell} data-testid="cms-shell">
      <nav className={styles.nav} aria-label="CMS 메뉴">
        <div className={styles.brand}>
          <p className={styles.brandTitle}>SPI CMS</p>
          <p className={styles.brandUser}>{editorName} · {isAdmin ? '관리자' : '에디터'}</p>
        </div>
        <NavList items={isAdmin ? [...cmsNavItems(showAudit), ...sophiNavItems()] : cmsNavItems(showAudit)} pathname={pathname} />
        {isAdmin && (
          <>
            <p className={styles.navGroup} aria-hidden="true">운영</p>
            <NavList items={operationsNavItems()} pathname={pathname} label="운영" />
            <p className={styles.navGroup} aria-hidden="true">멤버십·결제</p>
            <NavList items={billingNavItems()} pathname={pathname} label="멤버십·결제" />
          </>
        )}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Title row of a CMS screen with its actions on the right. */
export function CmsPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.pageHeading}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {description && <p className={styles.pageDescription}>{description}</p>}
      </div>
      {actions && <div className={styles.pageActions}>{actions}</div>}
    </header>
  );
}
