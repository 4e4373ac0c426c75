import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemResponse, itemSummary, VIDEO_ITEM } from '../testing/fixtures';
import { CityfolioItemPage } from './item-page';
import { BookCard, EventCard, VideoCard } from './item-cards';

vi.mock('@/components/content/share-bar', () => ({ ShareBar: ({ url }: { url: string }) => <div data-testid="share-bar">{url}</div> }));

vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-11-26T00:00:00Z');

describe('item page', () => {
  it('a video: the facade only — no iframe, nothing from the video site — until the reader presses play', () => {
    const { container } = render(<CityfolioItemPage data={itemResponse(VIDEO_ITEM)} url="https://spi.example/cityfolio/12" scrapButton={<button type="button">스크랩</button>} now={NOW} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/ytimg\.com|youtube\.com|youtube-nocookie\.com/);
    expect(screen.getByText(/SPI 채널 · YouTube · 재생 시간 12:34/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('video-facade'));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });

  it('a book without a cover: the typographic cover, the facts and the review in paragraphs', () => {
    render(<CityfolioItemPage data={itemResponse()} url="https://spi.example/cityfolio/7" scrapButton={null} now={NOW} />);
    expect(screen.getByTestId('typographic-cover').getAttribute('aria-label')).toBe('도시의 승리 표지');
    const facts = screen.getByRole('region', { name: '책 정보' });
    expect(within(facts).getByText('해냄')).toBeTruthy();
    expect(within(facts).getByText('9788965740000')).toBeTruthy();
    expect(within(facts).getByText('620쪽')).toBeTruthy();
    expect(within(facts).getByRole('img', { name: '5점 만점에 4점' })).toBeTruthy();
    const review = screen.getByRole('region', { name: '에디터 서평' });
    expect(review.querySelectorAll('p')).toHaveLength(2);
  });

  it('an event linked to an /event seminar: when (Asia/Seoul) and where, and the way to register', () => {
    const data = itemResponse({
      id: 3, kind: 'EVENT', kindLabel: '이벤트', href: '/cityfolio/3', book: null, isSample: false,
      event: { startsAt: '2026-12-05T05:00:00Z', endsAt: '2026-12-05T08:00:00Z', place: '성수 S팩토리', url: '', linkedEventId: 9 },
    }, {
      linkedEvent: { id: 9, title: '2027 오피스 시장 전망 세미나', startsAt: '2026-12-05T05:00:00Z', endsAt: '2026-12-05T08:00:00Z', format: 'OFFLINE', formatLabel: '오프라인', venueName: '성수 S팩토리', status: 'PUBLISHED', href: '/event/9' },
    });
    render(<CityfolioItemPage data={data} url="https://spi.example/cityfolio/3" scrapButton={null} now={NOW} />);
    expect(screen.getByText('2026.12.05 (토) 14:00 – 17:00')).toBeTruthy();
    expect(screen.getByTestId('linked-event').getAttribute('href')).toBe('/event/9');
    expect(screen.getByTestId('linked-event').textContent).toContain('신청하러 가기');
    expect(screen.getByText('예정된 행사')).toBeTruthy();
  });
});

describe('cards', () => {
  it('event card: a date badge and 종료 once over; video card: the length and no provider-hosted still; book card: stars and 샘플', () => {
    render(
      <>
        <EventCard item={itemSummary({ id: 1, kind: 'EVENT', book: null, title: '도시 산책', href: '/cityfolio/1', event: { startsAt: '2026-11-20T01:00:00Z', endsAt: null, place: '을지로', url: '', linkedEventId: null } })} now={NOW} />
        <VideoCard item={itemSummary({ ...VIDEO_ITEM })} />
        <BookCard item={itemSummary()} />
      </>,
    );
    const [event, video, book] = screen.getAllByTestId('cityfolio-card');
    expect(event!.textContent).toContain('종료');
    expect(event!.textContent).toContain('20');
    expect(video!.textContent).toContain('12:34');
    expect(video!.querySelector('img')).toBeNull();
    expect(within(book!).getByRole('img', { name: '5점 만점에 4점' })).toBeTruthy();
    expect(within(book!).getByText('샘플')).toBeTruthy();
    expect(within(book!).getByRole('link', { name: '도시의 승리' }).getAttribute('href')).toBe('/cityfolio/7');
  });
});
