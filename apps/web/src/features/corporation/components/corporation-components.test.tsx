import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CorporationOverviewDto } from '@spi/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createModalWrapper, createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';

const push = vi.fn();
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));
const ADDRESS = { roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', zonecode: '04524', buildingName: '서울특별시청', sido: '서울특별시', sigungu: '중구' };
vi.mock('@/components/address-search/register', () => ({ useAddressSearch: () => async () => ADDRESS }));
const snackbar = vi.fn();
const confirm = vi.fn();
const open = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSnackbar: () => ({ show: snackbar }),
  useSystemConfirm: () => confirm,
  useModal: () => ({ open, close: vi.fn() }),
}));
const assign = vi.fn();
vi.stubGlobal('location', { ...window.location, assign });

const { RegisterCorporation } = await import('./register-corporation');
const { default: DepositRequestModal } = await import('./deposit-request-modal');
const { default: TransferAdminModal } = await import('./transfer-admin-modal');
const { MembershipSection, OrdersSection } = await import('./manage-billing');
const { InvitationAccept } = await import('./invitation-accept');
const { CorporationInfo } = await import('./corporation-info');
const { MembersSection, SeatsSection, AutoJoinSection } = await import('./manage-people');

const V1 = '/api/sejong/v1';
const corporation = { corporationId: 'c1', name: '에스피아이', managerName: '홍길동', phone: '02-1234-5678', address: '서울특별시 중구 세종대로 110 12층', email: 'a@spi.co.kr' };
const member = (userId: string, role: 'MANAGER' | 'MEMBER') => ({ userId, nickname: `닉${userId}`, email: `${userId}@spi.co.kr`, role, joinedAt: '2026-01-02T00:00:00Z', via: 'INVITATION' as const, seatActive: false });
const depositOrder = {
  orderId: 'ord_123456', corporationId: 'c1', corporationName: '에스피아이', orderName: '프리미엄 법인 3석 (월간)', planCode: 'PREMIUM', cycle: 'MONTHLY' as const, seats: 3,
  unitPrice: 99_000, amount: 297_000, method: 'DEPOSIT' as const, status: 'AWAITING_DEPOSIT' as const, createdAt: '2026-01-02T00:00:00Z', paidAt: null, periodStart: null, periodEnd: null,
  deposit: { account: { bank: '국민은행', accountNumber: '123-456-789', holder: '(주)에스피아이' }, depositorName: '에스피아이', deadline: '2026-01-09T14:59:59Z', requestedAt: null, requestNote: null, confirmedAt: null, cancelledAt: null, cancelReason: null },
  checkoutId: null, receiptUrl: null, failureMessage: null,
};
const overview = (patch: Partial<CorporationOverviewDto> = {}): CorporationOverviewDto => ({
  corporation: { ...corporation, businessNumber: '2208162517', zonecode: '04524', createdAt: '2026-01-01T00:00:00Z' },
  viewerRole: 'MANAGER',
  seats: { bought: null, limit: 5, used: 2, pendingInvitations: 0 },
  membership: null,
  autoJoin: { domain: null, enabled: false },
  members: [member('u1', 'MANAGER'), member('u2', 'MEMBER')],
  invitations: [],
  orders: [],
  ...patch,
});
const plans = { plans: [{ code: 'PREMIUM', name: '프리미엄', label: '프리미엄', summary: '', highlights: [], monthlyPrice: 99_000, yearlyPrice: 990_000, yearlySaving: { won: 198_000, percent: 17 }, audience: 'CORPORATE', image: '/p.svg', sortOrder: 50, onSale: true }] };

beforeEach(() => {
  resetApiClientForTests();
  [push, refresh, snackbar, confirm, open, assign].forEach((f) => f.mockReset());
});

