import { TIER_FEATURES } from '@spi/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, useModalStore } from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import type { CtaViewer } from '../../lib/tier-cta';
import { ComparisonTable } from './comparison-table';
import { MembershipFaq } from './membership-faq';
import { MembershipPlans, MembershipPlansView } from './membership-plans';
import { planDisplayName, type PlanViewerExtras } from './plan-cta';
import { PLANS } from './plan-fixtures';

const noop = () => undefined;
const UNKNOWN: PlanViewerExtras = { studentVerified: null, corporationManager: null };

function renderView(viewer: CtaViewer, onSubscribe = vi.fn(), extras: PlanViewerExtras = UNKNOWN) {
  render(<MembershipPlansView plans={PLANS} cycle="MONTHLY" onCycleChange={noop} viewer={viewer} onSubscribe={onSubscribe} extras={extras} />);
  return onSubscribe;
}

const card = (code: string) => screen.getByTestId(`tier-card-${code}`);

describe('tier card buttons', () => {
  it('guest: sign in and come back to /membership; the corporate tier signs in on the way to registering a corporation', () => {
    renderView({ kind: 'guest' });
    const link = within(card('LIGHT')).getByRole('link', { name: '로그인하고 구독하기' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirect=%2Fmembership');
    expect(within(card('LIGHT_STUDENT')).getByRole('link', { name: '로그인하고 구독하기' })).toBeTruthy();
    const corporate = within(card('PREMIUM')).getByRole('link', { name: '법인 멤버십 신청' });
    expect(corporate.getAttribute('href')).toBe('/sign-in?redirect=%2Fuser%2Fcorporation%2Fregister');
  });

  it('the student tier is shown as 라이트 (학생 할인) (spec section 1), in the cards and the comparison table', () => {
    renderView({ kind: 'guest' });
    expect(within(card('LIGHT_STUDENT')).getByRole('heading', { level: 3 }).textContent).toBe('라이트 (학생 할인)');
    expect(within(card('LIGHT')).getByRole('heading', { level: 3 }).textContent).toBe('라이트');
    expect(screen.getByTestId('price-LIGHT_STUDENT').textContent).toContain('4,900원');
  });

  it('member without a subscription: 구독하기 opens checkout; the student tier waits for the status, then asks an unverified reader to verify first', () => {
    const onSubscribe = renderView({ kind: 'member', tierCode: null, subscription: null });
    fireEvent.click(within(card('LIGHT_PLUS')).getByRole('button', { name: '구독하기' }));
    expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ code: 'LIGHT_PLUS' }));
    // Status not known yet: a disabled button, no link that could be wrong.
    expect((within(card('LIGHT_STUDENT')).getByRole('button', { name: '구독하기' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card('PREMIUM')).getByRole('button', { name: '법인 멤버십 신청' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unverified member goes to /user/student and comes back; a non-manager registers a corporation', () => {
    const onSubscribe = renderView({ kind: 'member', tierCode: null, subscription: null }, vi.fn(), { studentVerified: false, corporationManager: false });
    const verify = within(card('LIGHT_STUDENT')).getByRole('link', { name: '학생 인증 후 구독' });
    expect(verify.getAttribute('href')).toBe('/user/student?next=%2Fmembership');
    expect(within(card('LIGHT_STUDENT')).queryByRole('button', { name: '구독하기' })).toBeNull();
    expect(within(card('PREMIUM')).getByRole('link', { name: '법인 멤버십 신청' }).getAttribute('href')).toBe('/user/corporation/register');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('a verified student subscribes to LIGHT_STUDENT as usual; a corporation manager goes to the corporation screen', () => {
    const onSubscribe = renderView({ kind: 'member', tierCode: null, subscription: null }, vi.fn(), { studentVerified: true, corporationManager: true });
    const student = card('LIGHT_STUDENT');
    fireEvent.click(within(student).getByRole('button', { name: '구독하기' }));
    expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ code: 'LIGHT_STUDENT' }));
    expect(student.textContent).toContain('학생 인증이 완료되어');
    expect(within(card('PREMIUM')).getByRole('link', { name: '법인 멤버십 신청' }).getAttribute('href')).toBe('/user/corporation/manage');
  });

  it('a paying member changes plans in 멤버십 관리, student tier included', () => {
    renderView({ kind: 'member', tierCode: 'LIGHT', subscription: { status: 'ACTIVE' } }, vi.fn(), { studentVerified: false, corporationManager: false });
    expect(within(card('LIGHT_STUDENT')).getByRole('link', { name: '변경하기' }).getAttribute('href')).toBe('/user/setting?about=membership');
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
    expect(within(card('PREMIUM')).queryByRole('link', { name: '법인 멤버십 신청' })).toBeNull();
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

describe('student and corporate entry points (browser-side viewer)', () => {
  const STATUS = {
    status: 'VERIFIED', method: 'EMAIL', school: '서울대학교', email: 'st***@snu.ac.kr', submittedAt: '2026-11-20T00:00:00Z',
    verifiedAt: '2026-11-20T00:00:00Z', expiresAt: '2027-11-20T00:00:00Z', rejectedReason: null, codePendingUntil: null,
  };
  const INFO = { isCorporationManager: false, membership: null, roles: ['ROLE_USER'] };

  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    resetModals();
    window.history.replaceState(null, '', '/membership');
  });
  afterEach(() => { clearCookies(); resetModals(); });

  function routes(student: unknown, studentStatus = 200) {
    return mockApi((method, url) => {
      if (method !== 'GET') return undefined;
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership: null, subscription: null });
      if (url === '/api/sejong/v1/student') return json(student, studentStatus);
      if (url === '/api/sejong/v1/users/user-1/info') return json(INFO);
      return undefined;
    });
  }

  it('reads the student status after load: verified → 구독하기; ?plan=LIGHT_STUDENT opens its checkout once and leaves the address clean', async () => {
    signIn();
    window.history.replaceState(null, '', '/membership?plan=LIGHT_STUDENT&cycle=yearly');
    const calls = routes(STATUS);
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    await waitFor(() => expect(useModalStore.getState().modals).toHaveLength(1));
    const modal = useModalStore.getState().modals[0]!;
    expect(modal.name).toBe('registration-payment-method');
    expect(modal.args).toMatchObject({ plan: { code: 'LIGHT_STUDENT' }, cycle: 'YEARLY' });
    expect(window.location.search).toBe('?cycle=yearly');
    expect(within(card('LIGHT_STUDENT')).getByRole('button', { name: '구독하기' })).toBeTruthy();
    expect(calls.filter((c) => c === 'GET /api/sejong/v1/student')).toHaveLength(1);
  });

  it('an unverified reader with ?plan=LIGHT_STUDENT gets the verify link, not a checkout', async () => {
    signIn();
    window.history.replaceState(null, '', '/membership?plan=LIGHT_STUDENT');
    routes({ ...STATUS, status: 'NONE', method: null, school: null, email: null, verifiedAt: null, expiresAt: null, submittedAt: null });
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    await waitFor(() => expect(within(card('LIGHT_STUDENT')).getByRole('link', { name: '학생 인증 후 구독' })).toBeTruthy());
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(useModalStore.getState().modals).toHaveLength(0);
  });

  it('an auth-type error empties the status (no error UI): the card offers verification', async () => {
    signIn();
    routes({ error: { code: 'TOKEN_INVALID', message: '유효하지 않은 인증 정보입니다.' } }, 401);
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    await waitFor(() => expect(within(card('LIGHT_STUDENT')).getByRole('link', { name: '학생 인증 후 구독' })).toBeTruthy());
  });

  it('a guest asks nothing about students; 학생 할인 안내 opens the named modal with the plans', async () => {
    const calls = mockApi(() => undefined);
    render(<MembershipPlans plans={PLANS} />, { wrapper: createWrapper() });
    fireEvent.click(within(card('LIGHT_STUDENT')).getByTestId('student-discount-info-open'));
    const modal = useModalStore.getState().modals[0]!;
    expect(modal.name).toBe('student-discount-info');
    expect(modal.args).toMatchObject({ plans: PLANS, showVerifyLink: true });
    expect(calls).toEqual([]);
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
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['혜택', '무료 회원', ...PLANS.map(planDisplayName)]);
    const memberOnly = table.querySelector('tr[data-feature="article.memberOnly"]')!;
    expect(memberOnly.textContent).toContain('월 10편');
    expect(memberOnly.textContent).toContain('무제한');
    expect(memberOnly.textContent).toContain('미포함');
    const comingSoon = TIER_FEATURES.filter((f) => f.note?.includes('출시'));
    expect(table.querySelectorAll('tr[data-coming-soon]')).toHaveLength(comingSoon.length);
    expect(within(table).queryAllByText('출시 예정')).toHaveLength(comingSoon.length);
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
