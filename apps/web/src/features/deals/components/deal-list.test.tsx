import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DealListItem, DealListResponse } from '@spi/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultUrlState, parseUrlState } from '@/components/market/url-state';
import { installMatchMedia } from '@/components/ui/testing/match-media';
import { DEAL_URL, dealApiSearch, type DealUrlState } from '../lib/deal-url';
import { DealFilters } from './deal-filters';
import { DealListView } from './deal-list';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/dealsheet', useSearchParams: () => new URLSearchParams() }));

const deal = (over: Partial<DealListItem> = {}): DealListItem => ({
  id: 'D-2024-0001', assetName: '센터원', address: '서울 중구 을지로 5길 26', district: '서울 중구', region: 'CBD', regionLabel: 'CBD (도심)',
  assetType: 'OFFICE', assetTypeLabel: '오피스', subtype: '프라임', gfaSqm: 33_058, landSqm: 5_000, completionYear: 2010,
  status: 'CLOSED', statusLabel: '완료', dealDate: '2024-05-20', buyer: '미래에셋자산운용', buyerType: 'FUND', seller: '이지스자산운용', sellerType: 'FUND',
  stake: 1, priceBand: '5,000억~1조원', priceWon: null, pricePerPyeongWon: null, capRate: null, priceQuality: 'CONFIRMED', priceQualityLabel: '확정', isSample: true,
  ...over,
});

const response = (prices: boolean, data: DealListItem[]): DealListResponse => ({
  note: { asOf: '2026-11-24', isSample: true, source: 'SPI 샘플' },
  access: { prices, statistics: false, export: false },
  data,
  pagination: { page: 1, size: 20, total: data.length, pages: 1 },
});

function renderList(props: { data: DealListResponse; signedIn?: boolean; state?: DealUrlState }) {
  const set = vi.fn();
  const reset = vi.fn();
  render(
    <DealListView state={props.state ?? { ...defaultUrlState(DEAL_URL), view: 'table' }} set={set} reset={reset} data={props.data} loading={false} error={false}
      onRetry={vi.fn()} signedIn={props.signedIn ?? false} access={props.data.access} apiSearch="" here="/dealsheet" />,
  );
  return { set, reset };
}

