import Link from 'next/link';
import { FOOTER_DISCLAIMERS, FOOTER_POLICY_LINKS, FOOTER_SUPPORT_LINKS } from '@spi/core';
import { companyInfo } from '@/lib/site-config';
import { Logo } from '@/components/brand/logo';
import { CurrentYear } from './current-year';
import styles from './site-footer.module.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function SiteFooter() {
  const company = companyInfo();
  const companyLinks = [
    { label: '회사 소개', href: company.aboutUrl },
    { label: '인재 채용', href: company.careersUrl },
  ];
  const socialLinks = [
    { label: '블로그', href: company.blogUrl },
    { label: '유튜브', href: company.youtubeUrl },
    { label: '링크드인', href: company.linkedinUrl },
  ];
  return (
    <footer className={styles.footer} data-testid="site-footer">
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
              <ul>{companyLinks.map((l) => <li key={l.label}><a href={l.href} {...newTab}>{l.label}<span className="visually-hidden"> (새 탭에서 열림)</span></a></li>)}</ul>
            </div>
            <div>
              <h2 className={styles.heading}>소셜</h2>
              <ul>{socialLinks.map((l) => <li key={l.label}><a href={l.href} {...newTab}>{l.label}<span className="visually-hidden"> (새 탭에서 열림)</span></a></li>)}</ul>
            </div>
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
