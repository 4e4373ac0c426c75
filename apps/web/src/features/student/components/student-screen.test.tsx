import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeModal, resetModals, resetSnackbars, useModalStore, useSnackbarStore } from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn, studentStatus } from '../test-utils';
import type { StudentStatusDto } from '../api/status';
import { safeNext, StudentScreen } from './student-screen';

const DAY = 86_400_000;

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  resetSnackbars();
  signIn();
});
afterEach(() => {
  clearCookies();
  resetModals();
  vi.unstubAllGlobals();
});

/** Answers the confirm modal the screen opened (the test has no <ModalRoot />). */
async function answerConfirm(result: boolean) {
  await waitFor(() => expect(useModalStore.getState().modals.filter((m) => !m.closing)).toHaveLength(1));
  const modal = useModalStore.getState().modals.find((m) => !m.closing)!;
  expect(modal.name).toBe('student-verification-confirm');
  const args = modal.args;
  await act(async () => closeModal(modal.id, result));
  return args;
}

function statusRoute(get: () => StudentStatusDto, extra?: (method: string, url: string, body: unknown) => Response | undefined) {
  return mockApi((method, url, body) => {
    if (method === 'GET' && url === '/api/sejong/v1/student') return json(get());
    return extra?.(method, url, body);
  });
}

