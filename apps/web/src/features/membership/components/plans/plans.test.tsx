import { TIER_FEATURES } from '@spi/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, json, mockApi, signIn } from '../../test-utils';
import type { CtaViewer } from '../../lib/tier-cta';
import { ComparisonTable } from './comparison-table';
import { MembershipFaq } from './membership-faq';
import { MembershipPlans, MembershipPlansView } from './membership-plans';
import { PLANS } from './plan-fixtures';

const noop = () => undefined;

function renderView(viewer: CtaViewer, onSubscribe = vi.fn()) {
  render(<MembershipPlansView plans={PLANS} cycle="MONTHLY" onCycleChange={noop} viewer={viewer} onSubscribe={onSubscribe} />);
  return onSubscribe;
}

const card = (code: string) => screen.getByTestId(`tier-card-${code}`);

describe('tier card buttons', () => {
  it('guest: sign in and come back to /membership; the corporate tier is an inquiry', () => {
    renderView({ kind: 'guest' });
    const link = within(card('LIGHT')).getByRole('link', { name: '로그인하고 구독하기' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirect=%2Fmembership');
    expect(within(card('LIGHT_STUDENT')).getByRole('link', { name: '로그인하고 구독하기' })).toBeTruthy();
    const corporate = within(card('PREMIUM')).getByRole('link', { name: '법인 멤버십 문의' });
    expect(corporate.getAttribute('href')).toBe('/support/inquiry');
  });

  it('member without a subscription: 구독하기 opens checkout for that plan; the student tier asks for verification', () => {
    const onSubscribe = renderView({ kind: 'member', tierCode: null, subscription: null });
    fireEvent.click(within(card('LIGHT_PLUS')).getByRole('button', { name: '구독하기' }));
    expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ code: 'LIGHT_PLUS' }));
    const student = card('LIGHT_STUDENT');
    expect(within(student).getByRole('button', { name: '학생 인증 후 구독' })).toBeTruthy();
    expect(student.textContent).toContain('학생 인증은 학생 멤버십 출시와 함께 열려요');
    expect(within(card('PREMIUM')).getByRole('link', { name: '법인 멤버십 문의' })).toBeTruthy();
  });

  it('current tier: highlighted, 이용 중 (disabled) and a link to 멤버십 관리; other tiers 변경하기 for a paying member', () => {
    renderView({ kind: 'member', tierCode: 'LIGHT', subscription: { status: 'ACTIVE' } });
    const current = card('LIGHT');
    expect(current.getAttribute('data-current')).toBe('true');
    expect(current.textContent).toContain('현재 이용 중');
    expect((within(current).getByRole('button', { name: '이용 중' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(current).getByRole('link', { name: '멤버십 관리' }).getAttribute('href')).toBe('/user/setting?about=membership');
    const change = within(card('LIGHT_PLUS')).getByRole('link', { name: '변경하기' });
    expect(change.getAttribute('href')).toBe('/user/setting?about=membership');
    expect(card('LIGHT_PLUS').getAttribute('data-current')).toBeNull();
  });

  it('a corporate member sees PREMIUM as the current tier', () => {
    renderView({ kind: 'member', tierCode: 'PREMIUM', subscription: null });
    expect(within(card('PREMIUM')).getByRole('button', { name: '이용 중' })).toBeTruthy();
    expect(within(card('PREMIUM')).queryByRole('link', { name: '법인 멤버십 문의' })).toBeNull();
  });

  it('while the viewer is unknown the buttons wait (no guest link flashes for a member)', () => {
    renderView({ kind: 'loading' });
    const button = within(card('LIGHT')).getByRole('button', { name: '구독하기' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('monthly / yearly switch', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    window.history.replaceState(null, '', '/membership');
  });
  afterEach(() => clearCookies());

  it('shows monthly prices with VAT, then yearly prices with the saving, and keeps the choice in the URL', async () => {
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    const price = screen.getByTestId('price-LIGHT');
    expect(price.textContent).toContain('9,900원');
    expect(price.textContent).toContain('/ 월');
    expect(price.textContent).toContain('(VAT 포함)');
    expect(screen.queryByTestId('saving-LIGHT')).toBeNull();

    const yearly = screen.getByRole('radio', { name: /연간 결제/ });
    await act(async () => { fireEvent.click(yearly); });
    expect((yearly as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('price-LIGHT').textContent).toContain('99,000원');
    expect(screen.getByTestId('price-LIGHT').textContent).toContain('/ 년');
    expect(screen.getByTestId('saving-LIGHT').textContent).toBe('연 17% 할인 · 19,800원 절약');
    expect(screen.getByTestId('saving-PREMIUM').textContent).toBe('연 17% 할인 · 198,000원 절약');
    expect(window.location.search).toBe('?cycle=yearly');

    await act(async () => { fireEvent.click(screen.getByRole('radio', { name: /월간 결제/ })); });
    expect(screen.getByTestId('price-LIGHT').textContent).toContain('9,900원');
    expect(window.location.search).toBe('');
  });

  it('opens on yearly from ?cycle=yearly', async () => {
    window.history.replaceState(null, '', '/membership?cycle=yearly');
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('price-LIGHT_PLUS').textContent).toContain('199,000원'));
    expect((screen.getByRole('radio', { name: /연간 결제/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('highlights the member’s tier from GET /users/me/membership', async () => {
    signIn();
    mockApi((method, url) => (method === 'GET' && url === '/api/sejong/v1/users/me/membership'
      ? json({ membership: { membershipId: 'm1', membershipName: '라이트 플러스', tierCode: 'LIGHT_PLUS', appliedCoupon: null, orders: [], roles: [] }, subscription: null })
      : undefined));
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    await waitFor(() => expect(card('LIGHT_PLUS').getAttribute('data-current')).toBe('true'));
    expect(within(card('LIGHT')).getByRole('button', { name: '구독하기' })).toBeTruthy();
  });
});

describe('comparison table and FAQ', () => {
  it('renders every row of TIER_FEATURES, grouped, with ✓ / — / limit cells and 출시 예정 rows', () => {
    render(<ComparisonTable plans={PLANS} />);
    const table = screen.getByTestId('comparison-table');
    for (const feature of TIER_FEATURES) {
      const row = table.querySelector(`tr[data-feature="${feature.key}"]`);
      expect(row, feature.key).not.toBeNull();
      expect(row!.textContent).toContain(feature.label);
      expect(row!.querySelectorAll('td')).toHaveLength(PLANS.length + 1);
    }
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['혜택', '무료 회원', ...PLANS.map((p) => p.name)]);
    const memberOnly = table.querySelector('tr[data-feature="article.memberOnly"]')!;
    expect(memberOnly.textContent).toContain('월 10편');
    expect(memberOnly.textContent).toContain('무제한');
    expect(memberOnly.textContent).toContain('미포함');
    const comingSoon = TIER_FEATURES.filter((f) => f.note?.includes('출시'));
    expect(table.querySelectorAll('tr[data-coming-soon]')).toHaveLength(comingSoon.length);
    expect(within(table).getAllByText('출시 예정')).toHaveLength(comingSoon.length);
  });

  it('falls back to every paid tier when the plans could not be read', () => {
    render(<ComparisonTable plans={null} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });

  it('FAQ items are native disclosures', () => {
    render(<MembershipFaq />);
    const faq = screen.getByTestId('membership-faq');
    expect(faq.querySelectorAll('details > summary')).toHaveLength(7);
    expect(screen.getByText('자동결제는 언제 결제되나요?')).toBeTruthy();
  });
});
