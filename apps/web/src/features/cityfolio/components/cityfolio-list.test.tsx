import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemSummary } from '../testing/fixtures';
import { CityfolioHome } from './cityfolio-home';
import { CityfolioList, popularTags } from './cityfolio-list';

vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-11-26T00:00:00Z');
const books = Array.from({ length: 3 }, (_, i) => itemSummary({ id: i + 1, title: `책 ${i + 1}`, href: `/cityfolio/${i + 1}`, tags: i === 0 ? ['도시경제', '리츠'] : ['리츠'] }));

describe('kind lists', () => {
  it('orders the tag chips by use, marks the current one and keeps the tag in the page links', () => {
    expect(popularTags(books)).toEqual(['리츠', '도시경제']);
    render(<CityfolioList kind="BOOK" list={{ data: books, pagination: { page: 2, size: 12, total: 30, pages: 3 } }} page={2} tag="리츠" tags={popularTags(books)} now={NOW} />);
    const chips = within(screen.getByTestId('tag-filter')).getAllByRole('link');
    expect(chips.map((a) => a.textContent)).toEqual(['전체', '#리츠', '#도시경제']);
    expect(chips[1]!.getAttribute('aria-current')).toBe('true');
    expect(chips[2]!.getAttribute('href')).toBe(`/cityfolio/books?tag=${encodeURIComponent('도시경제')}`);
    expect(screen.getByText('#리츠 · 전체 30개 중 2페이지')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3페이지' }).getAttribute('href')).toBe(`/cityfolio/books?tag=${encodeURIComponent('리츠')}&page=3`);
    expect(screen.getAllByTestId('cityfolio-card')).toHaveLength(3);
  });

  it('an empty filtered list says so and offers the whole list; a failed load offers a retry', () => {
    const { unmount } = render(<CityfolioList kind="VIDEO" list={{ data: [], pagination: { page: 1, size: 12, total: 0, pages: 0 } }} page={1} tag="없는태그" tags={[]} now={NOW} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('‘없는태그’ 태그가 붙은 영상 콘텐츠가 없습니다.');
    expect(screen.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe('/cityfolio/videos');
    unmount();
    render(<CityfolioList kind="EVENT" list={null} page={1} tag={null} tags={[]} now={NOW} />);
    expect(screen.getByTestId('error-state')).toBeTruthy();
  });
});

describe('home', () => {
  it('the questionnaire CTA, a section per kind with 전체 보기 and the sample note', () => {
    render(<CityfolioHome home={{ sections: { EVENT: [], VIDEO: [], BOOK: books }, counts: { EVENT: 0, VIDEO: 0, BOOK: 3 } }} now={NOW} />);
    expect(screen.getByTestId('profile-cta').getAttribute('href')).toBe('/cityfolio/profile');
    expect(screen.getByRole('link', { name: '책 전체 보기' }).getAttribute('href')).toBe('/cityfolio/books');
    expect(screen.queryByRole('link', { name: '영상 전체 보기' })).toBeNull();
    expect(within(screen.getByTestId('cityfolio-section-EVENT')).getByTestId('empty-state').textContent).toContain('아직 소개한 이벤트가 없습니다.');
    expect(screen.getByText('이 페이지의 콘텐츠는 시연용으로 만든 가상의 예시입니다.')).toBeTruthy();
  });
});
