import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './account-shell.module.css';

export interface AccountNavItem {
  href: string;
  label: string;
}

/** Which account pages a viewer may open (the same rules the pages enforce). */
export function accountNavItems(flags: { corporationMember: boolean; corporationManager: boolean; admin: boolean; corporationRegister?: boolean }): AccountNavItem[] {
  return [
    { href: '/user/setting', label: '계정 관리' },
    { href: '/user/notifications', label: '알림 설정' },
    { href: '/user/scrap', label: '나의 스크랩' },
    { href: '/user/history', label: '최근 본 글' },
    { href: '/user/events', label: '내 이벤트 신청' },
    { href: '/user/student', label: '학생 인증' },
    ...(flags.corporationMember ? [{ href: '/user/corporation', label: '법인 정보' }] : []),
    ...(flags.corporationManager ? [{ href: '/user/corporation/manage', label: '법인 관리' }] : []),
    ...(flags.corporationRegister ? [{ href: '/user/corporation/register', label: '법인 등록' }] : []),
    ...(flags.admin ? [{ href: '/admin/audit', label: '감사 기록' }] : []),
  ];
}

/** Frame of the account pages: a side menu on desktop (chips on mobile) and the page title. */
export function AccountShell({ title, description, current, nav, children }: {
  title: string;
  description?: string;
  current: string;
  nav: AccountNavItem[];
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label="내 계정 메뉴">
        <p className={styles.navTitle}>내 계정</p>
        <ul className={styles.navList}>
          {nav.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={clsx(styles.navItem, item.href === current && styles.navCurrent)} aria-current={item.href === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}
