import Link from '@/components/ui/app-link';
import { companyInfo } from '@/lib/site-config';
import { LogoHomeContent } from '@/components/brand/logo';
import { SearchIcon } from '../icons';
import { ThemeToggle } from '../theme-toggle';
import { AccountArea } from './account-area';
import { MobileMenu } from './mobile-menu';
import { TabBar } from './tab-bar';
import styles from './site-header.module.css';

/** Desktop header (logo, account area, main tab bar) and, below 768 px, the mobile header. */
export function SiteHeader() {
  const { cityforumUrl } = companyInfo();
  return (
    <>
      <a href="#main" className={styles.skip}>본문 바로가기</a>
      <header className={styles.desktop} data-testid="desktop-header">
        <div className={styles.top}>
          <Link href="/" className={styles.logo}>
            <LogoHomeContent width={120} />
          </Link>
          <div className={styles.actions}>
            <AccountArea />
            <ThemeToggle />
          </div>
        </div>
        <TabBar cityforumUrl={cityforumUrl} />
      </header>
      <header className={styles.mobile} data-testid="mobile-header">
        <MobileMenu cityforumUrl={cityforumUrl} />
        <Link href="/" className={styles.mobileLogo}>
          <LogoHomeContent width={84} />
        </Link>
        <Link href="/search" className={styles.mobileIcon} aria-label="검색">
          <SearchIcon size={24} />
        </Link>
      </header>
    </>
  );
}
