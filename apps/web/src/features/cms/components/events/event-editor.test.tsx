import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEventResponse } from '@spi/core';
import { useSnackbarStore } from '@/components/ui';
import { errorOf, field, resetEditorTest, router, type } from '../testing/editor-test-kit';
import { createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';
import { emptyEventDraft, eventToDraft, seoulLocalToIso, type EventDraft } from './event-form-model';

vi.mock('next/navigation', async () => (await import('../testing/editor-test-kit')).navigationMock('/admin/events/new'));
vi.mock('@/components/ui', async (importOriginal) => (await import('../testing/editor-test-kit')).uiWithConfirm(importOriginal));

const { replace } = router;
const { EventForm } = await import('./event-editor');

const RESPONSE: AdminEventResponse = {
  event: {
    id: '7', title: '2027 오피스 시장 전망 세미나', summary: '', description: '', type: 'SEMINAR', format: 'OFFLINE', status: 'DRAFT',
    startsAt: '2026-12-03T05:00:00.000Z', endsAt: '2026-12-03T07:00:00.000Z', registrationClosesAt: '2026-12-02T14:59:00.000Z',
    venueName: 'SPI 라운지', venueAddress: '서울 중구 을지로 100', onlineUrl: '', host: 'SPI', capacity: 40, waitlistCapacity: 10,
    pricePolicy: 'FREE', priceWon: 0, speakers: [{ name: '김하늘', title: '리서치센터장', organization: 'SPI' }], agenda: [], tags: ['오피스'],
    coverUrl: '', attendeeFileLabel: '', attendeeFileRequired: false, isSample: false, publishedAt: null,
    createdAt: '2026-11-20T01:00:00.000Z', updatedAt: '2026-11-20T01:00:00.000Z',
  },
  counts: { confirmed: 12, pendingPayment: 1, waitlisted: 3, cancelled: 2 },
  materials: [],
  href: '/event/7',
};

const filled: EventDraft = {
  ...emptyEventDraft(),
  title: '2027 오피스 시장 전망 세미나',
  type: 'SEMINAR',
  format: 'OFFLINE',
  startsAt: '2026-12-03T14:00',
  endsAt: '2026-12-03T16:00',
  registrationClosesAt: '2026-12-02T23:59',
  venueName: 'SPI 라운지',
  venueAddress: '서울 중구 을지로 100',
  capacity: '40',
  waitlistCapacity: '10',
};

describe('seoulLocalToIso', () => {
  it('sends a datetime-local value as an instant with the +09:00 offset, and anything else as typed', () => {
    expect(seoulLocalToIso('2026-12-03T14:00')).toBe('2026-12-03T14:00:00+09:00');
    expect(seoulLocalToIso('2026-12-03T14:00:30')).toBe('2026-12-03T14:00:30+09:00');
    expect(seoulLocalToIso('')).toBe('');
    expect(seoulLocalToIso('내일 오후')).toBe('내일 오후');
  });

  it('shows a stored UTC instant in Asia/Seoul in the editor', () => {
    const draft = eventToDraft(RESPONSE.event);
    expect(draft.startsAt).toBe('2026-12-03T14:00');
    expect(draft.registrationClosesAt).toBe('2026-12-02T23:59');
    expect(draft.capacity).toBe('40');
  });
});

describe('EventForm', { timeout: 20_000 }, () => {
  beforeEach(resetEditorTest);

  it('checks the form with the contract and shows its Korean messages on the fields, without calling the API', async () => {
    const calls = mockApi(() => json({}));
    const { container } = render(<EventForm initial={emptyEventDraft()} eventId={null} />, { wrapper: createWrapper() });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    expect((await screen.findByTestId('form-error')).textContent).toContain('입력값을 확인해 주세요.');
    expect(errorOf(container, 'title')).toBe('제목을(를) 입력해 주세요.');
    expect(errorOf(container, 'type')).toBe('이벤트 유형을 선택해 주세요.');
    expect(errorOf(container, 'format')).toBe('진행 방식을 선택해 주세요.');
    expect(errorOf(container, 'startsAt')).toBe('시작 일시을(를) 입력해 주세요.');
    expect(errorOf(container, 'capacity')).toBe('정원: 숫자를 입력해 주세요.');
    expect(document.activeElement).toBe(field(container, 'title'));
    expect(calls).toEqual([]);

    // The cross-field rules (checked once every field reads): the end after the start, the deadline not
    // after the start, a price for a paid event.
    type(container, 'title', '세미나');
    fireEvent.change(field(container, 'type'), { target: { value: 'WEBINAR' } });
    fireEvent.change(field(container, 'format'), { target: { value: 'ONLINE' } });
    type(container, 'onlineUrl', 'https://zoom.example/j/123');
    type(container, 'capacity', '100');
    type(container, 'startsAt', '2026-12-03T14:00');
    type(container, 'endsAt', '2026-12-03T13:00');
    type(container, 'registrationClosesAt', '2026-12-04T09:00');
    fireEvent.change(field(container, 'pricePolicy'), { target: { value: 'PAID' } });
    type(container, 'priceWon', '0');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'endsAt')).toBe('종료 일시는 시작 일시보다 뒤여야 합니다.'));
    expect(errorOf(container, 'registrationClosesAt')).toBe('신청 마감 일시는 시작 일시와 같거나 앞서야 합니다.');
    expect(errorOf(container, 'priceWon')).toBe('유료 행사는 참가비를 입력해 주세요.');
    expect(errorOf(container, 'title')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the place for an offline event and the link for an online one, and asks for what the format needs', async () => {
    mockApi(() => undefined);
    const { container } = render(<EventForm initial={{ ...filled, venueName: '', venueAddress: '' }} eventId={null} />, { wrapper: createWrapper() });
    expect(container.querySelector('[name="onlineUrl"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'venueName')).toBe('오프라인 행사는 장소명을 입력해 주세요.'));

    fireEvent.change(field(container, 'format'), { target: { value: 'ONLINE' } });
    expect(container.querySelector('[name="venueName"]')).toBeNull();
    type(container, 'onlineUrl', 'http://zoom.example/123');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'onlineUrl')).toBe('온라인 링크는 https://로 시작하는 주소여야 합니다.'));
    expect(errorOf(container, 'venueName')).toBeNull();
  });

  it('adds, reorders and removes speakers and agenda rows, then sends them with +09:00 times and opens the new event', async () => {
    let sent: Record<string, unknown> | null = null;
    const calls = mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/seoul/v1/admin/events') {
        sent = body as Record<string, unknown>;
        return json(RESPONSE, 201);
      }
      return undefined;
    });
    const { container } = render(<EventForm initial={filled} eventId={null} />, { wrapper: createWrapper() });
    const speakers = screen.getByTestId('speaker-rows');
    fireEvent.click(within(speakers).getByRole('button', { name: '연사 추가' }));
    fireEvent.click(within(speakers).getByRole('button', { name: '연사 추가' }));
    fireEvent.click(within(speakers).getByRole('button', { name: '연사 추가' }));
    expect(within(speakers).getAllByTestId('speaker-row')).toHaveLength(3);
    expect(within(speakers).getByText('3/20명')).toBeTruthy();
    type(container, 'speakers.0.name', '김하늘');
    type(container, 'speakers.1.name', '이도윤');
    type(container, 'speakers.1.organization', '코람코');
    type(container, 'speakers.2.name', '삭제될 연사');
    fireEvent.click(within(speakers).getByRole('button', { name: '연사 2 위로' }));
    fireEvent.click(within(speakers).getByRole('button', { name: '연사 3 삭제' }));
    expect(field(container, 'speakers.0.name').value).toBe('이도윤');

    const agenda = screen.getByTestId('agenda-rows');
    fireEvent.click(within(agenda).getByRole('button', { name: '프로그램 추가' }));
    type(container, 'agenda.0.time', '2pm');
    type(container, 'agenda.0.title', '시장 전망');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'agenda.0.time')).toBe('시각은 HH:mm 형식입니다 (예: 14:00).'));
    expect(calls).toEqual([]);

    type(container, 'agenda.0.time', '14:00');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/events/7'));
    expect(calls).toEqual(['POST /api/seoul/v1/admin/events']);
    expect(sent).toMatchObject({
      title: '2027 오피스 시장 전망 세미나',
      startsAt: '2026-12-03T14:00:00+09:00',
      endsAt: '2026-12-03T16:00:00+09:00',
      registrationClosesAt: '2026-12-02T23:59:00+09:00',
      capacity: 40,
      waitlistCapacity: 10,
      pricePolicy: 'FREE',
      priceWon: 0,
      onlineUrl: '',
      status: 'DRAFT',
      speakers: [{ name: '이도윤', title: '', organization: '코람코' }, { name: '김하늘', title: '', organization: '' }],
      agenda: [{ time: '14:00', title: '시장 전망', speaker: '' }],
    });
    expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe('이벤트를 등록했습니다.');
  });

  it('shows the seats in use and puts the API\'s refusal of a lower capacity on the capacity field', async () => {
    mockApi((method, url) => (
      method === 'PUT' && url === '/api/seoul/v1/admin/events/7'
        ? json(errorBody('EVENT_CAPACITY_BELOW_CONFIRMED', '정원을 이미 확정된 참가자 수보다 적게 줄일 수 없습니다.'), 409)
        : url.startsWith('/api/seoul/v1/admin/events/7/registrations') ? json({ event: {}, data: [], pagination: { page: 1, size: 50, total: 0, pages: 0 } }) : undefined
    ));
    const { container } = render(
      <EventForm initial={eventToDraft(RESPONSE.event)} eventId="7" counts={RESPONSE.counts} publicHref="/event/7" />,
      { wrapper: createWrapper() },
    );
    expect(screen.getByText(/현재 좌석 13명 사용 중/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '공개 페이지 보기' }).getAttribute('href')).toBe('/event/7');
    type(container, 'capacity', '5');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(errorOf(container, 'capacity')).toBe('정원을 이미 확정된 참가자 수보다 적게 줄일 수 없습니다.'));
    expect(screen.getByTestId('form-error').textContent).toBe('정원을 이미 확정된 참가자 수보다 적게 줄일 수 없습니다.');
  });
});
