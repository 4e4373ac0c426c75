import { render, screen, within } from '@testing-library/react';
import type { SearchResponseDto } from '@spi/core';
import { describe, expect, it, vi } from 'vitest';
import type { SearchState } from '../lib/search-params';

vi.mock('../api/search-server', () => ({ SEARCH_PAGE_SIZE: 10 }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/search', useSearchParams: () => new URLSearchParams() }));

const { SearchResults } = await import('./search-results');

vi.setConfig({ testTimeout: 20_000 });

const entity = (contentType: 'REITS' | 'DEAL' | 'FUND', id: string, title: string) => ({
  contentType, id, titleHtml: `<mark>${title}</mark>`, subtitle: `${contentType} 부제`, snippetHtml: '', href: contentType === 'DEAL' ? `/dealsheet/${id}` : contentType === 'FUND' ? `/fund/${id}` : `/reitsfocus/${id}`,
});

function response(partial: Partial<SearchResponseDto>): SearchResponseDto {
  return {
    query: '오피스',
    groups: [{ contentType: 'CONTENT', count: 0 }, { contentType: 'REITS', count: 1 }, { contentType: 'DEAL', count: 37 }, { contentType: 'FUND', count: 1 }],
    data: [],
    entities: [],
    pagination: { page: 0, size: 10, count: 0, hasNext: false },
    tookMs: 3,
    ...partial,
  } as SearchResponseDto;
}

const state = (type?: SearchState['type']): SearchState => ({ q: '오피스', type, period: 'all', page: 1 } as SearchState);

describe('SearchResults: deals and funds', () => {
  it('groups entities by type on 전체, linking deals to /dealsheet and funds to /fund, with a link to each tab', () => {
    const entities = [
      entity('REITS', '088260', '이리츠코크렙'),
      ...['D-2024-0001', 'D-2024-0002', 'D-2024-0003', 'D-2024-0004'].map((id, i) => entity('DEAL', id, `을지로 타워 ${i}`)),
      entity('FUND', 'K55105BA0001', '한빛 코어오피스 일반사모부동산투자신탁 제3호'),
    ];
    render(<SearchResults state={state()} outcome={{ kind: 'ok', result: response({ entities }) }} categories={[]} />);
    const deals = screen.getByTestId('search-entities-deal');
    expect(within(deals).getByRole('heading', { name: '딜정보' })).toBeTruthy();
    expect(within(deals).getAllByTestId('search-entity')).toHaveLength(4);
    expect(within(deals).getByRole('link', { name: '을지로 타워 0' }).getAttribute('href')).toBe('/dealsheet/D-2024-0001');
    expect(within(deals).getByRole('link', { name: /딜정보 37건 모두 보기/ }).getAttribute('href')).toContain('type=DEAL');
    const funds = screen.getByTestId('search-entities-fund');
    expect(within(funds).getByRole('link', { name: /한빛 코어오피스/ }).getAttribute('href')).toBe('/fund/K55105BA0001');
    expect(within(funds).queryByText(/모두 보기/)).toBeNull();
    expect(screen.getByTestId('search-entities-reits')).toBeTruthy();
  });

  it('lists one page of deals on the 딜정보 tab with pagination', () => {
    const entities = Array.from({ length: 10 }, (_, i) => entity('DEAL', `D-2025-00${String(i).padStart(2, '0')}`, `판교 테크센터 ${i}`));
    render(<SearchResults state={state('DEAL')} outcome={{ kind: 'ok', result: response({ entities, pagination: { page: 0, size: 10, count: 37, hasNext: true } }) }} categories={[]} />);
    const deals = screen.getByTestId('search-entities-deal');
    expect(within(deals).getAllByTestId('search-entity')).toHaveLength(10);
    expect(within(deals).queryByRole('heading', { name: '딜정보', level: 2 })).toBeNull();
    expect(screen.getByTestId('search-summary').textContent).toContain('37건');
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });
});