describe('DealListView', () => {
  beforeAll(() => installMatchMedia(1280));
  beforeEach(() => window.localStorage.clear());

  it('shows guests the price band with locks on 평당가 and cap rate, and the count and sample note', () => {
    renderList({ data: response(false, [deal()]) });
    expect(screen.getByTestId('deal-count').textContent).toBe('총 1건');
    const row = screen.getAllByTestId('deal-row')[0]!;
    expect(within(row).getByText('5,000억~1조원')).toBeTruthy();
    expect(within(row).getAllByTestId('locked-value')).toHaveLength(2);
    expect(within(row).getAllByTestId('locked-value')[0]!.getAttribute('href')).toBe('/sign-in?redirect=%2Fdealsheet');
    expect(within(row).getByRole('link', { name: /센터원/ }).getAttribute('href')).toBe('/dealsheet/D-2024-0001');
    expect(screen.getByTestId('data-note').textContent).toContain('샘플 데이터 · 2026.11.24 기준');
    expect(screen.getByTestId('deal-export-locked')).toBeTruthy();
    // Price sorts are locked.
    expect((screen.getByTestId('sort-price') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows members with price access the amount, 평당가 and cap rate, and marks estimated prices', () => {
    renderList({ signedIn: true, data: response(true, [deal({ priceWon: 7_500e8, pricePerPyeongWon: 75_000_000, capRate: 0.045, priceQuality: 'ESTIMATED', priceQualityLabel: '추정' })]) });
    const row = screen.getAllByTestId('deal-row')[0]!;
    expect(within(row).getByText(/7,500억원/)).toBeTruthy();
    expect(within(row).getByText('7,500만원/평')).toBeTruthy();
    expect(within(row).getByText('4.5%')).toBeTruthy();
    expect(within(row).getByText('추정')).toBeTruthy();
    expect(within(row).queryByTestId('locked-value')).toBeNull();
  });

  it('switches to cards, shows areas in 평 and offers 필터 초기화 on an empty result', () => {
    const { reset } = renderList({ data: response(false, []) });
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(reset).toHaveBeenCalledWith(['sort', 'order', 'view', 'size']);
  });

  it('with no view chosen holds both the table and the cards, and the toggle shows the viewport\'s view', () => {
    // The cached page is the same for a phone and a desktop: CSS shows one (ListViews), so nothing is swapped
    // after hydration. The toggle's pressed button follows the viewport (cards below 768 px).
    installMatchMedia(390);
    renderList({ data: response(false, [deal()]), state: defaultUrlState(DEAL_URL) });
    const wide = screen.getByTestId('list-view-wide');
    const narrow = screen.getByTestId('list-view-narrow');
    expect(within(wide).getByTestId('deal-table')).toBeTruthy();
    expect(within(narrow).getAllByTestId('deal-card')).toHaveLength(1);
    const toggle = screen.getByTestId('view-toggle');
    expect(within(toggle).getByRole('button', { name: '카드' }).getAttribute('aria-pressed')).toBe('true');
    installMatchMedia(1280);
  });

  it('with a view chosen in the address bar renders only that view', () => {
    renderList({ data: response(false, [deal()]), state: { ...defaultUrlState(DEAL_URL), view: 'cards' } });
    expect(screen.queryByTestId('deal-table')).toBeNull();
    expect(screen.queryByTestId('list-view-wide')).toBeNull();
    expect(screen.getAllByTestId('deal-card')).toHaveLength(1);
    expect(within(screen.getByTestId('view-toggle')).getByRole('button', { name: '카드' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('renders cards with the chosen area unit', () => {
    window.localStorage.setItem('spi-area-unit', 'pyeong');
    renderList({ data: response(false, [deal()]), state: { ...defaultUrlState(DEAL_URL), view: 'cards' } });
    const card = screen.getAllByTestId('deal-card')[0]!;
    expect(within(card).getByText('10,000평')).toBeTruthy();
    expect(within(card).getByText('5,000억~1조원')).toBeTruthy();
  });

  it('sets the filters in the URL state and removes an active filter chip', () => {
    const state = parseUrlState(DEAL_URL, new URLSearchParams('type=OFFICE&region=CBD,GBD&view=table'));
    const { set } = renderList({ data: response(false, [deal()]), state });
    const sidebar = screen.getByRole('complementary', { name: '딜 필터' });
    fireEvent.click(within(within(sidebar).getByTestId('filter-type')).getByRole('button', { name: '물류' }));
    expect(set).toHaveBeenCalledWith({ type: ['OFFICE', 'LOGISTICS'] });
    fireEvent.click(screen.getByRole('button', { name: '권역: CBD·GBD 필터 해제' }));
    expect(set).toHaveBeenCalledWith({ region: [] });
  });
});

describe('DealFilters', () => {
  beforeAll(() => installMatchMedia(1280));

  it('locks the price and cap-rate ranges for guests with the reason and a sign-in link', () => {
    render(<DealFilters value={defaultUrlState(DEAL_URL)} onChange={vi.fn()} unit="sqm" priceLock={{ href: '/sign-in?redirect=%2Fdealsheet', reason: '로그인하고 멤버십으로 볼 수 있어요.' }} />);
    const price = screen.getByTestId('filter-price');
    expect((within(price).getByRole('textbox', { name: '거래가 최소 (억원)' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(price).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/sign-in?redirect=%2Fdealsheet');
    expect((within(screen.getByTestId('filter-cap')).getByRole('textbox', { name: '캡레이트 최대 (%)' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(screen.getByTestId('filter-gfa')).getByRole('textbox', { name: '연면적 최소 (㎡)' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('converts a GFA typed in 평 to ㎡ and applies a price range on Enter', () => {
    const onChange = vi.fn();
    render(<DealFilters value={defaultUrlState(DEAL_URL)} onChange={onChange} unit="pyeong" />);
    const min = within(screen.getByTestId('filter-gfa')).getByRole('textbox', { name: '연면적 최소 (평)' });
    fireEvent.change(min, { target: { value: '1000' } });
    fireEvent.blur(min);
    expect(onChange).toHaveBeenCalledWith({ gfaMin: 3305.79, gfaMax: null });
    const max = within(screen.getByTestId('filter-price')).getByRole('textbox', { name: '거래가 최대 (억원)' });
    fireEvent.change(max, { target: { value: '3,000' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ priceMin: null, priceMax: 3000 });
  });
});

describe('dealApiSearch', () => {
  it('keeps the URL as the API query and leaves out price filters and sorts without access', () => {
    const state = parseUrlState(DEAL_URL, new URLSearchParams('type=OFFICE&priceMin=100&sort=price&order=asc&view=cards&page=2'));
    expect(dealApiSearch(state, true)).toBe('?type=OFFICE&priceMin=100&sort=price&order=asc&page=2');
    expect(dealApiSearch(state, false)).toBe('?type=OFFICE&page=2');
  });
});
