import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FundListResponse } from '@spi/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultUrlState, parseUrlState } from '@/components/market/url-state';
import { clearCookies, createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';
import { installMatchMedia } from '@/components/ui/testing/match-media';
import { resetApiClientForTests } from '@/lib/api-client';
import { FUND_URL, type FundUrlState } from '../lib/fund-url';
import { fundItem, listResponse } from '../testing/fixtures';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/fund', useSearchParams: () => search }));

const { FundListView, UrlFundList } = await import('./fund-list');

function renderList(props: { data: FundListResponse; signedIn?: boolean; state?: FundUrlState }) {
  const set = vi.fn();
  const reset = vi.fn();
  render(
    <FundListView state={props.state ?? { ...defaultUrlState(FUND_URL), view: 'table' }} set={set} reset={reset} data={props.data} loading={false} error={false}
      onRetry={vi.fn()} signedIn={props.signedIn ?? false} access={props.data.access} here="/fund" />,
  );
  return { set, reset };
}

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('FundListView', () => {
  beforeAll(() => installMatchMedia(1280));

  it('lists funds for a guest with a locked AUM cell and sort, the counts and the sample note', () => {
    renderList({ data: listResponse(false, [fundItem(), fundItem({ id: 'KR5370AB1234', name: '마스턴 물류 밸류애드 3호', amc: '마스턴투자운용', strategy: 'VALUE_ADD', strategyLabel: '밸류애드', maturityDate: null })]) });
    expect(screen.getByTestId('fund-count').textContent).toBe('총 2개 펀드');
    const rows = screen.getAllByTestId('fund-row');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: /이지스 코어오피스/ }).getAttribute('href')).toBe('/fund/K55105BU0829');
    expect(within(first).getByText('K55105BU0829')).toBeTruthy();
    expect(within(first).getByText('신탁형 · 폐쇄형')).toBeTruthy();
    expect(within(first).getByText('2019.03.15')).toBeTruthy();
    expect(within(first).getByText('3건')).toBeTruthy();
    expect(within(first).getByTestId('locked-value').getAttribute('href')).toBe('/sign-in?redirect=%2Ffund');
    expect(within(rows[1]!).getByText('정하지 않음')).toBeTruthy();
    expect((screen.getByTestId('sort-aum') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('data-note').textContent).toContain('샘플 데이터 · 2026.11.24 기준');
    expect(screen.queryByTestId('fund-reports-link')).toBeNull();
    // The AUM range is locked, the AMC select lists the AMCs present.
    const aum = within(screen.getByRole('complementary', { name: '펀드 필터' })).getByTestId('filter-aum');
    expect((within(aum).getByRole('textbox', { name: 'AUM 최소 (억원)' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('complementary', { name: '펀드 필터' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['전체 운용사', '이지스자산운용', '마스턴투자운용']);
  });

  it('shows AUM with figure access and links fund authority to the reports page', () => {
    const data = listResponse(true, [fundItem({ aumWon: 512_000_000_000 })]);
    data.access.reports = true;
    renderList({ signedIn: true, data });
    const row = screen.getAllByTestId('fund-row')[0]!;
    expect(within(row).getByText('5,120억원')).toBeTruthy();
    expect(within(row).queryByTestId('locked-value')).toBeNull();
    expect(screen.getByTestId('fund-reports-link').getAttribute('href')).toBe('/fund/reports');
  });

  it('sets filters in the URL state, removes a chip and offers 필터 초기화 on an empty result', () => {
    const state = parseUrlState(FUND_URL, new URLSearchParams('strategy=CORE&amc=%EC%9D%B4%EC%A7%80%EC%8A%A4%EC%9E%90%EC%82%B0%EC%9A%B4%EC%9A%A9&view=table'));
    const { set, reset } = renderList({ data: listResponse(false, []), state });
    const sidebar = screen.getByRole('complementary', { name: '펀드 필터' });
    fireEvent.click(within(within(sidebar).getByTestId('filter-strategy')).getByRole('button', { name: '밸류애드' }));
    expect(set).toHaveBeenCalledWith({ strategy: ['CORE', 'VALUE_ADD'] });
    fireEvent.change(within(sidebar).getByTestId('filter-amc'), { target: { value: '마스턴투자운용' } });
    expect(set).toHaveBeenCalledWith({ amc: '마스턴투자운용' });
    fireEvent.click(screen.getByRole('button', { name: '운용사: 이지스자산운용 필터 해제' }));
    expect(set).toHaveBeenCalledWith({ amc: null });
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(reset).toHaveBeenCalledWith(['sort', 'order', 'view', 'size']);
  });

  it('renders cards with a locked AUM', () => {
    renderList({ data: listResponse(false, [fundItem()]), state: { ...defaultUrlState(FUND_URL), view: 'cards' } });
    const card = screen.getAllByTestId('fund-card')[0]!;
    expect(within(card).getByText('2019.03.15')).toBeTruthy();
    expect(within(card).getByTestId('locked-value')).toBeTruthy();
  });
});

describe('UrlFundList', () => {
  beforeAll(() => installMatchMedia(1280));
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
  });

  it('asks the API with the URL query (without the AUM filter for a guest) and shows the answer', async () => {
    search = new URLSearchParams('kind=REAL_ESTATE&aumMin=1000&view=table');
    const calls = mockApi(() => json(listResponse(false, [fundItem({ name: '필터된 펀드' })], { pagination: { page: 1, size: 20, total: 41, pages: 3 } })));
    const Wrapper = createWrapper();
    render(<Wrapper><UrlFundList initial={null} /></Wrapper>);
    expect(await screen.findByText('필터된 펀드')).toBeTruthy();
    expect(calls).toEqual(['GET /api/seoul/v1/funds?kind=REAL_ESTATE']);
    expect(screen.getByTestId('fund-count').textContent).toBe('총 41개 펀드');
    expect(screen.getByRole('status').textContent).toContain('AUM 조건과 AUM 정렬은 적용되지 않았어요.');
    await waitFor(() => expect(screen.getByTestId('pagination')).toBeTruthy());
  });
});
