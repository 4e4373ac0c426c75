import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRegistration } from '@spi/core';
import { resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import type * as UiModule from '@/components/ui';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';
import type { UploadOptions } from '../../api/upload';
import type * as EventsAdminApi from './events-admin-api';
import { checkMaterialFile } from './event-files';

const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showSystemConfirm: (...args: unknown[]) => confirm(...args),
}));

const saved = vi.fn();
vi.mock('@/lib/save-blob', () => ({ saveBlob: (...args: unknown[]) => saved(...args) }));

const upload = vi.fn<(eventId: string, fields: unknown, file: File, options?: UploadOptions) => Promise<unknown>>();
vi.mock('./events-admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof EventsAdminApi>()),
  uploadEventMaterial: (...args: Parameters<typeof upload>) => upload(...args),
}));

const { EventAttendeesPanel } = await import('./event-attendees-panel');
const { EventMaterialsPanel } = await import('./event-materials-panel');

const LIST_EVENT = {
  id: '7', title: '오피스 전망 세미나', type: 'SEMINAR', typeLabel: '세미나', format: 'OFFLINE', formatLabel: '오프라인', status: 'PUBLISHED',
  statusLabel: '공개', startsAt: '2026-12-03T05:00:00.000Z', endsAt: '2026-12-03T07:00:00.000Z', pricePolicy: 'FREE', pricePolicyLabel: '무료',
  priceWon: 0, capacity: 2, waitlistCapacity: 5, counts: { confirmed: 2, pendingPayment: 0, waitlisted: 1, cancelled: 0 }, phase: 'UPCOMING',
  isSample: false, updatedAt: '2026-11-20T01:00:00.000Z',
};

const registration = (id: string, name: string, status: AdminRegistration['status'], extra: Partial<AdminRegistration> = {}): AdminRegistration => ({
  id, eventId: '7', status, statusLabel: status, waitlistPosition: status === 'WAITLISTED' ? 1 : null, name, email: `${id}@example.com`, phone: '',
  company: '코람코', jobTitle: '', note: '', amountWon: 0, orderId: null, attendeeFile: null, createdAt: '2026-11-21T01:00:00.000Z',
  confirmedAt: null, waitlistedAt: null, cancelledAt: null, holdExpiresAt: null, userId: `u-${id}`, attendeeFilePath: null, paymentStatusLabel: null,
  ...extra,
});

const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkMaterialFile', () => {
  it('takes PDF, PPTX, DOCX, XLSX and ZIP up to 50 MB', () => {
    expect(checkMaterialFile(fileOf('slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'))).toBeNull();
    expect(checkMaterialFile(fileOf('handout.pdf', ''))).toBeNull();
    expect(checkMaterialFile(fileOf('photo.png', 'image/png'))).toBe('이벤트 자료는 PDF, PPTX, DOCX, XLSX, ZIP 파일만 올릴 수 있습니다.');
    expect(checkMaterialFile(fileOf('fake.pdf', 'image/png'))).toBe('이벤트 자료는 PDF, PPTX, DOCX, XLSX, ZIP 파일만 올릴 수 있습니다.');
    expect(checkMaterialFile(fileOf('empty.pdf', 'application/pdf', 0))).toBe('빈 파일은 올릴 수 없습니다.');
    expect(checkMaterialFile(fileOf('big.zip', 'application/zip', 51 * 1024 * 1024))).toContain('50MB 이하로 올려 주세요.');
  });
});

