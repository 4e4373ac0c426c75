import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars } from '@/components/ui';
import { createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';

vi.setConfig({ testTimeout: 30_000 });

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/sophi',
  useSearchParams: () => search,
}));

const { SophiAdminScreen } = await import('./sophi-admin-screen');

const zero = { questions: 0, members: 0, guests: 0, answered: 0, insufficient: 0, cancelled: 0, failed: 0, promptTokens: 0, completionTokens: 0, avgFirstTokenMs: null, up: 0, down: 0 };
const engine = { kind: 'grounded', label: '검색 기반 답변', description: '설명', model: null };
const usage = {
  days: [
    { date: '2026-11-20', ...zero },
    ...['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((date) => ({ date, ...zero })),
    { date: '2026-11-25', questions: 40, members: 12, guests: 8, answered: 30, insufficient: 6, cancelled: 2, failed: 2, promptTokens: 1200, completionTokens: 800, avgFirstTokenMs: 142.4, up: 5, down: 2 },
    { date: '2026-11-26', ...zero },
  ],
  totals: { questions: 40, members: 12, guests: 8, answered: 30, insufficient: 6, cancelled: 2, failed: 2, promptTokens: 1200, completionTokens: 800, avgFirstTokenMs: 142, up: 5, down: 2 },
  engine,
};
const feedbackItem = (n: number, rating: 'up' | 'down') => ({
  messageId: `00000000-0000-4000-8000-00000000000${n}`, rating, comment: rating === 'down' ? '수치가 틀렸어요' : null, question: `질문 ${n}`, answer: `답변 ${n}`,
  grounding: 'answered', engine: 'grounded', userEmail: n === 1 ? null : `m${n}@example.com`, createdAt: '2026-11-25T04:00:00.000Z',
});

describe('SophiAdminScreen', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    replace.mockReset();
    search = new URLSearchParams();
  });

  it('shows the period, the figures, the daily table and the export link; the feedback list with its tabs and pages', async () => {
    search = new URLSearchParams('days=7&page=2');
    const calls = mockApi((method, url) => {
      if (url.startsWith('/api/seoul/v1/admin/sophi/usage')) return json(usage);
      if (url.startsWith('/api/seoul/v1/admin/sophi/feedback')) return json({ items: [feedbackItem(1, 'down'), feedbackItem(2, 'up')], total: 45, page: 1, size: 20 });
      return undefined;
    });
    render(<SophiAdminScreen />, { wrapper: createWrapper() });

    expect(screen.getAllByTestId('list-skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('sophi-figures')).toBeTruthy());
    expect(calls).toContain('GET /api/seoul/v1/admin/sophi/usage?days=7');
    expect(screen.getByTestId('sophi-period').textContent).toBe('2026-11-20 ~ 2026-11-26 (서울 기준, 오늘 포함 7일)');
    const figure = (id: string) => screen.getByTestId(`sophi-figure-${id}`).textContent;
    expect(figure('questions')).toBe('질문 수40회원 12명 · 비회원 질문 8건');
    expect(figure('answer-rate')).toContain('75%');
    expect(figure('insufficient-rate')).toContain('15%');
    expect(figure('first-token')).toContain('142ms');
    expect(figure('tokens')).toContain('2,000입력 1,200 · 출력 800');
    expect(figure('ratings')).toContain('5 / 2');

    const rows = within(screen.getByTestId('sophi-daily-table')).getAllByTestId('sophi-day-row');
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toContain('2026-11-26');
    expect([...rows[1]!.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['2026-11-25', '40', '12', '8', '30', '6', '2', '2', '1,200', '800', '142ms', '5', '2']);
    expect(screen.getByTestId('sophi-daily-chart')).toBeTruthy();

    const link = screen.getByRole('link', { name: '답변 못한 질문 내보내기 (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/seoul/v1/admin/sophi/unanswered.csv?days=7');

    const feedback = await screen.findAllByTestId('sophi-feedback-row');
    expect(calls).toContain('GET /api/seoul/v1/admin/sophi/feedback?rating=all&page=1&size=20');
    expect(feedback[0]!.textContent).toContain('아쉬워요');
    expect(feedback[0]!.textContent).toContain('수치가 틀렸어요');
    expect(feedback[0]!.textContent).toContain('비회원');
    expect(feedback[1]!.textContent).toContain('m2@example.com');
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '3페이지' }).getAttribute('href')).toBe('/admin/sophi?days=7&page=3');

    fireEvent.click(screen.getByRole('tab', { name: '아쉬워요' }));
    expect(replace).toHaveBeenLastCalledWith('/admin/sophi?days=7&rating=down', { scroll: false });
    fireEvent.change(screen.getByLabelText('기간'), { target: { value: '90' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/sophi?days=90', { scroll: false });
  });

  it('shows Korean error and empty states, and retries', async () => {
    let fail = true;
    mockApi((_method, url) => {
      if (url.startsWith('/api/seoul/v1/admin/sophi/usage')) {
        return fail ? json(errorBody('INTERNAL_ERROR', '서버 오류가 발생했습니다.'), 500) : json({ days: [{ date: '2026-11-26', ...zero }], totals: zero, engine });
      }
      if (url.startsWith('/api/seoul/v1/admin/sophi/feedback')) return json({ items: [], total: 0, page: 0, size: 20 });
      return undefined;
    });
    render(<SophiAdminScreen />, { wrapper: createWrapper() });

    await waitFor(() => expect(screen.getByTestId('error-state').textContent).toContain('이용 현황을 불러오지 못했습니다.'));
    expect((await screen.findByTestId('sophi-feedback-empty')).textContent).toContain('아직 남겨진 평가가 없습니다.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect((await screen.findByTestId('sophi-usage-empty')).textContent).toBe('이 기간에는 Sophi에게 들어온 질문이 없습니다.');
    expect(screen.getByTestId('sophi-figure-answer-rate').textContent).toContain('—');
    expect(screen.getByTestId('sophi-figure-first-token').textContent).toContain('—');
  });
});