describe('RegisterCorporation', () => {
  it('shows the field messages, focuses the first one, and formats the business number', async () => {
    mockApi((method, url) => (method === 'GET' && url === `${V1}/corporations/joinable` ? json({ corporations: [] }) : undefined));
    render(<RegisterCorporation email="a@spi.co.kr" nickname="홍길동" />, { wrapper: createWrapper() });
    fireEvent.change(screen.getByTestId('register-businessNumber'), { target: { value: '2208162518' } });
    expect((screen.getByTestId('register-businessNumber') as HTMLInputElement).value).toBe('220-81-62518');
    expect(screen.getByTestId('business-number-hint').textContent).toContain('사업자등록번호가 올바르지 않습니다');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('법인명을 2자 이상 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('register-name'));
    expect(screen.getByTestId('register-name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('주소 검색으로 주소를 선택해 주세요.')).toBeTruthy();
  });

  it('registers with the chosen address, refreshes the viewer and goes to the manage page', async () => {
    let sent: unknown;
    mockApi((method, url, body) => {
      if (method === 'GET' && url === `${V1}/corporations/joinable`) return json({ corporations: [] });
      if (method === 'POST' && url === `${V1}/corporations`) { sent = body; return json(overview(), 201); }
    });
    render(<RegisterCorporation email="a@spi.co.kr" nickname="홍길동" />, { wrapper: createWrapper() });
    fireEvent.change(screen.getByTestId('register-name'), { target: { value: '에스피아이' } });
    fireEvent.change(screen.getByTestId('register-businessNumber'), { target: { value: '2208162517' } });
    fireEvent.change(screen.getByTestId('register-phone'), { target: { value: '02-1234-5678' } });
    await act(async () => { fireEvent.click(screen.getByTestId('register-address-search')); });
    expect((screen.getByTestId('register-address') as HTMLInputElement).value).toBe(ADDRESS.roadAddress);
    expect(screen.getByTestId('register-zonecode').textContent).toContain('04524');
    fireEvent.change(screen.getByTestId('register-detail'), { target: { value: '12층' } });
    await act(async () => { fireEvent.click(screen.getByTestId('register-submit')); });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/user/corporation/manage'));
    expect(sent).toEqual({ name: '에스피아이', businessNumber: '220-81-62517', managerName: '홍길동', phone: '02-1234-5678', email: 'a@spi.co.kr', address: { roadAddress: ADDRESS.roadAddress, detail: '12층', zonecode: '04524' } });
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ type: 'Success' }));
  });

  it("shows the API's message next to the business number", async () => {
    mockApi((method, url) => {
      if (method === 'GET') return json({ corporations: [] });
      if (url === `${V1}/corporations`) return json(errorBody('BUSINESS_NUMBER_TAKEN', '이미 등록된 사업자등록번호입니다. 법인 관리자에게 초대를 요청해 주세요.'), 409);
    });
    render(<RegisterCorporation email="a@spi.co.kr" nickname="홍길동" />, { wrapper: createWrapper() });
    fireEvent.change(screen.getByTestId('register-name'), { target: { value: '에스피아이' } });
    fireEvent.change(screen.getByTestId('register-businessNumber'), { target: { value: '2208162517' } });
    fireEvent.change(screen.getByTestId('register-phone'), { target: { value: '02-1234-5678' } });
    await act(async () => { fireEvent.click(screen.getByTestId('register-address-search')); });
    await act(async () => { fireEvent.click(screen.getByTestId('register-submit')); });
    await waitFor(() => expect(screen.getByTestId('register-error').textContent).toContain('이미 등록된 사업자등록번호'));
    expect(screen.getByTestId('register-businessNumber').getAttribute('aria-invalid')).toBe('true');
    expect(push).not.toHaveBeenCalled();
  });

  it('lists corporations joinable by e-mail domain', async () => {
    mockApi(() => json({ corporations: [{ corporationId: 'c9', name: '다른법인', domain: 'spi.co.kr', seatsLeft: 2 }] }));
    render(<RegisterCorporation email="a@spi.co.kr" nickname="홍길동" />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('joinable-c9')).textContent).toContain('남은 좌석 2석');
    fireEvent.click(screen.getByTestId('join-c9'));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ submitLabel: '참여하기' }));
  });
});

