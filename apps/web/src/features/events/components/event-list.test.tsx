import type { ComponentProps } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultUrlState, parseUrlState } from '@/components/market/url-state';
import { EVENT_URL, type EventUrlState } from '../lib/event-url';
import { eventItem, eventList } from '../testing/fixtures';
import { EventListView } from './event-list';

vi.setConfig({ testTimeout: 20_000 });

function renderView(props: Partial<ComponentProps<typeof EventListView>> = {}) {
  const set = vi.fn<(patch: Partial<EventUrlState>) => void>();
  const reset = vi.fn();
  const onRetry = vi.fn();
  render(<EventListView state={defaultUrlState(EVENT_URL)} set={set} reset={reset} data={undefined} loading={false} error={false} onRetry={onRetry} {...props} />);
  return { set, reset, onRetry };
}

describe('/event list view', () => {
  it('shows cards with the Seoul date badge, time, place, price and seat status, and a 샘플 label', () => {
    const paid = eventItem({ id: '8', title: '리테일 투자 컨퍼런스', type: 'CONFERENCE', pricePolicy: 'PAID', priceWon: 55000, startsAt: '2026-12-10T05:00:00Z', endsAt: '2026-12-10T08:30:00Z', availability: 'WAITLIST', seatsLeft: 0 });
    const online = eventItem({ id: '9', title: '물류 웨비나', type: 'WEBINAR', format: 'ONLINE', venueName: '', isSample: false, availability: 'CLOSED' });
    renderView({ data: eventList([paid, online], { pagination: { page: 1, size: 12, total: 2, pages: 1 } }) });
    expect(screen.getByTestId('event-count').textContent).toBe('총 2개 이벤트');
    const [first, second] = screen.getAllByTestId('event-card');
    expect(within(first!).getByRole('link', { name: '리테일 투자 컨퍼런스' }).getAttribute('href')).toBe('/event/8');
    expect(within(first!).getByText('10').closest('time')?.getAttribute('dateTime')).toBe('2026-12-10');
    expect(within(first!).getByText('목요일')).toBeTruthy();
    expect(within(first!).getByText('14:00–17:30')).toBeTruthy();
    expect(within(first!).getByText('55,000원')).toBeTruthy();
    expect(within(first!).getByTestId('event-seats').textContent).toBe('대기 신청 가능');
    expect(within(first!).getByText('샘플')).toBeTruthy();
    expect(within(second!).getByText('온라인')).toBeTruthy();
    expect(within(second!).getByTestId('event-seats').textContent).toBe('신청 마감');
    expect(within(second!).queryByText('샘플')).toBeNull();
  });

  it('switches tabs with the arrow keys (dropping the month) and filters by type and month', () => {
    const state = parseUrlState(EVENT_URL, new URLSearchParams('type=SEMINAR&month=2026-12'));
    const data = eventList([eventItem()], { months: [{ month: '2026-12', count: 3 }, { month: '2027-01', count: 1 }] });
    const { set } = renderView({ state, data });
    const upcoming = screen.getByRole('tab', { name: '다가오는 이벤트' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(upcoming, { key: 'ArrowRight' });
    expect(set).toHaveBeenLastCalledWith({ when: 'past', month: null });

    fireEvent.click(within(screen.getByTestId('event-type-filter')).getByRole('button', { name: '웨비나' }));
    expect(set).toHaveBeenLastCalledWith({ type: ['SEMINAR', 'WEBINAR'] });

    const month = screen.getByRole('combobox', { name: '월' }) as HTMLSelectElement;
    expect(month.value).toBe('2026-12');
    expect([...month.options].map((o) => o.textContent)).toEqual(['모든 달', '2026년 12월 (3)', '2027년 1월 (1)']);
    fireEvent.change(month, { target: { value: '2027-01' } });
    expect(set).toHaveBeenLastCalledWith({ month: '2027-01' });
  });

  it('says what to do when nothing matches, and offers a retry when the list fails', () => {
    const state = parseUrlState(EVENT_URL, new URLSearchParams('type=NETWORKING&month=2027-03'));
    const { reset } = renderView({ state, data: eventList([], { months: [], pagination: { page: 1, size: 12, total: 0, pages: 0 } }) });
    expect(screen.getByText('2027년 3월 · 네트워킹에 맞는 이벤트가 없습니다.')).toBeTruthy();
    // The chosen month stays selectable even though the answer has no months.
    expect((screen.getByRole('combobox', { name: '월' }) as HTMLSelectElement).value).toBe('2027-03');
    fireEvent.click(within(screen.getByTestId('event-empty')).getByRole('button', { name: '필터 초기화' }));
    expect(reset).toHaveBeenCalled();
  });

  it('shows a skeleton while loading and an error state with a retry', () => {
    const { onRetry } = renderView({ error: true });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('marks past events as ended in the past tab', () => {
    const state = parseUrlState(EVENT_URL, new URLSearchParams('when=past'));
    renderView({ state, data: eventList([eventItem({ phase: 'ENDED', availability: 'CLOSED' })]) });
    expect(screen.getByRole('tab', { name: '지난 이벤트' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('event-card')).getByText('종료')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '월' }) as HTMLSelectElement).options[0]!.textContent).toBe('전체 기간');
  });
});
