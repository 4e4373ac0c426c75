import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCityfolioItem } from '@spi/core';
import { errorOf, field, resetEditorTest, router, type } from '../testing/editor-test-kit';
import { createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';
import { cityfolioToDraft, emptyCityfolioDraft } from './cityfolio-form-model';

vi.mock('next/navigation', async () => (await import('../testing/editor-test-kit')).navigationMock('/admin/cityfolio/new'));

const { replace } = router;
const { CityfolioForm } = await import('./cityfolio-editor');

const VIDEO = {
  provider: 'youtube' as const, providerLabel: 'YouTube', videoId: 'dQw4w9WgXcQ', watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: '성수동 오피스 투어', author: 'SPI 채널', thumbnailUrl: '/api/seoul/v1/media/video-thumbs/dQw4w9WgXcQ.jpg', durationSec: 754,
};

const STORED: AdminCityfolioItem = {
  id: 31, kind: 'VIDEO', title: '성수동 오피스 투어', summary: '', body: '', coverUrl: '', status: 'PUBLISHED', tags: [], eventStartsAt: null,
  eventEndsAt: null, eventPlace: '', eventUrl: '', linkedEventId: null, videoUrl: VIDEO.watchUrl, video: VIDEO, videoMetadataAt: '2026-11-20T01:00:00.000Z',
  bookAuthor: '', bookPublisher: '', bookPublishedOn: null, bookIsbn: '', bookPages: null, bookRating: null, isSample: false,
  publishedAt: '2026-11-20T01:00:00.000Z', createdAt: '2026-11-20T01:00:00.000Z', updatedAt: '2026-11-20T01:00:00.000Z', href: '/cityfolio/31',
};

describe('CityfolioForm', { timeout: 20_000 }, () => {
  beforeEach(resetEditorTest);

  it('shows each kind\'s own fields and checks them with the contract', async () => {
    const calls = mockApi(() => undefined);
    const { container } = render(<CityfolioForm initial={emptyCityfolioDraft('VIDEO')} itemId={null} />, { wrapper: createWrapper() });
    expect(screen.getByRole('heading', { level: 1, name: '새 시티폴리오 영상' })).toBeTruthy();
    expect(screen.getByTestId('cityfolio-section-video')).toBeTruthy();
    expect(container.querySelector('[name="bookAuthor"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'videoUrl')).toBe('영상 주소를 입력해 주세요.'));
    expect(errorOf(container, 'title')).toBe('제목을(를) 입력해 주세요.');

    fireEvent.click(screen.getByRole('radio', { name: '책' }));
    expect(screen.getByRole('heading', { level: 1, name: '새 시티폴리오 책' })).toBeTruthy();
    expect(screen.queryByTestId('cityfolio-section-video')).toBeNull();
    type(container, 'title', '부동산 투자의 정석');
    type(container, 'bookIsbn', '978-89-0000-000-0');
    type(container, 'bookPages', '320쪽');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'bookPages')).toBe('쪽수: 숫자를 입력해 주세요.'));
    // Once every field reads, the kind's own rules: author, publisher, a valid ISBN-13.
    type(container, 'bookPages', '320');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'bookAuthor')).toBe('저자를 입력해 주세요.'));
    expect(errorOf(container, 'bookPublisher')).toBe('출판사를 입력해 주세요.');
    expect(errorOf(container, 'bookIsbn')).toContain('ISBN-13 형식이 올바르지 않습니다');
    expect(errorOf(container, 'bookPages')).toBeNull();
    // The video link is not asked for a book.
    expect(errorOf(container, 'videoUrl')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '이벤트' }));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'eventStartsAt')).toBe('시작 일시를 입력해 주세요.'));
    expect(errorOf(container, 'eventPlace')).toBe('장소나 행사 페이지 주소를 입력해 주세요.');
    expect(calls).toEqual([]);
  });

  it('looks a video link up, shows the fetched title, channel, thumbnail and duration, and fills an empty title', async () => {
    let lookedUp: unknown = null;
    let sent: Record<string, unknown> | null = null;
    const calls = mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/seoul/v1/admin/cityfolio/video-lookup') {
        lookedUp = body;
        return json({ video: VIDEO });
      }
      if (method === 'POST' && url === '/api/seoul/v1/admin/cityfolio') {
        sent = body as Record<string, unknown>;
        return json({ item: { ...STORED, id: 32 } }, 201);
      }
      return undefined;
    });
    const { container } = render(<CityfolioForm initial={emptyCityfolioDraft('VIDEO')} itemId={null} />, { wrapper: createWrapper() });

    // Not a YouTube or Vimeo link: said here, nothing is sent.
    type(container, 'videoUrl', 'https://example.com/watch?v=1');
    fireEvent.click(screen.getByTestId('video-lookup'));
    expect(errorOf(container, 'videoUrl')).toBe('YouTube 또는 Vimeo 영상 주소를 입력해 주세요.');
    expect(calls).toEqual([]);

    type(container, 'videoUrl', 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(screen.getByTestId('video-lookup'));
    const preview = await screen.findByTestId('video-preview');
    expect(lookedUp).toEqual({ url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(within(preview).getByTestId('video-preview-title').textContent).toBe('성수동 오피스 투어');
    expect(within(preview).getByText('SPI 채널')).toBeTruthy();
    expect(within(preview).getByText('12:34')).toBeTruthy();
    expect(within(preview).getByRole('img').getAttribute('src')).toBe(VIDEO.thumbnailUrl);
    expect(field(container, 'title').value).toBe('성수동 오피스 투어');

    // A changed link marks the preview as stale.
    type(container, 'videoUrl', 'https://vimeo.com/76979871');
    expect(screen.getByText(/주소가 바뀌었습니다\./).getAttribute('role')).toBe('status');
    type(container, 'videoUrl', 'https://youtu.be/dQw4w9WgXcQ');

    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/cityfolio/32'));
    expect(sent).toMatchObject({ kind: 'VIDEO', title: '성수동 오피스 투어', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', status: 'DRAFT' });
    expect(sent).not.toHaveProperty('bookAuthor');
    expect(sent).not.toHaveProperty('eventStartsAt');
  });

  it('says when the video site cannot be asked, and shows a stored video\'s metadata', async () => {
    mockApi((method, url) => (
      method === 'POST' && url === '/api/seoul/v1/admin/cityfolio/video-lookup'
        ? json(errorBody('CITYFOLIO_VIDEO_LOOKUP_FAILED', '영상 정보를 가져오지 못했습니다. 주소를 확인하거나 잠시 후 다시 시도해 주세요.'), 502)
        : undefined
    ));
    const { container } = render(<CityfolioForm initial={cityfolioToDraft(STORED)} itemId={31} stored={STORED} />, { wrapper: createWrapper() });
    expect(within(screen.getByTestId('video-preview')).getByTestId('video-preview-title').textContent).toBe('성수동 오피스 투어');
    expect(screen.getByRole('link', { name: '공개 페이지 보기' }).getAttribute('href')).toBe('/cityfolio/31');
    type(container, 'videoUrl', 'https://vimeo.com/76979871');
    fireEvent.click(screen.getByTestId('video-lookup'));
    await waitFor(() => expect(errorOf(container, 'videoUrl')).toBe('영상 정보를 가져오지 못했습니다. 주소를 확인하거나 잠시 후 다시 시도해 주세요.'));
  });

  it('sends an event with +09:00 times and shows the linked /event seminar by its id', async () => {
    let sent: Record<string, unknown> | null = null;
    mockApi((method, url, body) => {
      if (method === 'GET' && url === '/api/seoul/v1/admin/events/12') {
        return json({
          event: {
            id: '12', title: '리츠 투자 세미나', summary: '', description: '', type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED',
            startsAt: '2026-12-10T05:00:00.000Z', endsAt: '2026-12-10T07:00:00.000Z', registrationClosesAt: '2026-12-09T14:59:00.000Z',
            venueName: 'SPI 라운지', venueAddress: '서울', onlineUrl: '', host: 'SPI', capacity: 40, waitlistCapacity: 0, pricePolicy: 'FREE',
            priceWon: 0, speakers: [], agenda: [], tags: [], coverUrl: '', attendeeFileLabel: '', attendeeFileRequired: false, isSample: true,
            publishedAt: null, createdAt: '2026-11-20T01:00:00.000Z', updatedAt: '2026-11-20T01:00:00.000Z',
          },
          counts: { confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 },
          materials: [],
          href: '/event/12',
        });
      }
      if (method === 'POST' && url === '/api/seoul/v1/admin/cityfolio') {
        sent = body as Record<string, unknown>;
        return json({ item: { ...STORED, id: 33, kind: 'EVENT' } }, 201);
      }
      return undefined;
    });
    const { container } = render(<CityfolioForm initial={emptyCityfolioDraft('EVENT')} itemId={null} />, { wrapper: createWrapper() });
    type(container, 'title', '시티폴리오 밋업');
    type(container, 'eventStartsAt', '2026-12-10T14:00');
    type(container, 'linkedEventId', '12');
    const linked = await screen.findByTestId('linked-event', {}, { timeout: 3000 });
    await waitFor(() => expect(linked.textContent).toContain('리츠 투자 세미나'));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/cityfolio/33'));
    expect(sent).toMatchObject({ kind: 'EVENT', eventStartsAt: '2026-12-10T14:00:00+09:00', eventEndsAt: null, linkedEventId: 12, eventPlace: '' });
    expect(sent).not.toHaveProperty('videoUrl');
  });
});