describe('EventAttendeesPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    confirm.mockReset();
    saved.mockReset();
  });

  it('lists a tab\'s registrations, cancels one through the confirm (the waiting list moves up) and exports the CSV', async () => {
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url.startsWith('/api/seoul/v1/admin/events/7/registrations?')) {
        const status = new URL(url, 'http://x').searchParams.get('status');
        const data = status === 'WAITLISTED'
          ? [registration('r3', '박대기', 'WAITLISTED')]
          : [
              registration('r1', '김확정', 'CONFIRMED', { attendeeFile: { name: '질문지.pdf', sizeBytes: 20_480, contentType: 'application/pdf' }, attendeeFilePath: '/api/seoul/v1/admin/events/7/registrations/r1/file' }),
              registration('r2', '이확정', 'CONFIRMED'),
            ];
        return json({ event: LIST_EVENT, data, pagination: { page: 1, size: 50, total: data.length, pages: 1 } });
      }
      if (method === 'POST' && url === '/api/seoul/v1/admin/events/7/registrations/r2/cancel') {
        return json({ registration: registration('r2', '이확정', 'CANCELLED'), refund: { refunded: false, amountWon: 0, reason: null }, promoted: 1 });
      }
      if (method === 'GET' && url.startsWith('/api/seoul/v1/admin/events/7/registrations.csv')) {
        return new Response('\uFEFF신청번호,상태\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="event-7.csv"' } });
      }
      return undefined;
    });
    render(<EventAttendeesPanel eventId="7" counts={LIST_EVENT.counts} />, { wrapper: createWrapper() });

    expect(screen.getByRole('tab', { name: '확정 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '대기 1' })).toBeTruthy();
    const rows = await screen.findAllByTestId('attendee-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('질문지.pdf')).toBeTruthy();
    expect(within(rows[1]!).getByText('없음')).toBeTruthy();
    expect(calls[0]).toContain('status=CONFIRMED');

    confirm.mockImplementationOnce(async (args: { onSubmit: () => Promise<unknown> }) => { await args.onSubmit(); return true; });
    fireEvent.click(screen.getByRole('button', { name: '이확정 님의 신청 취소' }));
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe('신청을 취소했습니다. 대기자 1명이 참가 확정되었습니다.'));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: '신청을 취소할까요?', submitColor: 'danger' });
    expect(String(confirm.mock.calls[0]![0].message)).toContain('대기자 중 먼저 신청한 분이 자동으로 확정');
    expect(calls).toContain('POST /api/seoul/v1/admin/events/7/registrations/r2/cancel');

    fireEvent.click(screen.getByTestId('attendees-csv'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toBe('event-7.csv');
    // Every status in one file (the CSV has a 상태 column), not only the open tab.
    expect(calls).toContain('GET /api/seoul/v1/admin/events/7/registrations.csv');

    fireEvent.click(screen.getByRole('tab', { name: '대기 1' }));
    expect(await screen.findByText('박대기')).toBeTruthy();
    expect(screen.getByText('대기 1번')).toBeTruthy();
  });
});

describe('EventMaterialsPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    upload.mockReset();
    confirm.mockReset();
  });

  it('checks the file before sending, uploads with the registrants-only switch, and deletes through the confirm', async () => {
    const calls = mockApi((method, url) => (method === 'DELETE' && url === '/api/seoul/v1/admin/events/7/materials/m1' ? new Response(null, { status: 204 }) : undefined));
    const material = {
      id: 'm1', title: '발표 자료', fileName: 'slides.pdf', sizeBytes: 1_048_576, contentType: 'application/pdf', registrantsOnly: true,
      downloadPath: '/api/seoul/v1/events/7/materials/m1', createdAt: '2026-11-20T01:00:00.000Z',
    };
    render(<EventMaterialsPanel eventId="7" materials={[material]} />, { wrapper: createWrapper() });
    expect(within(screen.getByTestId('admin-material-row')).getByText('참가 확정자만')).toBeTruthy();

    const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    choose(fileOf('photo.png', 'image/png'));
    expect(document.querySelector('[data-field="file"] [role="alert"]')?.textContent).toBe('이벤트 자료는 PDF, PPTX, DOCX, XLSX, ZIP 파일만 올릴 수 있습니다.');
    fireEvent.click(screen.getByRole('button', { name: '자료 올리기' }));
    expect(document.querySelector('[data-field="title"] [role="alert"]')?.textContent).toBe('자료 제목을(를) 입력해 주세요.');
    expect(upload).not.toHaveBeenCalled();

    upload.mockResolvedValueOnce({ ...material, id: 'm2' });
    fireEvent.change(document.querySelector('[name="title"]')!, { target: { value: '세미나 핸드아웃' } });
    fireEvent.click(screen.getByLabelText('참가 확정자만 받을 수 있음'));
    choose(fileOf('handout.pdf', 'application/pdf'));
    fireEvent.click(screen.getByRole('button', { name: '자료 올리기' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]!.slice(0, 2)).toEqual(['7', { title: '세미나 핸드아웃', registrantsOnly: true }]);
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe("'세미나 핸드아웃' 자료를 올렸습니다."));

    confirm.mockImplementationOnce(async (args: { onSubmit: () => Promise<unknown> }) => { await args.onSubmit(); return true; });
    fireEvent.click(screen.getByRole('button', { name: '발표 자료 삭제' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/seoul/v1/admin/events/7/materials/m1'));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: '자료를 삭제할까요?', submitLabel: '삭제' });
  });
});
