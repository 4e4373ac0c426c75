import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FUND_REPORT_TERMS, FUND_REPORT_TERMS_VERSION } from '@spi/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import { clearCookies, createModalWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { report } from '../testing/fixtures';
import FundReportConfirmModal, { TERMS_CHANGED_MESSAGE } from './report-confirm-modal';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }), usePathname: () => '/fund/K55105BU0829' }));

type Sent = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** Serves the download through the API client's transport (the CSRF token is answered by mockApi). */
function serveDownload(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  mockApi((method, url, body, headers) => {
    sent.push({ url, method, body: body ?? null, headers });
    return answer();
  });
  return sent;
}

const pdf = () => new Response('%PDF-1.7 sample', {
  status: 200,
  headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="SPI_K55105BU0829_2026-09-30.pdf"; filename*=UTF-8''${encodeURIComponent('이지스코어오피스12호_2026Q3.pdf')}` },
});

function renderModal() {
  const close = vi.fn();
  const Wrapper = createModalWrapper();
  render(<Wrapper><FundReportConfirmModal args={{ report: report() }} close={close} /></Wrapper>);
  return { close };
}

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('FundReportConfirmModal', () => {
  let saved: { name: string; blob: Blob | null }[];

  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn('haeun');
    mockApi(() => undefined); // answers the CSRF token
    push.mockReset();
    resetSnackbars();
    saved = [];
    let lastBlob: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => { lastBlob = blob; return 'blob:report'; }), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push({ name: this.download, blob: lastBlob }); });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the report, the numbered terms and keeps 동의하고 다운로드 disabled until agreed', () => {
    renderModal();
    expect(screen.getByText('2026년 3분기 자산운용보고서')).toBeTruthy();
    expect(screen.getByText('이지스 코어오피스 12호')).toBeTruthy();
    expect(screen.getByText('2026.09.30')).toBeTruthy();
    expect(screen.getByText(/이지스코어오피스12호_2026Q3\.pdf · 2\.4 MB/)).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([...FUND_REPORT_TERMS]);
    expect(screen.getByRole('list').tagName).toBe('OL');
    const submit = screen.getByRole('button', { name: '동의하고 다운로드' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다.' }));
    expect(submit.disabled).toBe(false);
  });

  it('posts the accepted terms with the CSRF header, saves the file under its Content-Disposition name and closes with a snackbar', async () => {
    const sent = serveDownload(pdf);
    const { close } = renderModal();
    fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다.' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 다운로드' })); });
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/seoul/v1/funds/K55105BU0829/reports/r1/download', method: 'POST', body: { acceptTerms: true, termsVersion: FUND_REPORT_TERMS_VERSION } });
    expect(sent[0]!.headers['x-csrf-token']).toBe('csrf-token');
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('이지스코어오피스12호_2026Q3.pdf');
    expect(await saved[0]!.blob!.text()).toMatch(/^%PDF/);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toEqual(['보고서를 내려받았어요.']);
  });

  it('shows the API message with a membership link on 403 and stays open', async () => {
    serveDownload(() => json(errorBody('ACCESS_MEMBERSHIP_TIER_REQUIRED', '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.'), 403));
    const { close } = renderModal();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 다운로드' })); });
    expect((await screen.findByRole('alert')).textContent).toContain('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.');
    expect(screen.getByRole('link', { name: '멤버십 알아보기' }).getAttribute('href')).toBe('/membership');
    expect(close).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it('asks to review the terms again on 409 and clears the agreement', async () => {
    serveDownload(() => json(errorBody('FUND_REPORT_TERMS_OUTDATED', '약관이 변경되었습니다.'), 409));
    renderModal();
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(box);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 다운로드' })); });
    expect((await screen.findByRole('alert')).textContent).toBe(TERMS_CHANGED_MESSAGE);
    expect(box.checked).toBe(false);
    expect((screen.getByRole('button', { name: '동의하고 다운로드' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a signed-out reader to sign-in on 401', async () => {
    clearCookies();
    serveDownload(() => json(errorBody('UNAUTHENTICATED', '로그인이 필요합니다.'), 401));
    const { close } = renderModal();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 다운로드' })); });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/sign-in?redirect=%2F'));
    expect(close).toHaveBeenCalledWith(false);
  });
});
