import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, json, serveApi } from '@/components/ui/testing/api-mocks';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import type * as UiModule from '@/components/ui';
import type { AdminStudentVerification } from '../../api/students-api';
import { checkRejectReason, formatBytes, previewKind } from './student-rows';

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/billing/students',
  useSearchParams: () => search,
}));
const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showSystemConfirm: (...args: unknown[]) => confirm(...args),
}));

const { StudentVerificationsScreen } = await import('./student-verifications-screen');

const DOCUMENT: AdminStudentVerification = {
  verificationId: 'sv_0001',
  userId: 'u-1',
  nickname: '한지민',
  accountEmail: 'jimin.han@example.com',
  school: '서울대학교',
  method: 'DOCUMENT',
  status: 'PENDING',
  document: { mimeType: 'image/png', size: 345_000, url: '/api/sejong/v1/admin/student-verifications/sv_0001/document' },
  submittedAt: '2026-11-24T05:30:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  expiresAt: null,
  rejectedReason: null,
};
const PDF: AdminStudentVerification = {
  ...DOCUMENT, verificationId: 'sv_0002', nickname: '오세훈', accountEmail: 'sehun@example.com', school: '연세대학교',
  document: { mimeType: 'application/pdf', size: 2_400_000, url: '/api/sejong/v1/admin/student-verifications/sv_0002/document' },
};

const page = (verifications: AdminStudentVerification[]) => ({ verifications, pagination: { page: 0, size: 20, count: verifications.length } });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const snackbarMessages = () => useSnackbarStore.getState().snackbars.map((s) => s.message);

describe('student rows', () => {
  it('checks the reject reason with rejectStudentRequestSchema and its Korean messages', () => {
    expect(checkRejectReason('')).toEqual({ ok: false, error: '반려 사유를 입력해 주세요.' });
    expect(checkRejectReason(' 가 ')).toEqual({ ok: false, error: '반려 사유를 입력해 주세요.' });
    expect(checkRejectReason('가'.repeat(301))).toEqual({ ok: false, error: '반려 사유는 300자 이하로 입력해 주세요.' });
    expect(checkRejectReason('  학교 이름이 보이지 않습니다. ')).toEqual({ ok: true, reason: '학교 이름이 보이지 않습니다.' });
  });

  it('previews images and PDFs only, and prints sizes in KB and MB', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('image/webp')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/svg+xml')).toBe('other');
    expect(previewKind('text/html')).toBe('other');
    expect(formatBytes(345_000)).toBe('337KB');
    expect(formatBytes(2_400_000)).toBe('2.3MB');
  });
});