describe('/user/student status card', () => {
  it('shows a skeleton, then 인증 완료 with the expiry date and days left, and the subscribe link', async () => {
    const expiresAt = new Date(Date.now() + 200 * DAY + 3600_000).toISOString();
    statusRoute(() => studentStatus({ status: 'VERIFIED', method: 'EMAIL', school: '서울대학교', email: 'st***@snu.ac.kr', verifiedAt: new Date().toISOString(), expiresAt }));
    render(<StudentScreen next="/membership" />, { wrapper: createWrapper() });
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('인증 완료'));
    expect(screen.getByTestId('student-days-left').textContent).toBe('만료까지 200일');
    expect(screen.getByTestId('student-expiry').textContent).toMatch(/^\d{4}\.\d{2}\.\d{2} \(200일 남음\)$/);
    expect(screen.getByTestId('student-subscribe-link').getAttribute('href')).toBe('/membership?plan=LIGHT_STUDENT');
    expect(screen.getByTestId('student-subscribe-link').textContent).toBe('라이트 (학생 할인) 구독하기');
    expect(screen.queryByTestId('student-verify')).toBeNull();
  });

  it('심사 중: no forms; 반려: the reason and the forms again', async () => {
    let current = studentStatus({ status: 'PENDING', method: 'DOCUMENT', school: '연세대학교', submittedAt: new Date().toISOString() });
    statusRoute(() => current);
    const { unmount } = render(<StudentScreen />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('심사 중'));
    expect(screen.getByTestId('student-pending-panel')).toBeTruthy();
    expect(screen.queryByTestId('student-verify')).toBeNull();
    unmount();

    current = studentStatus({ status: 'REJECTED', method: 'DOCUMENT', school: '연세대학교', rejectedReason: '재학 기간이 보이지 않습니다.' });
    render(<StudentScreen />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('반려'));
    expect(screen.getByTestId('student-rejected-reason').textContent).toBe('재학 기간이 보이지 않습니다.');
    expect(screen.getByTestId('student-verify')).toBeTruthy();
    // The last method is preselected and the school carried over.
    expect(screen.getByTestId('student-tab-document').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('student-doc-school') as HTMLInputElement).value).toBe('연세대학교');
  });

  it('a failed load shows an error with a retry', async () => {
    let fail = true;
    mockApi(() => (fail ? json(errorBody('INTERNAL_ERROR', '오류'), 500) : json(studentStatus())));
    render(<StudentScreen />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('학생 인증 상태를 불러오지 못했어요.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('미인증'));
  });

  it('an auth-type error (401 TOKEN_INVALID, refresh unavailable) empties the status: no error, a sign-in link', async () => {
    mockApi((method, url) => (url === '/api/auth/refresh' ? json(errorBody('INTERNAL_ERROR', 'x'), 503) : json(errorBody('TOKEN_INVALID', '유효하지 않은 인증 정보입니다.'), 401)));
    render(<StudentScreen />, { wrapper: createWrapper() });
    const card = await screen.findByTestId('student-signed-out');
    expect(within(card).getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/sign-in?redirect=%2Fuser%2Fstudent');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tabs are a keyboard tablist', async () => {
    statusRoute(() => studentStatus());
    render(<StudentScreen />, { wrapper: createWrapper() });
    const email = await screen.findByTestId('student-tab-email');
    expect(email.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(email, { key: 'ArrowRight' });
    const doc = screen.getByTestId('student-tab-document');
    expect(doc.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(doc);
    expect((screen.getByTestId('student-email-form').closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(true);
  });
});

describe('verification by school e-mail', () => {
  it('checks the fields, confirms, sends the code, takes a pasted code and shows 인증 완료', async () => {
    let current = studentStatus();
    const posted: unknown[] = [];
    const calls = statusRoute(() => current, (method, url, body) => {
      if (method === 'POST' && url === '/api/sejong/v1/student/email') {
        posted.push(body);
        const now = Date.now();
        return json({ sentTo: 'st***@snu.ac.kr', expiresAt: new Date(now + 600_000).toISOString(), resendAfter: new Date(now + 60_000).toISOString() });
      }
      if (method === 'POST' && url === '/api/sejong/v1/student/email/confirm') {
        posted.push(body);
        if ((body as { code: string }).code !== '123456') return json(errorBody('STUDENT_CODE_INVALID', '인증 코드가 맞지 않습니다. 메일로 받은 6자리 코드를 다시 확인해 주세요.'), 400);
        current = studentStatus({ status: 'VERIFIED', method: 'EMAIL', school: '서울대학교', email: 'st***@snu.ac.kr', verifiedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 365 * DAY).toISOString() });
        return json(current);
      }
      return undefined;
    });
    render(<StudentScreen />, { wrapper: createWrapper() });
    const form = await screen.findByTestId('student-email-form');

    // Client checks first, with the messages next to the fields and focus on the first.
    fireEvent.click(within(form).getByTestId('student-email-submit'));
    const school = screen.getByTestId('student-school');
    expect(school.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(school);
    expect(form.textContent).toContain('학교 이름을 2자 이상 입력해 주세요.');
    expect(useModalStore.getState().modals).toHaveLength(0);

    fireEvent.change(school, { target: { value: '서울대학교' } });
    const email = screen.getByTestId('student-email');
    fireEvent.change(email, { target: { value: 'student@gmail.com' } });
    expect(screen.getByTestId('student-email-hint').textContent).toContain('학교 이메일(ac.kr 등)이 아닌 것 같아요');
    fireEvent.change(email, { target: { value: 'Student@SNU.ac.kr' } });
    expect(screen.getByTestId('student-email-hint').textContent).toBe('학교 이메일 주소예요.');

    // Cancelling the confirm sends nothing.
    fireEvent.click(within(form).getByTestId('student-email-submit'));
    await answerConfirm(false);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.click(within(form).getByTestId('student-email-submit'));
    expect(await answerConfirm(true)).toEqual({ method: 'EMAIL', school: '서울대학교', email: 'student@snu.ac.kr' });
    await screen.findByTestId('student-code-form');
    expect(posted[0]).toEqual({ school: '서울대학교', email: 'student@snu.ac.kr' });
    expect(screen.getByTestId('student-code-sent').textContent).toContain('st***@snu.ac.kr');
    expect(screen.getByTestId('student-code-countdown').textContent).toMatch(/^(10:00|9:5\d)$/);
    const resend = screen.getByTestId('student-code-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/초 후 다시 받기$/);

    const code = screen.getByTestId('student-code') as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);

    fireEvent.change(code, { target: { value: '654 321' } });
    expect(code.value).toBe('654321');
    fireEvent.click(screen.getByTestId('student-code-submit'));
    await waitFor(() => expect(screen.getByTestId('student-code-error').textContent).toContain('인증 코드가 맞지 않습니다'));
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: '123-456' } });
    fireEvent.click(screen.getByTestId('student-code-submit'));
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('인증 완료'));
    expect(posted.at(-1)).toEqual({ code: '123456' });
    expect(screen.getByTestId('student-subscribe-link')).toBeTruthy();
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('학생 인증이 완료되었어요.');
  });

  it('a non-school address refused by the server shows its message on the e-mail field', async () => {
    statusRoute(() => studentStatus(), (method, url) => (method === 'POST' && url === '/api/sejong/v1/student/email'
      ? json(errorBody('STUDENT_EMAIL_NOT_SCHOOL', '학교 이메일(ac.kr 등) 주소를 입력해 주세요.'), 400)
      : undefined));
    render(<StudentScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('student-email-form');
    fireEvent.change(screen.getByTestId('student-school'), { target: { value: '서울대학교' } });
    fireEvent.change(screen.getByTestId('student-email'), { target: { value: 'student@gmail.com' } });
    fireEvent.click(screen.getByTestId('student-email-submit'));
    await answerConfirm(true);
    await waitFor(() => expect(screen.getByTestId('student-email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('학교 이메일(ac.kr 등) 주소를 입력해 주세요.');
  });

  it('resumes at the code step when a code is still pending (after a reload)', async () => {
    statusRoute(() => studentStatus({ school: '고려대학교', email: 'ko***@korea.ac.kr', codePendingUntil: new Date(Date.now() + 300_000).toISOString() }));
    render(<StudentScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('student-code-form');
    expect(screen.getByTestId('student-code-sent').textContent).toContain('ko***@korea.ac.kr');
    expect((screen.getByTestId('student-code-resend') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('student-email-change'));
    expect((screen.getByTestId('student-school') as HTMLInputElement).value).toBe('고려대학교');
  });
});

/** A fake XMLHttpRequest that reports upload progress and answers with `respond`. */
function stubXhr(respond: (form: FormData) => { status: number; body: unknown }) {
  const sent: { headers: Record<string, string>; form: FormData; url: string }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    private url = '';
    open(_method: string, url: string) { this.url = url; }
    setRequestHeader(name: string, value: string) { this.headers[name] = value; }
    abort() { this.onabort?.(); }
    send(form: FormData) {
      sent.push({ headers: this.headers, form, url: this.url });
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 5);
      // The answer well after the progress event, so a busy machine still renders the 50 % state in between.
      setTimeout(() => {
        const answer = respond(form);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 120);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('verification by student ID upload', () => {
  it('checks type and size with Korean messages, previews, confirms, uploads with progress and shows 심사 중', async () => {
    let current = studentStatus();
    statusRoute(() => current);
    const sent = stubXhr(() => {
      current = studentStatus({ status: 'PENDING', method: 'DOCUMENT', school: '서울대학교', submittedAt: new Date().toISOString() });
      return { status: 201, body: current };
    });
    // jsdom has no object URLs.
    const urls = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
    urls.createObjectURL = vi.fn(() => 'blob:preview');
    urls.revokeObjectURL = vi.fn();
    onTestFinished(() => { delete urls.createObjectURL; delete urls.revokeObjectURL; });
    render(<StudentScreen />, { wrapper: createWrapper() });
    fireEvent.click(await screen.findByTestId('student-tab-document'));
    const input = screen.getByTestId('student-doc-file') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');

    fireEvent.change(input, { target: { files: [new File(['gif'], 'card.gif', { type: 'image/gif' })] } });
    expect(screen.getByTestId('student-doc-file-error').textContent).toBe('학생증은 JPG, PNG, WEBP 이미지나 PDF 파일만 올릴 수 있습니다.');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByTestId('student-doc-file-error').textContent).toBe('학생증 파일은 5MB 이하로 올려 주세요.');

    fireEvent.click(screen.getByTestId('student-doc-submit'));
    expect(screen.getByTestId('student-doc-school').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByTestId('student-doc-school'), { target: { value: '서울대학교' } });
    fireEvent.change(input, { target: { files: [new File(['png-bytes'], 'card.png', { type: 'image/png' })] } });
    expect(screen.queryByTestId('student-doc-file-error')).toBeNull();
    await waitFor(() => expect(within(screen.getByTestId('student-doc-preview')).getByRole('img').getAttribute('src')).toBe('blob:preview'));

    fireEvent.click(screen.getByTestId('student-doc-submit'));
    expect(await answerConfirm(true)).toMatchObject({ method: 'DOCUMENT', school: '서울대학교', file: { name: 'card.png' } });
    await waitFor(() => expect(screen.getByTestId('student-doc-progress').getAttribute('aria-valuenow')).toBe('50'));
    await waitFor(() => expect(screen.getByTestId('student-status').textContent).toBe('심사 중'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/sejong/v1/student/document');
    expect(sent[0]!.headers['x-csrf-token']).toBe('csrf-token');
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(sent[0]!.form.get('school')).toBe('서울대학교');
    expect((sent[0]!.form.get('file') as File).name).toBe('card.png');
  });

  it('a forged file refused by the server shows the message on the file field', async () => {
    statusRoute(() => studentStatus());
    stubXhr(() => ({ status: 415, body: errorBody('STUDENT_DOCUMENT_INVALID', '학생증은 JPG, PNG, WEBP 이미지나 PDF 파일만 올릴 수 있습니다.') }));
    render(<StudentScreen />, { wrapper: createWrapper() });
    fireEvent.click(await screen.findByTestId('student-tab-document'));
    fireEvent.change(screen.getByTestId('student-doc-school'), { target: { value: '서울대학교' } });
    fireEvent.change(screen.getByTestId('student-doc-file'), { target: { files: [new File(['%PDF'], 'fake.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('student-doc-submit'));
    await answerConfirm(true);
    await waitFor(() => expect(screen.getByTestId('student-doc-file-error').textContent).toContain('PDF 파일만'));
    expect(screen.getByTestId('student-doc-file').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('safeNext', () => {
  it('keeps same-site paths only', () => {
    expect(safeNext('/membership')).toBe('/membership');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext(undefined)).toBeNull();
  });
});
