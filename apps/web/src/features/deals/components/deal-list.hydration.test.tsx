import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import type { DealListItem, DealListResponse } from '@spi/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '@/components/ui/testing/match-media';
import { onReactCommit } from '../../../../vitest.react-commits';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/dealsheet', useSearchParams: () => search }));

const deal = (id: string, assetName: string): DealListItem => ({
  id, assetName, address: '서울 중구 을지로 5길 26', district: '서울 중구', region: 'CBD', regionLabel: 'CBD (도심)',
  assetType: 'OFFICE', assetTypeLabel: '오피스', subtype: '프라임', gfaSqm: 33_058, landSqm: 5_000, completionYear: 2010,
  status: 'CLOSED', statusLabel: '완료', dealDate: '2024-05-20', buyer: '미래에셋자산운용', buyerType: 'FUND', seller: '이지스자산운용', sellerType: 'FUND',
  stake: 1, priceBand: '5,000억~1조원', priceWon: null, pricePerPyeongWon: null, capRate: null, priceQuality: 'CONFIRMED', priceQualityLabel: '확정', isSample: true,
});

const page = (data: DealListItem[]): DealListResponse => ({
  note: { asOf: '2026-11-24', isSample: true, source: 'SPI 샘플' },
  access: { prices: false, statistics: false, export: false },
  data,
  pagination: { page: 1, size: 20, total: data.length, pages: 1 },
});

const initial = page([deal('D-2024-0001', '센터원'), deal('D-2024-0002', '그랑서울')]);

/**
 * The list as a page Next rendered on the server loads it: fresh modules in a document with flight data, the server's
 * HTML (the default view) in the container. Returns the components each commit after hydration rendered.
 */
async function hydrateServerList() {
  vi.resetModules();
  (window as unknown as { __next_f: unknown[] }).__next_f = [];
  const { UrlDealList } = await import('./deal-list');
  const { json, mockApi } = await import('@/components/ui/testing/api-mocks');
  const calls = mockApi(() => json(page([deal('D-2024-0003', '파크원 타워2')])));

  const container = document.createElement('div');
  container.innerHTML = renderToString(<UrlDealList initial={initial} />);
  document.body.appendChild(container);
  const list = () => container.querySelector('[data-testid="deal-list"]');
  expect(list()?.getAttribute('data-live')).toBeNull();

  const commits: string[][] = [];
  const stop = onReactCommit((_priority, rendered) => commits.push(rendered));
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <UrlDealList initial={initial} />, { onRecoverableError: recoverable });
  });
  await waitFor(() => expect(list()?.getAttribute('data-live')).toBe('true'));
  stop();
  expect(recoverable).not.toHaveBeenCalled();
  // The first commit is hydration's own: everything.
  expect(commits[0]).toContain('DealListView');
  return { container, calls, after: commits.slice(1).flat() };
}

describe('UrlDealList after hydration (ADR 041)', () => {
  beforeAll(() => installMatchMedia(1280));
  afterEach(() => {
    delete (window as unknown as { __next_f?: unknown[] }).__next_f;
    document.body.innerHTML = '';
    search = new URLSearchParams();
  });

  it('on an address without a query, marks the list live without rendering the list again or asking the API', async () => {
    const { container, calls, after } = await hydrateServerList();
    expect(after).toContain('LiveMark');
    for (const name of ['DealListView', 'MarketListLayout', 'DealFilters', 'DataTable', 'DealCards']) expect(after).not.toContain(name);
    expect(calls).toEqual([]);
    expect(container.textContent).toContain('센터원');
  });

  it('on an address with a query, renders the list again with it and asks the API', async () => {
    search = new URLSearchParams('type=OFFICE');
    const { container, calls, after } = await hydrateServerList();
    expect(after).toContain('DealListView');
    await waitFor(() => expect(container.textContent).toContain('파크원 타워2'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/seoul\/v1\/deals\?type=OFFICE$/);
  });
});
