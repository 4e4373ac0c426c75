import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_INFO, POLICIES } from '@spi/core';
import { policyDocument } from '../content';
import { policyVersionStaticParams, resolvePolicy } from '../lib/route';
import { AboutPage } from './about-page';
import { PolicyPage } from './policy-page';

const company = { ...DEFAULT_COMPANY_INFO, name: '테스트 주식회사', email: 'privacy@test.example' };

describe('PolicyPage', () => {
  it('shows the current terms with the version list, no old-version notice and numbered articles', () => {
    render(<PolicyPage document={policyDocument('terms', '2026-06-01')!} company={company} />);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    expect(screen.getByTestId('policy-effective').textContent).toBe('시행일 2026년 6월 1일 (현재)');
    expect(screen.queryByTestId('policy-old-notice')).toBeNull();
    const versions = within(screen.getByRole('navigation', { name: '버전 기록' }));
    expect(versions.getByText('시행일 2026년 6월 1일 (현재)').getAttribute('aria-current')).toBe('page');
    expect(versions.getByRole('link', { name: '시행일 2025년 3월 1일' }).getAttribute('href')).toBe('/policy/terms/2025-03-01');
    expect(screen.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /쿠폰/ })).toBeTruthy();
    // The table of contents links to every section's anchor.
    const toc = within(screen.getByRole('navigation', { name: '목차' }));
    for (const link of toc.getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    // Each article is laid out only when it nears the viewport (ADR 032).
    for (const link of toc.getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))!.classList.contains('offscreen-lazy')).toBe(true);
  });

  it('marks an older version and links to the current one', () => {
    render(<PolicyPage document={policyDocument('terms', '2025-03-01')!} company={company} />);
    const notice = screen.getByTestId('policy-old-notice');
    expect(notice.textContent).toContain('이 문서는 과거 버전입니다.');
    expect(within(notice).getByRole('link', { name: '현재 버전 보기' }).getAttribute('href')).toBe('/policy/terms');
    expect(screen.queryByRole('heading', { name: /쿠폰/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: '버전 기록' }).querySelector('a[href="/policy/terms"]')?.textContent).toBe('시행일 2026년 6월 1일 (현재)');
  });

  it('renders the privacy policy with the cookies anchor, the entrustment table and the configured officer', () => {
    const { container } = render(<PolicyPage document={policyDocument('privacy', '2026-06-01')!} company={company} />);
    expect(container.querySelector('section#cookies h2')?.textContent).toContain('쿠키와 분석 도구');
    const table = screen.getByRole('table', { name: '개인정보 처리위탁 현황' });
    expect(within(table).getByRole('rowheader', { name: '토스페이먼츠(주)' })).toBeTruthy();
    expect(within(table).getByText(/이메일 발송/)).toBeTruthy();
    expect(within(table).getByText(/클라우드/)).toBeTruthy();
    const officer = screen.getByTestId('privacy-officer');
    expect(officer.textContent).toContain('테스트 주식회사');
    expect(officer.textContent).toContain('privacy@test.example');
  });

  it('the first privacy version has no payment processor yet', () => {
    render(<PolicyPage document={policyDocument('privacy', '2025-03-01')!} company={company} />);
    expect(screen.queryByText('토스페이먼츠(주)')).toBeNull();
    expect(screen.getByTestId('policy-old-notice')).toBeTruthy();
  });
});

describe('policy routes', () => {
  it('pre-render every version and reject unknown ones', () => {
    const total = POLICIES.terms.versions.length + POLICIES.privacy.versions.length;
    expect(policyVersionStaticParams()).toHaveLength(total);
    expect(resolvePolicy('terms')?.version).toBe('2026-06-01');
    expect(resolvePolicy('privacy', '2026-01-01')?.version).toBe('2026-01-01');
    expect(resolvePolicy('privacy', '2026-02-30')).toBeNull();
    expect(resolvePolicy('cookies')).toBeNull();
  });
});

describe('AboutPage', () => {
  it('links to every main tab, shows the company contact and has the careers anchor', () => {
    const { container } = render(<AboutPage company={company} />);
    for (const path of ['/article', '/cityfolio', '/reitsfocus', '/dealsheet', '/fund', '/event', '/recruit']) {
      expect(container.querySelector(`a[href="${path}"]`)).not.toBeNull();
    }
    expect(screen.getByTestId('about-contact').textContent).toContain('테스트 주식회사');
    expect(container.querySelector('#careers h2')?.textContent).toBe('인재 채용');
  });
});
