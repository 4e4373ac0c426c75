import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, resetModals, resetSnackbars, useModalStore, useSnackbarStore } from '@/components/ui';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { eventItem, registration } from '../testing/fixtures';
import { canCancel, isRefundable, MyEventsScreen } from './my-events';

vi.setConfig({ testTimeout: 20_000 });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  resetSnackbars();
  signIn('user-1');
});
afterEach(() => {
  clearCookies();
  resetModals();
});

describe('/user/events', () => {
  it('knows when a registration can be cancelled and refunded', () => {
    const soon = { registration: registration({ amountWon: 30000 }), event: eventItem({ startsAt: inDays(0.5) }) };
    const later = { registration: registration({ amountWon: 30000 }), event: eventItem({ startsAt: inDays(3) }) };
    expect(canCancel(soon)).toBe(true);
    expect(isRefundable(soon)).toBe(false);
    expect(isRefundable(later)).toBe(true);
    expect(canCancel({ ...later, registration: registration({ status: 'CANCELLED' }) })).toBe(false);
    expect(canCancel({ ...later, event: eventItem({ startsAt: inDays(-1) }) })).toBe(false);
  });

  it('lists the registrations with their status and cancels a waiting one after a confirm', async () => {
    let cancelled = false;
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url.startsWith('/api/seoul/v1/events/my-registrations')) {
        return json({
          data: [
            { registration: registration({ id: 'r1' }), event: eventItem({ id: '7', title: '오피스 전망 세미나' }) },
            {
              registration: registration(cancelled
                ? { id: 'r2', eventId: '8', status: 'CANCELLED', statusLabel: '취소됨', cancelledAt: new Date().toISOString() }
                : { id: 'r2', eventId: '8', status: 'WAITLISTED', statusLabel: '대기 중', waitlistPosition: 3 }),
              event: eventItem({ id: '8', title: '물류 네트워킹', type: 'NETWORKING', typeLabel: '네트워킹' }),
            },
          ],
          pagination: { page: 1, size: 12, total: 2, pages: 1 },
        });
      }
      if (method === 'DELETE' && url === '/api/seoul/v1/events/8/registrations/me') {
        cancelled = true;
        return json({ registration: registration({ id: 'r2', eventId: '8', status: 'CANCELLED', statusLabel: '취소됨' }), refund: { refunded: false, amountWon: 0, reason: null }, message: '대기 신청을 취소했습니다.' });
      }
      return undefined;
    });
    render(<MyEventsScreen userId="user-1" when="upcoming" page={1} />, { wrapper: createWrapper() });
    const rows = await screen.findAllByTestId('my-event');
    expect(rows.map((r) => within(r).getByTestId('my-event-status').textContent)).toEqual(['참가 확정', '대기 중 · 3번째']);
    expect(within(rows[0]!).getByRole('link', { name: '오피스 전망 세미나' }).getAttribute('href')).toBe('/event/7');
    expect(screen.getByRole('link', { name: '다가오는 이벤트' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '지난 이벤트' }).getAttribute('href')).toBe('/user/events?when=past');

    fireEvent.click(within(rows[1]!).getByTestId('my-event-cancel'));
    await waitFor(() => expect(useModalStore.getState().modals.filter((m) => !m.closing)).toHaveLength(1));
    const modal = useModalStore.getState().modals[0]!;
    expect((modal.args as { message: string }).message).toBe('대기 신청을 취소하면 지금의 대기 순서는 사라집니다.');
    await act(async () => closeModal(modal.id, true));
    await waitFor(() => expect(screen.getAllByTestId('my-event-status')[1]!.textContent).toBe('취소됨'));
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('대기 신청을 취소했습니다.');
    expect(calls).toContain('DELETE /api/seoul/v1/events/8/registrations/me');
    expect(within(screen.getAllByTestId('my-event')[1]!).queryByTestId('my-event-cancel')).toBeNull();
  });

  it('points to the event list when there is nothing yet', async () => {
    mockApi(() => json({ data: [], pagination: { page: 1, size: 12, total: 0, pages: 0 } }));
    render(<MyEventsScreen userId="user-1" when="past" page={1} />, { wrapper: createWrapper() });
    const empty = await screen.findByTestId('my-events-empty');
    expect(empty.textContent).toContain('지난 이벤트 신청 내역이 없습니다.');
    expect(within(empty).getByRole('link', { name: '이벤트 둘러보기' }).getAttribute('href')).toBe('/event');
  });
});
