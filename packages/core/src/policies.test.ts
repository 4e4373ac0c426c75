import { describe, expect, it } from 'vitest';
import { CURRENT_POLICY_VERSIONS, POLICIES, currentPolicyVersion, findPolicyVersion, formatPolicyDate, isPolicyId } from './policies';
import { DEFAULT_COMPANY_INFO, companyLinks, socialLinks } from './site';

describe('policies', () => {
  it('lists the versions oldest first with the current one last', () => {
    expect(POLICIES.terms.versions.map((v) => v.version)).toEqual(['2025-03-01', '2026-06-01']);
    expect(POLICIES.privacy.versions.map((v) => v.version)).toEqual(['2025-03-01', '2026-01-01', '2026-06-01']);
    expect(currentPolicyVersion('terms').version).toBe('2026-06-01');
    expect(CURRENT_POLICY_VERSIONS).toEqual({ terms: '2026-06-01', privacy: '2026-06-01' });
    for (const policy of Object.values(POLICIES)) for (const v of policy.versions) expect(v.changes.length).toBeGreaterThan(0);
  });

  it('finds versions by effective date and rejects unknown or malformed ones', () => {
    expect(findPolicyVersion('privacy', '2026-01-01')?.version).toBe('2026-01-01');
    expect(findPolicyVersion('terms', '2026-01-01')).toBeUndefined();
    expect(findPolicyVersion('terms', '../x')).toBeUndefined();
    expect(isPolicyId('terms')).toBe(true);
    expect(isPolicyId('cookies')).toBe(false);
  });

  it('formats an effective date in Korean', () => {
    expect(formatPolicyDate('2026-06-01')).toBe('2026년 6월 1일');
  });
});

describe('company links', () => {
  it('default to the own about page, in place, and show no social channel', () => {
    expect(companyLinks(DEFAULT_COMPANY_INFO)).toEqual([
      { label: '회사 소개', href: '/about', external: false },
      { label: '인재 채용', href: '/about#careers', external: false },
    ]);
    expect(socialLinks(DEFAULT_COMPANY_INFO)).toEqual([]);
  });

  it('use configured addresses as external links', () => {
    const info = { ...DEFAULT_COMPANY_INFO, careersUrl: 'https://careers.example.com', youtubeUrl: 'https://youtube.com/@x', blogUrl: 'javascript:alert(1)' };
    expect(companyLinks(info)[1]).toEqual({ label: '인재 채용', href: 'https://careers.example.com', external: true });
    expect(socialLinks(info)).toEqual([{ label: '유튜브', href: 'https://youtube.com/@x', external: true }]);
  });
});