describe('MembershipSection', () => {
  it('computes seats × the PREMIUM price and asks for at least the members', async () => {
    mockApi((method, url) => (url === `${V1}/memberships/plans` ? json(plans) : undefined));
    render(<MembershipSection overview={overview()} />, { wrapper: createWrapper() });
    await screen.findByTestId('order-total');
    fireEvent.click(screen.getByTestId('order-cycle-MONTHLY'));
    fireEvent.change(screen.getByTestId('order-seats'), { target: { value: '3' } });
    expect(screen.getByTestId('order-total').textContent).toBe('297,000원');
    fireEvent.click(screen.getByTestId('order-cycle-YEARLY'));
    expect(screen.getByTestId('order-total').textContent).toBe('2,970,000원');
    fireEvent.change(screen.getByTestId('order-seats'), { target: { value: '1' } });
    await act(async () => { fireEvent.click(screen.getByTestId('order-submit')); });
    expect(screen.getByText('좌석은 지금 멤버 수(2명) 이상으로 구매해 주세요.')).toBeTruthy();
  });

  it('a deposit order sends the depositor name', async () => {
    let sent: unknown;
    mockApi((method, url, body) => {
      if (url === `${V1}/memberships/plans`) return json(plans);
      if (method === 'POST' && url === `${V1}/corporations/c1/orders`) { sent = body; return json({ order: depositOrder, checkout: null }); }
    });
    render(<MembershipSection overview={overview()} />, { wrapper: createWrapper() });
    await screen.findByTestId('order-total');
    fireEvent.click(screen.getByTestId('order-method-DEPOSIT'));
    fireEvent.change(screen.getByTestId('order-depositor'), { target: { value: '홍길동' } });
    await act(async () => { fireEvent.click(screen.getByTestId('order-submit')); });
    await waitFor(() => expect(sent).toEqual({ method: 'DEPOSIT', cycle: 'YEARLY', seats: 5, depositorName: '홍길동' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('a card order opens the checkout authUrl', async () => {
    const checkout = { checkoutId: 'co_1', purpose: 'CORPORATE', mode: 'redirect', authUrl: 'http://localhost:4002/billing/auth?c=co_1', clientKey: 'ck', customerKey: 'cus', successUrl: 's', failUrl: 'f', orderName: null, amount: null, expiresAt: '2026-01-01T00:00:00Z' };
    mockApi((method, url) => {
      if (url === `${V1}/memberships/plans`) return json(plans);
      if (method === 'POST') return json({ order: { ...depositOrder, method: 'CARD', status: 'PENDING', deposit: null }, checkout });
    });
    render(<MembershipSection overview={overview()} />, { wrapper: createWrapper() });
    await screen.findByTestId('order-total');
    await act(async () => { fireEvent.click(screen.getByTestId('order-submit')); });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.authUrl));
  });

  it("shows the API's message when the order is refused", async () => {
    mockApi((method, url) => (url === `${V1}/memberships/plans` ? json(plans) : json(errorBody('SEATS_BELOW_MEMBERS', '구매할 좌석 수가 지금 멤버 수보다 적습니다.'), 409)));
    render(<MembershipSection overview={overview()} />, { wrapper: createWrapper() });
    await screen.findByTestId('order-total');
    await act(async () => { fireEvent.click(screen.getByTestId('order-submit')); });
    await waitFor(() => expect(screen.getByTestId('order-error').textContent).toBe('구매할 좌석 수가 지금 멤버 수보다 적습니다.'));
  });
});

describe('OrdersSection', () => {
  it('shows the deposit account and the requested state', () => {
    const requested = { ...depositOrder, orderId: 'ord_999999', status: 'DEPOSIT_REQUESTED' as const };
    render(<OrdersSection overview={overview({ orders: [depositOrder, requested] })} />, { wrapper: createWrapper() });
    expect(screen.getByTestId('deposit-account-ord_123456').textContent).toBe('국민은행 123-456-789');
    expect(screen.getByTestId('request-deposit-ord_123456')).toBeTruthy();
    expect(screen.queryByTestId('request-deposit-ord_999999')).toBeNull();
    expect(screen.getByTestId('deposit-requested-ord_999999').textContent).toBe('입금 확인 요청됨 — 영업일 기준 1일 안에 확인해 드려요');
  });
});

describe("named modal 'settings-request-deposit-confirm'", () => {
  it('sends the depositor name, the date and the note', async () => {
    let sent: unknown;
    mockApi((method, url, body) => { if (url === `${V1}/corporations/c1/orders/ord_123456/deposit-request`) { sent = body; return json({}); } });
    const close = vi.fn();
    render(<DepositRequestModal args={{ corporationId: 'c1', order: depositOrder }} close={close} />, { wrapper: createModalWrapper() });
    fireEvent.change(screen.getByTestId('deposit-request-depositedOn'), { target: { value: '2026-01-03' } });
    fireEvent.change(screen.getByTestId('deposit-request-note'), { target: { value: '오전 입금' } });
    await act(async () => { fireEvent.click(screen.getByTestId('deposit-request-submit')); });
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(sent).toEqual({ depositorName: '에스피아이', depositedOn: '2026-01-03', note: '오전 입금' });
  });

  it("keeps the modal open with the API's message", async () => {
    mockApi(() => json(errorBody('DEPOSIT_ORDER_CLOSED', '입금 기한이 지났거나 취소된 주문입니다.'), 409));
    const close = vi.fn();
    render(<DepositRequestModal args={{ corporationId: 'c1', order: depositOrder }} close={close} />, { wrapper: createModalWrapper() });
    fireEvent.change(screen.getByTestId('deposit-request-depositorName'), { target: { value: '김' } });
    await act(async () => { fireEvent.click(screen.getByTestId('deposit-request-submit')); });
    expect(screen.getByText('입금자명을 2자 이상 입력해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deposit-request-depositorName'), { target: { value: '김철수' } });
    await act(async () => { fireEvent.click(screen.getByTestId('deposit-request-submit')); });
    await waitFor(() => expect(screen.getByTestId('deposit-request-error').textContent).toBe('입금 기한이 지났거나 취소된 주문입니다.'));
    expect(close).not.toHaveBeenCalled();
  });
});

describe("named modal 'settings-transfer-admin'", () => {
  it('asks for a member, then transfers (keeping the manager when asked)', async () => {
    let sent: unknown;
    mockApi((method, url, body) => { if (url === `${V1}/corporations/c1/transfer-manager`) { sent = body; return json({}); } });
    const close = vi.fn();
    render(<TransferAdminModal args={{ corporationId: 'c1', candidates: [member('u2', 'MEMBER')] }} close={close} />, { wrapper: createModalWrapper() });
    await act(async () => { fireEvent.click(screen.getByTestId('transfer-submit')); });
    expect(screen.getByText('관리자 권한을 넘길 멤버를 선택해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-candidate-u2'));
    fireEvent.click(screen.getByTestId('transfer-keep-self'));
    await act(async () => { fireEvent.click(screen.getByTestId('transfer-submit')); });
    await waitFor(() => expect(close).toHaveBeenCalledWith({ toUserId: 'u2', keepSelfAsManager: true }));
    expect(sent).toEqual({ toUserId: 'u2', keepSelfAsManager: true });
  });
});

describe('InvitationAccept', () => {
  const preview = { corporationName: '에스피아이', invitedBy: '홍길동', email: 'b@spi.co.kr', expiresAt: '2026-01-09T00:00:00Z', status: 'PENDING', acceptable: true, blockedBy: null, blockedMessage: null };

  it('accepts and shows the success page', async () => {
    mockApi((method) => (method === 'GET' ? json(preview) : json({ corporationId: 'c1', corporationName: '에스피아이', seatActive: true })));
    render(<InvitationAccept token="tok_abcdefghijklmnopqrstu" />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('invitation-corporation')).textContent).toBe('에스피아이');
    await act(async () => { fireEvent.click(screen.getByTestId('accept-invitation')); });
    expect((await screen.findByTestId('invitation-accepted')).textContent).toContain('에스피아이에 참여했어요');
    expect(screen.getByTestId('go-corporation').getAttribute('href')).toBe('/user/corporation');
  });

  it("shows why a link cannot be accepted (the API's message)", async () => {
    mockApi(() => json({ ...preview, acceptable: false, blockedBy: 'INVITATION_EMAIL_MISMATCH', blockedMessage: '초대받은 이메일 주소의 계정으로 로그인해 주세요.' }));
    render(<InvitationAccept token="tok_abcdefghijklmnopqrstu" />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('invitation-blocked-message')).textContent).toBe('초대받은 이메일 주소의 계정으로 로그인해 주세요.');
    expect(screen.queryByTestId('accept-invitation')).toBeNull();
  });

  it('an expired link answers 410 with its message', async () => {
    mockApi(() => json(errorBody('INVITATION_EXPIRED', '초대 링크의 유효기간이 지났습니다. 법인 관리자에게 다시 초대를 요청해 주세요.'), 410));
    render(<InvitationAccept token="tok_abcdefghijklmnopqrstu" />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('invitation-blocked-message')).textContent).toContain('유효기간이 지났습니다');
  });
});

