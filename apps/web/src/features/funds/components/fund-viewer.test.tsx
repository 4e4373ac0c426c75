import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UiModule from '@/components/ui';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { detailResponse } from '../testing/fixtures';

const open = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  useModal: () => ({ open, close: vi.fn() }),
}));

const { FundViewerSections } = await import('./fund-viewer');
const { LockedNotice: LockedPanel } = await import('@/components/market/locked');

function renderViewer(initial = detailResponse({ figures: false, reports: false })) {
  const Wrapper = createWrapper();
  return render(<Wrapper><FundViewerSections initial={initial} /></Wrapper>);
}

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('LockedPanel', () => {
  it('offers a guest sign-in (coming back) and the membership page', () => {
    render(<LockedPanel title="잠김" reason="이유" denial="거절" signedIn={false} redirectPath="/fund/K55105BU0829" />);
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/sign-in?redirect=%2Ffund%2FK55105BU0829');
    expect(screen.getByRole('link', { name: '멤버십 알아보기' }).getAttribute('href')).toBe('/membership');
    expect(screen.queryByText('거절')).toBeNull();
  });

  it('shows a member the denial and only the membership page', () => {
    render(<LockedPanel title="잠김" reason="이유" denial="해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다." signedIn redirectPath="/fund" />);
    expect(screen.getByText('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '로그인하기' })).toBeNull();
  });
});

describe('FundViewerSections', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    open.mockReset();
  });
  afterEach(() => clearCookies());

  it('locks the figures for a guest and shows the report count with the fund-role lock', () => {
    renderViewer();
    const figures = screen.getByTestId('fund-figures');
    expect(figures.getAttribute('data-locked')).toBe('true');
    expect(within(figures).getAllByTestId('locked-value')).toHaveLength(7);
    expect(screen.getByTestId('fund-figures-locked').textContent).toContain('프리미엄');
    expect(screen.getByTestId('fund-report-count').textContent).toBe('이 펀드에는 보고서 3건이 있습니다.');
    const reportsLock = screen.getByTestId('fund-reports-locked');
    expect(reportsLock.textContent).toContain('사모펀드 권한');
    expect(within(reportsLock).getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/sign-in?redirect=%2Ffund%2FK55105BU0829');
    expect(screen.queryByText('공개된 투자자')).toBeNull();
  });

  it('tells a member without the fund role the spec message, with figures locked', async () => {
    signIn('yuna');
    const calls = mockApi((method, url) => (url.endsWith('/funds/K55105BU0829') ? json(detailResponse({ figures: false, reports: false })) : undefined));
    renderViewer();
    expect(await screen.findByText('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.')).toBeTruthy();
    expect(calls).toEqual(['GET /api/seoul/v1/funds/K55105BU0829']);
    expect(within(screen.getByTestId('fund-reports-locked')).getByRole('link', { name: '멤버십 알아보기' })).toBeTruthy();
  });

  it('shows a fund-role member the figures, investors and reports, and 다운로드 opens the confirm modal', async () => {
    signIn('haeun');
    const full = detailResponse({ figures: true, reports: true });
    mockApi(() => json(full));
    renderViewer();
    const list = await screen.findByTestId('fund-report-list');
    const figures = screen.getByTestId('fund-figures');
    expect(figures.getAttribute('data-locked')).toBe('false');
    expect(within(figures).getByText('5,120억원')).toBeTruthy();
    expect(within(figures).getByText('6.5%')).toBeTruthy();
    expect(within(figures).getByText('연 0.45%')).toBeTruthy();
    expect(screen.getByText('국민연금공단')).toBeTruthy();
    expect(screen.getByText('2,000억원')).toBeTruthy();
    expect(within(list).getAllByTestId('fund-report-item')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '2026년 3분기 자산운용보고서 다운로드' }));
    expect(open).toHaveBeenCalledWith({ name: 'fund-report-confirm', args: { report: full.fund.reports![0] } });
  });
});
