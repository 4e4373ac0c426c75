import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContentType } from '@spi/core';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScrapList } from '../api/scrap-api';

const fetchScrapPage = vi.fn<(type: ContentType | undefined, page: number, size: number) => Promise<ScrapList>>();
const removeScrap = vi.fn(async (contentType: ContentType, contentId: string) => ({ contentType, contentId, scrapped: false }));
const addScrap = vi.fn(async (contentType: ContentType, contentId: string) => ({ contentType, contentId, scrapped: true }));
const snackbarShow = vi.fn<(input: { message: string; action?: { label: string; onClick: () => void } }) => string>(() => 'id');
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSnackbar: () => ({ show: snackbarShow, close: vi.fn(), closeAll: vi.fn() }),
}));
vi.mock('../api/scrap-api', () => ({
  fetchScrapPage: (...args: [ContentType | undefined, number, number]) => fetchScrapPage(...args),
  removeScrap: (type: ContentType, id: string) => removeScrap(type, id),
  addScrap: (type: ContentType, id: string) => addScrap(type, id),
  scrapKeys: { all: (u: string) => ['scraps', u], ids: (u: string, t: string) => ['scraps', u, 'ids', t], list: (...k: unknown[]) => ['scraps', ...k] },
}));
vi.mock('../hooks/use-scrap', () => ({ SCRAP_MESSAGES: { removed: '스크랩을 해제했습니다.', failed: '실패' } }));

const { ScrapScreen, SCRAP_REMOVE_DELAY_MS } = await import('./scrap-screen');

vi.setConfig({ testTimeout: 20_000 });

const COUNTS = { CONTENT: 3, REITS: 0, DEAL: 1, FUND: 0, EVENT: 2, RECRUIT: 0, CITYFOLIO: 1 };

function list(data: ScrapList['data'], count: number): ScrapList {
  return { data, counts: COUNTS, pagination: { page: 0, size: 10, count, hasNext: false } } as unknown as ScrapList;
}

function renderScreen(contentType: ContentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<ScrapScreen userId="u1" contentType={contentType} page={1} />, { wrapper });
}

describe('ScrapScreen: 이벤트, 채용 and 시티폴리오', () => {
  beforeEach(() => fetchScrapPage.mockReset());

  it('shows a tab with its count for each saved content type and the open one', async () => {
    fetchScrapPage.mockResolvedValue(list([], 0));
    renderScreen('RECRUIT');
    const tabs = screen.getByRole('navigation', { name: '스크랩 유형' });
    await waitFor(() => expect(within(tabs).getByTestId('scrap-tab-EVENT').textContent).toBe('이벤트2'));
    expect(within(tabs).queryByTestId('scrap-tab-REITS')).toBeNull();
    expect(within(tabs).queryByTestId('scrap-tab-FUND')).toBeNull();
    expect(within(tabs).getByTestId('scrap-tab-RECRUIT').textContent).toBe('채용0');
    expect(within(tabs).getByTestId('scrap-tab-RECRUIT').getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByTestId('scrap-tab-RECRUIT').getAttribute('href')).toBe('/user/scrap?type=RECRUIT');
    expect(within(tabs).getByTestId('scrap-tab-CITYFOLIO').textContent).toBe('시티폴리오1');
    expect(fetchScrapPage).toHaveBeenCalledWith('RECRUIT', 0, 10);
  });

  it.each([
    ['EVENT', '아직 스크랩한 이벤트 항목이 없습니다.', '이벤트 둘러보기', '/event'],
    ['RECRUIT', '아직 스크랩한 채용 항목이 없습니다.', '채용 공고 둘러보기', '/recruit'],
    ['CITYFOLIO', '아직 스크랩한 시티폴리오 항목이 없습니다.', '시티폴리오 둘러보기', '/cityfolio'],
  ] as const)('an empty %s tab says so and links to its section', async (type, title, cta, href) => {
    fetchScrapPage.mockResolvedValue(list([], 0));
    renderScreen(type);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('link', { name: cta }).getAttribute('href')).toBe(href);
  });

  it('lists a saved event as a card that goes to its page', async () => {
    fetchScrapPage.mockResolvedValue(list([{
      contentType: 'EVENT', contentId: '6', createdAt: '2026-11-20T01:00:00.000Z', article: null,
      card: { title: '2027 상업용 부동산 시장 전망 세미나', subtitle: '컨퍼런스 · 2026.12.05(토) 13:30', href: '/event/6', meta: ['여의도 한빛금융센터 그랜드홀', '멤버십 회원 무료'] },
    }] as unknown as ScrapList['data'], 1));
    renderScreen('EVENT');
    const card = await screen.findByTestId('scrap-card');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/event/6');
    expect(card.textContent).toContain('여의도 한빛금융센터 그랜드홀 · 멤버십 회원 무료 · 스크랩 2026.11.20');
    expect(screen.getByRole('button', { name: '2027 상업용 부동산 시장 전망 세미나 스크랩 해제' })).toBeTruthy();
  });

  it('removes at once with 실행 취소 that keeps the scrap; without undo the DELETE is sent later', async () => {
    const card = (id: string, title: string) => ({
      contentType: 'EVENT', contentId: id, createdAt: '2026-11-20T01:00:00.000Z', article: null,
      card: { title, subtitle: '세미나', href: `/event/${id}`, meta: [] },
    });
    fetchScrapPage.mockResolvedValue(list([card('6', '첫 행사'), card('7', '둘째 행사')] as unknown as ScrapList['data'], 2));
    renderScreen('EVENT');
    await screen.findByText('첫 행사');
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: '첫 행사 스크랩 해제' }));
      expect(screen.queryByText('첫 행사')).toBeNull();
      expect(screen.getByTestId('scrap-tab-EVENT').textContent).toBe('이벤트1');
      const shown = snackbarShow.mock.calls.at(-1)![0];
      expect(shown.message).toBe('스크랩을 해제했습니다.');
      expect(shown.action?.label).toBe('실행 취소');
      act(() => shown.action!.onClick());
      expect(screen.getByText('첫 행사')).toBeTruthy();
      expect(screen.getByTestId('scrap-tab-EVENT').textContent).toBe('이벤트2');
      act(() => { vi.advanceTimersByTime(SCRAP_REMOVE_DELAY_MS + 10); });
      expect(removeScrap).not.toHaveBeenCalled();
      expect(addScrap).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: '둘째 행사 스크랩 해제' }));
      await act(async () => { vi.advanceTimersByTime(SCRAP_REMOVE_DELAY_MS + 10); });
      expect(removeScrap).toHaveBeenCalledWith('EVENT', '7');
    } finally {
      vi.useRealTimers();
    }
  });
});
