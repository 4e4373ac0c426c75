import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { eventDetail, me, registration } from '../testing/fixtures';
import { EventPage } from './event-page';

vi.setConfig({ testTimeout: 20_000 });

const MATERIALS = [
  { id: 'm1', title: '발표 자료', fileName: 'slides.pdf', sizeBytes: 2_400_000, contentType: 'application/pdf', registrantsOnly: false, downloadPath: '/api/seoul/v1/events/7/materials/m1' },
  { id: 'm2', title: '참가자 전용 데이터북', fileName: 'databook.xlsx', sizeBytes: 820 * 1024, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', registrantsOnly: true, downloadPath: '/api/seoul/v1/events/7/materials/m2' },
];

const EVENT = eventDetail({
  id: '7', startsAt: '2026-12-10T05:00:00Z', endsAt: '2026-12-10T08:30:00Z', registrationClosesAt: '2026-12-09T09:00:00Z', materials: MATERIALS,
  pricePolicy: 'MEMBERS_FREE', priceWon: 50000,
});

function renderPage() {
  const Wrapper = createWrapper();
  render(<Wrapper><EventPage event={EVENT} url="https://spi.example/event/7" /></Wrapper>);
}

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
});
afterEach(() => clearCookies());

describe('event page', () => {
  it('shows the schedule in Seoul time, the price rule, speakers, agenda and description', () => {
    mockApi(() => undefined);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(EVENT.title);
    expect(screen.getByTestId('event-when').textContent).toContain('2026년 12월 10일 (목) 14:00–17:30');
    expect(screen.getByTestId('event-price').textContent).toContain('멤버십 회원 무료 (비회원 50,000원)');
    expect(screen.getByTestId('event-capacity').textContent).toContain('40명 (대기 10명까지)');
    expect(screen.getAllByText('김서연')).toHaveLength(2); // the speaker card and the agenda row
    expect(within(screen.getByRole('table')).getByText('시장 개관')).toBeTruthy();
    expect(screen.getByText('둘째 문단입니다.')).toBeTruthy();
    expect(screen.getByText(/가상의 샘플입니다/)).toBeTruthy();
    expect(screen.getByTestId('calendar-ics').getAttribute('href')).toBe('/api/seoul/v1/events/7/calendar.ics');
  });

  it('locks registrants-only materials for a guest and lets public ones be downloaded', () => {
    mockApi(() => undefined);
    renderPage();
    const items = within(screen.getByTestId('event-materials')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: /내려받기/ }).getAttribute('href')).toBe('/api/seoul/v1/events/7/materials/m1');
    expect(within(items[0]!).getByText('slides.pdf · 2.3MB')).toBeTruthy();
    expect(within(items[1]!).getByTestId('material-locked').textContent).toContain('참가 확정자 전용');
    expect(within(items[1]!).queryByRole('button', { name: /내려받기/ })).toBeNull();
  });

  it('unlocks them for a member with a confirmed seat', async () => {
    signIn('user-1');
    mockApi((method, url) => (method === 'GET' && url === '/api/seoul/v1/events/7/me' ? json(me({ registration: registration(), canCancel: true })) : undefined));
    renderPage();
    const items = within(screen.getByTestId('event-materials')).getAllByRole('listitem');
    await waitFor(() => expect(within(items[1]!).getByRole('button', { name: /내려받기/ })).toBeTruthy());
    expect(within(items[1]!).queryByTestId('material-locked')).toBeNull();
  });
});
