import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { FOOTER_DISCLAIMERS, FOOTER_POLICY_LINKS, FOOTER_SUPPORT_LINKS, companyLinks, socialLinks, type CompanyLink } from '@spi/core';
import { companyInfo } from '@/lib/site-config';
import { Logo } from '@/components/brand/logo';
import { CurrentYear } from './current-year';
import styles from './site-footer.module.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function SiteFooter() {
  const company = companyInfo();
  const about = companyLinks(company);
  const social = socialLinks(company);
  return (
    <footer className={clsx(styles.footer, 'offscreen-lazy')} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <Logo width={96} />
          <nav aria-label="고객 지원 및 정책" className={styles.columns}>
            <div>
              <h2 className={styles.heading}>고객 지원</h2>
              <ul>{FOOTER_SUPPORT_LINKS.map((l) => <li key={l.href}><Link href={l.href}>{l.label}</Link></li>)}</ul>
            </div>
            <div>
              <h2 className={styles.heading}>정책</h2>
              <ul>
                {FOOTER_POLICY_LINKS.map((l) => (
                  <li key={l.href}><Link href={l.href} className={l.href.endsWith('privacy') ? styles.strong : undefined}>{l.label}</Link></li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={styles.heading}>회사</h2>
              <ul>{about.map((l) => <li key={l.label}><CompanyAnchor link={l} /></li>)}</ul>
            </div>
            {social.length > 0 && (
              <div>
                <h2 className={styles.heading}>소셜</h2>
                <ul>{social.map((l) => <li key={l.label}><CompanyAnchor link={l} /></li>)}</ul>
              </div>
            )}
          </nav>
        </div>
        <ul className={styles.disclaimers} aria-label="유의 사항">
          {FOOTER_DISCLAIMERS.map((text) => <li key={text}>{text}</li>)}
        </ul>
        <address className={styles.company} data-testid="company-info">
          <span>{company.name}</span>
          <span>대표 {company.ceo}</span>
          <span>사업자등록번호 {company.registrationNumber}</span>
          <span>통신판매업신고 {company.mailOrderNumber}</span>
          <span>{company.address}</span>
          <span>이메일 <a href={`mailto:${company.email}`}>{company.email}</a></span>
        </address>
        <p className={styles.copyright}>
          © <CurrentYear initial={new Date().getFullYear()} /> SPI. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** A configured company address opens in a new tab (spec); the product's own pages open in place. */
function CompanyAnchor({ link }: { link: CompanyLink }) {
  if (!link.external) return <Link href={link.href}>{link.label}</Link>;
  return <a href={link.href} {...newTab}>{link.label}<span className="visually-hidden"> (새 탭에서 열림)</span></a>;
}
