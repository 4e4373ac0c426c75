import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, resetModals, resetSnackbars, useModalStore, useSnackbarStore } from '@/components/ui';
import { clearCookies, createWrapper, errorBody, json, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { eventDetail, me, registration, USER_INFO } from '../testing/fixtures';
import type * as TossBilling from '@/lib/toss-billing';

const handOff = vi.fn();
vi.mock('@/lib/toss-billing', async (importOriginal) => ({
  ...(await importOriginal<typeof TossBilling>()),
  handOffToGateway: (...args: unknown[]) => handOff(...args),
}));
const { RegistrationPanel } = await import('./registration-panel');

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

interface Call { method: string; url: string; form: FormData | null; body: unknown }
type Handler = (call: Call) => Response | undefined;

/**
 * Routes every request (the API client's JSON calls and the panel's multipart POST both use the global
 * fetch after resetApiClientForTests) to `handler`; CSRF and /users/me are answered here.
 */
function serve(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/auth/csrf')) return json({ csrfToken: 'csrf-token' });
    if (url === '/api/sejong/v1/users/me') return json(USER_INFO);
    const call = { method, url, form: init.body instanceof FormData ? init.body : null, body: typeof init.body === 'string' ? JSON.parse(init.body) : null };
    calls.push(call);
    return handler(call) ?? json(errorBody('NOT_FOUND', '없음'), 404);
  });
  return calls;
}

/** Answers the system confirm the panel opened (the test has no <ModalRoot />) and returns its args. */
async function answerConfirm(result: boolean) {
  await waitFor(() => expect(useModalStore.getState().modals.filter((m) => !m.closing)).toHaveLength(1));
  const modal = useModalStore.getState().modals.find((m) => !m.closing)!;
  expect(modal.name).toBe('system-confirm');
  await act(async () => closeModal(modal.id, result));
  return modal.args as { title: string; message: string; submitLabel: string };
}

const snackbarMessages = () => useSnackbarStore.getState().snackbars.map((s) => s.message);
const ME = '/api/seoul/v1/events/7/me';
const REGISTER = '/api/seoul/v1/events/7/registrations';

function renderPanel(event = eventDetail()) {
  const Wrapper = createWrapper();
  return render(<Wrapper><RegistrationPanel event={event} /></Wrapper>);
}

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  resetSnackbars();
  handOff.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => {
  clearCookies();
  resetModals();
  vi.unstubAllGlobals();
});