describe('StudentVerificationsScreen', () => {
  const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.type}`);
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    clearCookies();
    document.cookie = 'spi-csrf=csrf-token; path=/';
    replace.mockReset();
    confirm.mockReset();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    search = new URLSearchParams();
  });
  afterEach(() => clearCookies());

  it('opens on 심사 대기 with the member, school, method and date; a tab goes to the address', async () => {
    const emailDone = { ...DOCUMENT, verificationId: 'sv_0003', method: 'EMAIL' as const, document: null };
    const calls = serveApi(() => json(page([DOCUMENT, emailDone])));
    render(<StudentVerificationsScreen />, { wrapper });

    const row = await screen.findByTestId('student-row-sv_0001');
    expect(calls[0]!.url).toBe('/api/sejong/v1/admin/student-verifications?status=PENDING&page=0&size=20');
    for (const text of ['한지민', 'jimin.han@example.com', '서울대학교', '학생증', '2026.11.24 14:30', '심사 대기']) expect(row.textContent).toContain(text);
    expect(screen.getByTestId('student-row-sv_0003').textContent).toContain('학교 이메일');
    expect(within(screen.getByTestId('student-row-sv_0003')).queryByRole('button', { name: '서류 보기' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '반려' }));
    expect(replace).toHaveBeenCalledWith('/admin/billing/students?status=REJECTED', { scroll: false });
  });

  it('shows the empty state of a finished tab', async () => {
    search = new URLSearchParams('status=EXPIRED');
    serveApi(() => json(page([])));
    render(<StudentVerificationsScreen />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('기간이 끝난 학생 인증이 없습니다.'));
    expect(screen.getByRole('tab', { name: '만료' }).getAttribute('aria-selected')).toBe('true');
  });

  it('previews an image document from the API as a Blob, and a PDF in a frame', async () => {
    const calls = serveApi((call) => {
      if (call.url.endsWith('/sv_0001/document')) return new Response(new Blob(['png-bytes'], { type: 'image/png' }), { status: 200, headers: { 'content-type': 'image/png' } });
      if (call.url.endsWith('/sv_0002/document')) return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
      return json(page([DOCUMENT, PDF]));
    });
    render(<StudentVerificationsScreen />, { wrapper });
    fireEvent.click(within(await screen.findByTestId('student-row-sv_0001')).getByRole('button', { name: '서류 보기' }));

    const dialog = screen.getByRole('dialog', { name: '한지민님의 학생증' });
    const image = await within(dialog).findByRole('img', { name: '한지민님이 제출한 학생증' });
    expect(image.getAttribute('src')).toBe('blob:test/image/png');
    expect(calls.some((c) => c.url === '/api/sejong/v1/admin/student-verifications/sv_0001/document')).toBe(true);
    expect(within(dialog).getByText('새 창에서 열기').getAttribute('href')).toBe('/api/sejong/v1/admin/student-verifications/sv_0001/document');
    expect(dialog.textContent).toContain('PNG 337KB');

    // The footer's 닫기 (the header's × is labelled 닫기 too).
    fireEvent.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('student-document-dialog')).toBeNull());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/image/png');

    fireEvent.click(within(screen.getByTestId('student-row-sv_0002')).getByRole('button', { name: '서류 보기' }));
    const frame = await screen.findByTitle('오세훈님이 제출한 학생증 (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:test/application/pdf');
  });

  it('says so in the preview when the document cannot be read', async () => {
    serveApi((call) => (call.url.endsWith('/document')
      ? json({ error: { code: 'NOT_FOUND', message: '요청한 자료를 찾을 수 없습니다.' } }, 404)
      : json(page([DOCUMENT]))));
    render(<StudentVerificationsScreen />, { wrapper });
    fireEvent.click(within(await screen.findByTestId('student-row-sv_0001')).getByRole('button', { name: '서류 보기' }));
    await waitFor(() => expect(within(screen.getByTestId('student-document-preview')).getByRole('alert').textContent).toContain('요청한 자료를 찾을 수 없습니다.'));
  });

  it('approves after a confirm and reports STUDENT_VERIFICATION_CLOSED when someone else reviewed first', async () => {
    let closed = false;
    const calls = serveApi((call) => {
      if (call.method === 'POST') {
        return closed
          ? json({ error: { code: 'STUDENT_VERIFICATION_CLOSED', message: '이미 심사가 끝난 학생 인증입니다.' } }, 409)
          : json({ verification: { ...DOCUMENT, status: 'VERIFIED', reviewedAt: '2026-11-25T00:00:00.000Z', expiresAt: '2027-11-25T00:00:00.000Z' } });
      }
      return json(page([DOCUMENT]));
    });
    confirm.mockResolvedValue(true);
    render(<StudentVerificationsScreen />, { wrapper });
    const row = await screen.findByTestId('student-row-sv_0001');
    await act(async () => { fireEvent.click(within(row).getByRole('button', { name: '승인' })); });

    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '한지민님의 학생 인증을 승인할까요?', submitLabel: '승인' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/sejong/v1/admin/student-verifications/sv_0001/approve');
    await waitFor(() => expect(snackbarMessages()).toContain('한지민님의 학생 인증을 승인했습니다.'));

    closed = true;
    await act(async () => { fireEvent.click(within(await screen.findByTestId('student-row-sv_0001')).getByRole('button', { name: '승인' })); });
    await waitFor(() => expect(snackbarMessages()).toContain('이미 심사가 끝난 학생 인증입니다.'));
  });

  it('rejects only with a reason, showing the schema message next to the field', async () => {
    const calls = serveApi((call) => (call.method === 'POST' ? json({ verification: { ...DOCUMENT, status: 'REJECTED', rejectedReason: '학교 이름이 보이지 않습니다.' } }) : json(page([DOCUMENT]))));
    render(<StudentVerificationsScreen />, { wrapper });
    fireEvent.click(within(await screen.findByTestId('student-row-sv_0001')).getByRole('button', { name: '반려' }));

    const dialog = screen.getByTestId('reject-student-dialog');
    const reason = within(dialog).getByLabelText(/반려 사유/);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '반려' })); });
    expect(within(dialog).getByRole('alert').textContent).toBe('반려 사유를 입력해 주세요.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '학교 이름이 보이지 않습니다.' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '반려' })); });
    await waitFor(() => expect(screen.queryByTestId('reject-student-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/sejong/v1/admin/student-verifications/sv_0001/reject', body: { reason: '학교 이름이 보이지 않습니다.' } });
    expect(snackbarMessages()).toContain('한지민님의 학생 인증을 반려했습니다.');
  });
});
