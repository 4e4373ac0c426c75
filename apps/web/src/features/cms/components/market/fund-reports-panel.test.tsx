import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';
import type { UploadOptions } from '../../api/upload';
import type * as MarketAdminApi from './market-admin-api';

const upload = vi.fn<(fundId: string, fields: unknown, file: File, options?: UploadOptions) => Promise<unknown>>();
vi.mock('./market-admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof MarketAdminApi>()),
  uploadFundReport: (...args: Parameters<typeof upload>) => upload(...args),
}));

const { FundReportsPanel } = await import('./fund-reports-panel');

const REPORT = {
  id: 'r1', fundId: 'K55105BU0829', fundName: '이지스 코어 1호', title: '2026년 3분기 자산운용보고서', kind: 'REGULAR' as const, kindLabel: '자산운용보고서',
  periodEnd: '2026-09-30', fileName: 'q3.pdf', mime: 'application/pdf', size: 245_760, uploadedAt: '2026-11-02T03:00:00.000Z', downloads: 12,
};

const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const setField = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const fileError = () => document.querySelector('[data-field="file"] [role="alert"]')?.textContent ?? null;

describe('FundReportsPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    upload.mockReset();
  });

  it('checks the type and the 30 MB limit on the client before anything is sent', () => {
    mockApi(() => undefined);
    render(<FundReportsPanel fundId="K55105BU0829" reports={[]} />, { wrapper: createWrapper() });
    expect(screen.getByTestId('reports-empty')).toBeTruthy();

    choose(fileOf('photo.png', 'image/png'));
    expect(fileError()).toBe('펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.');
    choose(fileOf('big.pdf', 'application/pdf', 31 * 1024 * 1024));
    expect(fileError()).toContain('30MB 이하로 올려 주세요.');

    fireEvent.click(screen.getByRole('button', { name: '보고서 올리기' }));
    expect(document.querySelector('[data-field="title"] [role="alert"]')?.textContent).toBe('보고서 제목을(를) 입력해 주세요.');
    expect(document.querySelector('[data-field="periodEnd"] [role="alert"]')?.textContent).toBe('기준일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with progress, then says so; the API\'s 415 lands on the file field', async () => {
    const calls = mockApi(() => undefined);
    let finish: (value: unknown) => void = () => {};
    let progress: ((fraction: number) => void) | undefined;
    upload.mockImplementationOnce((_fundId, _fields, _file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => { finish = resolve; });
    });
    render(<FundReportsPanel fundId="K55105BU0829" reports={[]} />, { wrapper: createWrapper() });
    setField('title', '2026년 3분기 자산운용보고서');
    setField('periodEnd', '2026-09-30');
    const pdf = fileOf('q3.pdf', 'application/pdf');
    choose(pdf);
    expect(fileError()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '보고서 올리기' }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]!.slice(0, 3)).toEqual(['K55105BU0829', { title: '2026년 3분기 자산운용보고서', kind: 'REGULAR', periodEnd: '2026-09-30' }, pdf]);
    act(() => progress?.(0.5));
    expect(screen.getByRole('progressbar', { name: '업로드 진행률' }).getAttribute('aria-valuenow')).toBe('50');
    await act(async () => finish(REPORT));
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe("'2026년 3분기 자산운용보고서' 보고서를 올렸습니다."));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((document.querySelector('[name="title"]') as HTMLInputElement).value).toBe('');
    expect(calls).toEqual([]);

    upload.mockRejectedValueOnce(new ApiError(415, 'FUND_REPORT_INVALID', '펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.'));
    setField('title', '위장 파일');
    setField('periodEnd', '2026-09-30');
    choose(fileOf('fake.pdf', 'application/pdf'));
    fireEvent.click(screen.getByRole('button', { name: '보고서 올리기' }));
    await waitFor(() => expect(fileError()).toBe('펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.'));
  });

  it('lists reports with download counts and opens the download log', async () => {
    mockApi((method, url) => (method === 'GET' && url === '/api/seoul/v1/admin/funds/K55105BU0829/reports/r1/downloads'
      ? json({ data: [{ id: 'd1', user: { userId: 'u9', name: '하은', email: 'haeun@example.com' }, termsVersion: '2026-11', createdAt: '2026-11-21T05:30:00.000Z' }] })
      : undefined));
    render(<FundReportsPanel fundId="K55105BU0829" reports={[REPORT]} />, { wrapper: createWrapper() });
    const row = screen.getByTestId('admin-report-row');
    expect(row.textContent).toContain('2026년 3분기 자산운용보고서');
    expect(row.textContent).toContain('2026.09.30');
    expect(row.textContent).toContain('q3.pdf · 240KB');
    expect(row.textContent).toContain('12회');

    fireEvent.click(within(row).getByRole('button', { name: '2026년 3분기 자산운용보고서 다운로드 기록' }));
    const entry = await screen.findByTestId('download-log-entry');
    expect(entry.textContent).toContain('하은');
    expect(entry.textContent).toContain('haeun@example.com');
    expect(entry.textContent).toContain('2026.11.21 14:30');
    expect(entry.textContent).toContain('약관 2026-11');
  });
});
