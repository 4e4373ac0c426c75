import { render, screen, within } from '@testing-library/react';
import type { SearchResponseDto } from '@spi/core';
import { describe, expect, it, vi } from 'vitest';
import type { SearchState } from '../lib/search-params';

vi.mock('../api/search-server', () => ({ SEARCH_PAGE_SIZE: 10 }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/search', useSearchParams: () => new URLSearchParams() }));

const { SearchResults } = await import('./search-results');

vi.setConfig({ testTimeout: 20_000 });

const HREFS = { REITS: '/reitsfocus', DEAL: '/dealsheet', FUND: '/fund', EVENT: '/event', RECRUIT: '/recruit', CITYFOLIO: '/cityfolio' } as const;
const entity = (contentType: keyof typeof HREFS, id: string, title: string, subtitle = `${contentType} 부제`) => ({
  contentType, id, titleHtml: `<mark>${title}</mark>`, subtitle, snippetHtml: '', href: `${HREFS[contentType]}/${id}`,
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

describe('SearchResults: events, jobs and 시티폴리오', () => {
  const groups: SearchResponseDto['groups'] = [
    { contentType: 'CONTENT', count: 2 }, { contentType: 'REITS', count: 0 }, { contentType: 'DEAL', count: 0 }, { contentType: 'FUND', count: 0 },
    { contentType: 'EVENT', count: 6 }, { contentType: 'RECRUIT', count: 2 }, { contentType: 'CITYFOLIO', count: 1 },
  ];

  it('shows a tab with its count for each new type and groups their hits on 전체, linking to the item pages', () => {
    const entities = [
      ...[1, 2, 3, 4].map((id) => entity('EVENT', String(id), `물류센터 세미나 ${id}`, `세미나 · 2026.12.0${id} · 오프라인`)),
      entity('RECRUIT', '7', '물류 자산 AM 경력직', '한강자산운용 · 서울 · 정규직 · 경력 3~7년 · 마감'),
      entity('RECRUIT', '8', '물류 개발 담당', '동녘디벨롭먼트 · 경기·인천 · 정규직 · 경력 5년 이상 · 상시 채용'),
      entity('CITYFOLIO', '12', '물류의 도시', '책 · 김도윤'),
    ];
    render(<SearchResults state={state()} outcome={{ kind: 'ok', result: response({ groups, entities }) }} categories={[]} />);
    const tabs = screen.getByRole('navigation', { name: '검색 결과 유형' });
    expect(within(tabs).getByRole('link', { name: /이벤트\s*6/ }).getAttribute('href')).toContain('type=EVENT');
    expect(within(tabs).getByRole('link', { name: /채용\s*2/ }).getAttribute('href')).toContain('type=RECRUIT');
    expect(within(tabs).getByRole('link', { name: /시티폴리오\s*1/ }).getAttribute('href')).toContain('type=CITYFOLIO');
    expect(within(tabs).getByRole('link', { name: /전체\s*11/ })).toBeTruthy();

    const events = screen.getByTestId('search-entities-event');
    expect(within(events).getByRole('heading', { name: '이벤트' })).toBeTruthy();
    expect(within(events).getByRole('link', { name: '물류센터 세미나 1' }).getAttribute('href')).toBe('/event/1');
    expect(within(events).getByRole('link', { name: /이벤트 6건 모두 보기/ }).getAttribute('href')).toContain('type=EVENT');
    const jobs = screen.getByTestId('search-entities-recruit');
    expect(within(jobs).getByRole('link', { name: '물류 자산 AM 경력직' }).getAttribute('href')).toBe('/recruit/7');
    expect(within(jobs).getByText(/· 마감$/)).toBeTruthy();
    expect(within(jobs).queryByText(/모두 보기/)).toBeNull();
    const cityfolio = screen.getByTestId('search-entities-cityfolio');
    expect(within(cityfolio).getByRole('link', { name: '물류의 도시' }).getAttribute('href')).toBe('/cityfolio/12');
  });

  it('lists one page of job postings on the 채용 tab', () => {
    const entities = [entity('RECRUIT', '7', '물류 자산 AM 경력직'), entity('RECRUIT', '8', '물류 개발 담당')];
    render(<SearchResults state={state('RECRUIT')} outcome={{ kind: 'ok', result: response({ groups, entities, pagination: { page: 0, size: 10, count: 2, hasNext: false } }) }} categories={[]} />);
    const jobs = screen.getByTestId('search-entities-recruit');
    expect(within(jobs).getAllByTestId('search-entity')).toHaveLength(2);
    expect(within(jobs).queryByRole('heading', { name: '채용', level: 2 })).toBeNull();
    expect(screen.getByTestId('search-summary').textContent).toContain('2건');
    expect(screen.queryByTestId('search-entities-event')).toBeNull();
  });
});

describe('SearchResults: a failed search', () => {
  it('shows the error state with a retry and no type tabs (no 0 for types it could not count)', () => {
    render(<SearchResults state={state('DEAL')} outcome={{ kind: 'failed' }} categories={[]} />);
    expect(screen.getByText('검색하지 못했습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '검색 결과 유형' })).toBeNull();
    expect(screen.queryByText('전체')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });
});