describe("members' view and manager sections", () => {
  it('/user/corporation shows the corporation, the manager, the members, and no leaving for the last manager', async () => {
    mockApi(() => json(overview({ membership: { membershipId: 'm1', planCode: 'PREMIUM', planName: '프리미엄', seats: 3, periodStart: '2026-01-01T00:00:00Z', periodEnd: '2026-02-01T00:00:00Z', roles: [] } })));
    const { rerender } = render(<CorporationInfo corporationId="c1" viewerId="u1" canManage />, { wrapper: createWrapper() });
    const info = await screen.findByTestId('corporation-info');
    expect(info.textContent).toContain('법인 관리자닉u1');
    expect(info.textContent).toContain('2026.01.01 ~ 2026.02.01');
    expect(screen.getByTestId('corporate-badge')).toBeTruthy();
    expect((screen.getByTestId('leave-corporation') as HTMLButtonElement).disabled).toBe(true);
    rerender(<CorporationInfo corporationId="c1" viewerId="u2" canManage={false} />);
    expect((screen.getByTestId('leave-corporation') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('leave-corporation'));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ submitColor: 'danger', submitLabel: '나가기' }));
  });

  it('seats show bought, limit, used and pending', () => {
    render(<SeatsSection overview={overview({ seats: { bought: 10, limit: 10, used: 4, pendingInvitations: 2 } })} />);
    expect(screen.getByTestId('seats-bought').textContent).toBe('10석');
    expect(screen.getByTestId('seats-pending').textContent).toBe('2석');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('6');
  });

  it("'내보내기' asks first; a failure shows the API's message", async () => {
    mockApi(() => json(errorBody('LAST_MANAGER', '마지막 관리자는 나갈 수 없습니다.'), 409));
    render(<MembersSection overview={overview()} viewerId="u1" />, { wrapper: createWrapper() });
    fireEvent.click(screen.getByTestId('remove-member-u2'));
    const args = confirm.mock.calls[0]![0] as { submitLabel: string; onSubmit: () => Promise<void> };
    expect(args.submitLabel).toBe('내보내기');
    await act(async () => { await args.onSubmit(); });
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ type: 'Danger', message: '마지막 관리자는 나갈 수 없습니다.' }));
  });

  it("auto-join is prefilled with the manager's e-mail domain", () => {
    render(<AutoJoinSection overview={overview()} viewerEmail="kim@SPI.co.kr" />, { wrapper: createWrapper() });
    expect((screen.getByTestId('auto-join-domain') as HTMLInputElement).value).toBe('spi.co.kr');
  });
});