describe('registration panel', () => {
  it('offers a guest the sign-in that comes back to the event, without asking the API', async () => {
    const calls = serve(() => undefined);
    renderPanel();
    const link = await screen.findByTestId('registration-sign-in');
    expect(link.getAttribute('href')).toBe('/sign-in?redirect=%2Fevent%2F7');
    expect(screen.getByTestId('event-seats').textContent).toBe('잔여 12석');
    expect(calls).toEqual([]);
  });

  it('prefills the form from the account, checks it in Korean, and sends the multipart registration', async () => {
    signIn('user-1');
    let current = me();
    const calls = serve(({ method, url, form }) => {
      if (method === 'GET' && url === ME) return json(current);
      if (method === 'POST' && url === REGISTER) {
        expect(form?.get('name')).toBe('박유나');
        expect(form?.get('company')).toBe('한빛자산운용');
        expect(form?.get('file')).toBeNull();
        const r = registration({ company: '한빛자산운용' });
        current = me({ registration: r, canCancel: true, seatsTaken: 29, seatsLeft: 11 });
        return json({ registration: r, outcome: 'CONFIRMED', message: '참가 신청이 확정되었습니다.' }, 201);
      }
      return undefined;
    });
    renderPanel();
    const form = await screen.findByTestId('registration-form');
    await waitFor(() => expect((within(form).getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    expect((within(form).getByLabelText(/^이름/) as HTMLInputElement).value).toBe('박유나');

    fireEvent.change(within(form).getByLabelText(/^이름/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/연락처/), { target: { value: '전화 없음' } });
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('이름을(를) 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText(/연락처는 숫자와 하이픈으로 입력해 주세요/)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^이름/));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^이름/), { target: { value: '박유나' } });
    fireEvent.change(within(form).getByLabelText(/연락처/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/회사/), { target: { value: '한빛자산운용' } });
    fireEvent.click(screen.getByTestId('registration-submit'));
    const status = await screen.findByTestId('registration-status');
    expect(within(status).getByText('참가 확정')).toBeTruthy();
    expect(within(status).getByTestId('add-to-calendar')).toBeTruthy();
    expect(snackbarMessages()).toContain('참가 신청이 확정되었습니다.');
    await waitFor(() => expect(screen.getByTestId('event-seats').textContent).toBe('잔여 11석'));
    expect(screen.getByTestId('registration-cancel')).toBeTruthy();
  });

  it('checks the attendee file by type and size before sending it, and sends it with the form', async () => {
    signIn('user-1');
    const calls = serve(({ method, url, form }) => {
      if (method === 'GET' && url === ME) return json(me());
      if (method === 'POST' && url === REGISTER) {
        expect((form?.get('file') as File).name).toBe('questions.pdf');
        return json(errorBody('EVENT_FILE_INVALID', '올릴 수 없는 파일 형식입니다. PDF, PPTX, DOCX, XLSX, JPG, PNG 파일을 올려 주세요.'), 415);
      }
      return undefined;
    });
    renderPanel(eventDetail({ attendeeFileLabel: '사전 질문지', attendeeFileRequired: true }));
    await screen.findByTestId('registration-form');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('사전 질문지을(를) 올려 주세요.')).toBeTruthy();

    const input = screen.getByTestId('attendee-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(screen.getByText('PDF, PPTX, DOCX, XLSX, JPG, PNG 파일만 올릴 수 있습니다.')).toBeTruthy();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('파일은 10MB 이하로 올려 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // The server's check of the bytes has the last word.
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'questions.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText(/올릴 수 없는 파일 형식입니다/)).toBeTruthy();
  });

  it("shows the catalogue's message when a proxy refuses the upload without the API's envelope (a bare 413)", async () => {
    signIn('user-1');
    serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me());
      if (method === 'POST' && url === REGISTER) return new Response('<html>413 Request Entity Too Large</html>', { status: 413, headers: { 'content-type': 'text/html' } });
      return undefined;
    });
    renderPanel(eventDetail({ attendeeFileLabel: '사전 질문지', attendeeFileRequired: true }));
    await screen.findByTestId('registration-form');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    fireEvent.change(screen.getByTestId('attendee-file'), { target: { files: [new File(['%PDF-'], 'questions.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText(/파일이 너무 큽니다. 참가자 파일은 10MB/)).toBeTruthy();
  });

  it('joins the waiting list when the seats are taken and shows the place in line', async () => {
    signIn('user-1');
    let current = me({ availability: 'WAITLIST', availabilityLabel: '대기 신청 가능', seatsTaken: 40, seatsLeft: 0, waitlisted: 1 });
    serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(current);
      if (method === 'POST' && url === REGISTER) {
        const r = registration({ status: 'WAITLISTED', statusLabel: '대기 중', waitlistPosition: 2, confirmedAt: null, waitlistedAt: new Date().toISOString() });
        current = { ...current, registration: r, waitlisted: 2, canCancel: true };
        return json({ registration: r, outcome: 'WAITLISTED', message: '대기자로 신청되었습니다.' }, 201);
      }
      return undefined;
    });
    renderPanel(eventDetail({ availability: 'WAITLIST', seatsLeft: 0, seatsTaken: 40 }));
    await screen.findByText(/정원이 모두 찼습니다/);
    expect(screen.getByTestId('event-seats').textContent).toBe('대기 신청 가능');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    fireEvent.click(screen.getByRole('button', { name: '대기 신청하기' }));
    expect((await screen.findByTestId('waitlist-position')).textContent).toBe('대기 2번째');
    expect(screen.getByRole('button', { name: '대기 신청 취소' })).toBeTruthy();
  });

  const CHECKOUTS = '/api/sejong/v1/users/me/checkouts';
  const addCardCheckout = {
    checkoutId: 'chk_1', purpose: 'ADD_CARD', mode: 'redirect', authUrl: 'http://127.0.0.1:4002/billing/auth?x=1', clientKey: 'test_ck', customerKey: 'cus_1',
    successUrl: 'http://localhost:3000/membership/checkout/complete?checkoutId=chk_1&returnTo=%2Fevent%2F7', failUrl: 'http://localhost:3000/membership/checkout/fail?checkoutId=chk_1&returnTo=%2Fevent%2F7',
    orderName: null, amount: null, expiresAt: '2026-11-26T10:30:00Z',
  };

  it('without a card (/me hasPaymentMethod false) the paid confirm offers 카드 등록하고 결제하기: an ADD_CARD checkout back to the event, then the gateway', async () => {
    signIn('user-1');
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me({ priceForViewer: 30000, hasPaymentMethod: false }));
      if (method === 'POST' && url === CHECKOUTS) return json(addCardCheckout);
      return undefined;
    });
    renderPanel(eventDetail({ pricePolicy: 'PAID', pricePolicyLabel: '유료', priceWon: 30000 }));
    const notice = await screen.findByTestId('card-needed');
    expect(notice.textContent).toContain('신청하면 먼저 결제 카드를 등록합니다');
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('panel-price').textContent).toBe('30,000원');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));

    fireEvent.click(screen.getByRole('button', { name: '30,000원 결제하고 신청하기' }));
    const first = await answerConfirm(false);
    expect(first).toMatchObject({ title: '결제 카드 등록', submitLabel: '카드 등록하고 결제하기' });
    expect(first.message).toContain('참가비 30,000원은 등록된 카드로 결제됩니다.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '30,000원 결제하고 신청하기' }));
    await answerConfirm(true);
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(handOff.mock.calls[0]![0]).toMatchObject({ checkoutId: 'chk_1', mode: 'redirect', authUrl: addCardCheckout.authUrl });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([CHECKOUTS]);
    expect(posts[0]!.body).toEqual({ purpose: 'ADD_CARD', returnTo: '/event/7' });
    expect(screen.getByTestId('add-card-pending').textContent).toContain('카드 등록 화면으로 이동');
    expect((screen.getByTestId('registration-submit') as HTMLButtonElement).disabled).toBe(true);
    // The entries wait in this tab for the way back.
    expect(JSON.parse(window.sessionStorage.getItem('spi-event-registration:7')!)).toMatchObject({ name: expect.any(String), email: 'yuna@example.com' });
  });

  it('back from the card registration: the form opens with the saved entries, which are then forgotten', async () => {
    signIn('user-1');
    window.sessionStorage.setItem('spi-event-registration:7', JSON.stringify({ name: '김유나', email: 'yuna.work@example.com', phone: '010-2222-3333', company: '가상자산운용', jobTitle: '팀장', note: '주차 가능할까요?', evil: 1 }));
    serve(({ method, url }) => (method === 'GET' && url === ME ? json(me({ priceForViewer: 30000, hasPaymentMethod: true })) : undefined));
    renderPanel(eventDetail({ pricePolicy: 'PAID', pricePolicyLabel: '유료', priceWon: 30000 }));
    await screen.findByTestId('registration-form');
    expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna.work@example.com');
    expect((screen.getByLabelText(/연락처/) as HTMLInputElement).value).toBe('010-2222-3333');
    expect((screen.getByLabelText(/메모/) as HTMLTextAreaElement).value).toBe('주차 가능할까요?');
    expect(window.sessionStorage.getItem('spi-event-registration:7')).toBeNull();
  });

  it('PAYMENT_METHOD_REQUIRED from the API (the card went meanwhile): 카드 등록하고 결제하기 instead of a link to the settings; a failed start says why', async () => {
    signIn('user-1');
    let checkoutAnswer: Response = json(errorBody('INTERNAL_ERROR', '카드 등록을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.'), 503);
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me({ priceForViewer: 30000, hasPaymentMethod: true }));
      if (method === 'POST' && url === REGISTER) return json(errorBody('PAYMENT_METHOD_REQUIRED', '등록된 결제 카드가 없습니다. 카드를 먼저 등록해 주세요.'), 409);
      if (method === 'POST' && url === CHECKOUTS) return checkoutAnswer;
      return undefined;
    });
    renderPanel(eventDetail({ pricePolicy: 'PAID', pricePolicyLabel: '유료', priceWon: 30000 }));
    await screen.findByTestId('registration-form');
    expect(screen.queryByTestId('card-needed')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));

    fireEvent.click(screen.getByRole('button', { name: '30,000원 결제하고 신청하기' }));
    const asked = await answerConfirm(true);
    expect(asked.message).toBe('등록된 카드로 30,000원을 결제합니다.');
    const error = await screen.findByTestId('registration-error');
    expect(error.textContent).toContain('등록된 결제 카드가 없습니다.');
    expect(within(error).queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href^="/user/setting"]')).toBeNull();

    fireEvent.click(within(error).getByRole('button', { name: '카드 등록하고 결제하기' }));
    expect((await screen.findByTestId('add-card-error')).textContent).toBe('카드 등록을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(handOff).not.toHaveBeenCalled();

    checkoutAnswer = json(addCardCheckout);
    fireEvent.click(within(screen.getByTestId('registration-error')).getByRole('button', { name: '카드 등록하고 결제하기' }));
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('add-card-error')).toBeNull();
    expect(calls.filter((c) => c.url === CHECKOUTS).map((c) => c.body)).toEqual([{ purpose: 'ADD_CARD', returnTo: '/event/7' }, { purpose: 'ADD_CARD', returnTo: '/event/7' }]);
    expect(calls.filter((c) => c.url === REGISTER)).toHaveLength(1);
  });

  it('the Toss window closed by the person: 카드 등록을 취소했습니다, and the button works again', async () => {
    signIn('user-1');
    handOff.mockRejectedValue({ code: 'USER_CANCEL', message: 'cancelled' });
    serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me({ priceForViewer: 30000, hasPaymentMethod: false }));
      if (method === 'POST' && url === CHECKOUTS) return json({ ...addCardCheckout, mode: 'toss-sdk', authUrl: null });
      return undefined;
    });
    renderPanel(eventDetail({ pricePolicy: 'PAID', pricePolicyLabel: '유료', priceWon: 30000 }));
    await screen.findByTestId('card-needed');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    fireEvent.click(screen.getByRole('button', { name: '30,000원 결제하고 신청하기' }));
    await answerConfirm(true);
    expect((await screen.findByTestId('add-card-error')).textContent).toBe('카드 등록을 취소했습니다.');
    expect((screen.getByTestId('registration-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the API message of a refused registration (the seats went meanwhile)', async () => {
    signIn('user-1');
    serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me());
      if (method === 'POST' && url === REGISTER) return json(errorBody('EVENT_FULL', '정원과 대기 인원이 모두 찼습니다.'), 409);
      return undefined;
    });
    renderPanel();
    await screen.findByTestId('registration-form');
    await waitFor(() => expect((screen.getByLabelText(/이메일/) as HTMLInputElement).value).toBe('yuna@example.com'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect((await screen.findByTestId('registration-error')).textContent).toBe('정원과 대기 인원이 모두 찼습니다.');
  });

  it('cancels a paid seat after a confirm that states the refund, then offers the form again', async () => {
    signIn('user-1');
    let current = me({
      registration: registration({ amountWon: 30000, orderId: 'o1' }), priceForViewer: 30000, hasPaymentMethod: true, canCancel: true, refundable: true,
      onlineUrl: null,
    });
    const calls = serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(current);
      if (method === 'DELETE' && url === `${REGISTER}/me`) {
        const r = registration({ status: 'CANCELLED', statusLabel: '취소됨', amountWon: 30000, cancelledAt: new Date().toISOString() });
        current = { ...current, registration: r, canCancel: false, refundable: false, seatsTaken: 27, seatsLeft: 13 };
        return json({ registration: r, refund: { refunded: true, amountWon: 30000, reason: null }, message: '참가 신청을 취소했습니다.' });
      }
      return undefined;
    });
    renderPanel(eventDetail({ pricePolicy: 'PAID', priceWon: 30000 }));
    expect((await screen.findByTestId('registration-status')).textContent).toContain('결제 금액 30,000원');
    fireEvent.click(screen.getByTestId('registration-cancel'));
    const args = await answerConfirm(true);
    expect(args.message).toBe('결제한 참가비 30,000원은 등록된 카드로 전액 환불됩니다. 취소한 자리는 대기자에게 넘어갑니다.');
    expect(await screen.findByTestId('registration-cancelled')).toBeTruthy();
    expect(screen.getByTestId('registration-form')).toBeTruthy();
    expect(snackbarMessages()).toContain('참가 신청을 취소했습니다. 30,000원을 환불했습니다.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('gives a confirmed online attendee the link, and says when nothing can be done', async () => {
    signIn('user-1');
    serve(({ method, url }) => {
      if (method === 'GET' && url === ME) return json(me({ registration: registration(), onlineUrl: 'https://meet.example.com/spi', canCancel: true }));
      return undefined;
    });
    const { unmount } = renderPanel(eventDetail({ format: 'ONLINE', venueName: '' }));
    const link = await screen.findByTestId('online-link');
    expect(link.getAttribute('href')).toBe('https://meet.example.com/spi');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();

    vi.unstubAllGlobals();
    serve(({ method, url }) => (method === 'GET' && url === ME ? json(me({ availability: 'FULL', seatsLeft: 0, seatsTaken: 40, waitlisted: 10 })) : undefined));
    renderPanel();
    expect((await screen.findByTestId('registration-closed')).textContent).toBe('정원과 대기 인원이 모두 찼습니다. 취소로 자리가 나면 다시 신청할 수 있습니다.');
    expect(screen.getByTestId('event-seats').textContent).toBe('마감');
  });
  it('lets a registrant add or replace the attendee file before the event', async () => {
    signIn('user-1');
    let current = me({ registration: registration(), canCancel: true });
    const calls = serve(({ method, url, form }) => {
      if (method === 'GET' && url === ME) return json(current);
      if (method === 'PUT' && url === `${REGISTER}/me/file`) {
        const file = form?.get('file') as File;
        const r = registration({ attendeeFile: { name: file.name, sizeBytes: file.size, contentType: 'application/pdf' } });
        current = { ...current, registration: r };
        return json({ registration: r });
      }
      return undefined;
    });
    renderPanel(eventDetail({ attendeeFileLabel: '사전 질문지', attendeeFileRequired: false }));
    const status = await screen.findByTestId('attendee-file-status');
    expect(status.textContent).toContain('올린 파일이 없습니다');
    const input = within(status).getByTestId('attendee-file-replace');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.hwp')] } });
    expect(await within(status).findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'questions.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByTestId('attendee-file-status').textContent).toContain('questions.pdf'));
    expect(screen.getByTestId('attendee-file-status').textContent).toContain('파일 바꾸기');
    expect(snackbarMessages()).toContain('사전 질문지을(를) 올렸습니다.');
  });
});
