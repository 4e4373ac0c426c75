import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_TEXTS } from '@spi/core';
import type { InquiryDetail } from '@spi/core/contracts/support';
import type { InquirySubmission } from '../api/support-client';
import { checkAttachments } from '../lib/attachments';
import { InquiryForm } from './inquiry-form';

const png = (name = 'shot.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pdf = (name = 'doc.pdf') => new File([new Uint8Array(20)], name, { type: 'application/pdf' });

const DETAIL: InquiryDetail = {
  id: 'inq-1', number: 1, category: 'PAYMENT', title: '결제 문의', status: 'OPEN', createdAt: '2026-11-26T00:00:00.000Z',
  answeredAt: null, attachmentCount: 0, body: '결제 영수증을 다시 받고 싶습니다.', attachments: [], answers: [], closedAt: null,
};

function fill() {
  fireEvent.change(screen.getByTestId('inquiry-category'), { target: { value: 'PAYMENT' } });
  fireEvent.change(screen.getByTestId('inquiry-title'), { target: { value: '결제 문의' } });
  fireEvent.change(screen.getByTestId('inquiry-body'), { target: { value: '결제 영수증을 다시 받고 싶습니다.' } });
}

describe('checkAttachments', () => {
  it('accepts images and PDFs, refuses other types, files over 10 MB and a sixth file', () => {
    expect(checkAttachments([], [png(), pdf()]).accepted).toHaveLength(2);
    expect(checkAttachments([], [new File(['x'], 'a.exe', { type: 'application/x-msdownload' })]).errors).toEqual([SUPPORT_TEXTS.attachmentRejected]);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(checkAttachments([], [big]).errors).toEqual([SUPPORT_TEXTS.attachmentTooLarge]);
    const five = Array.from({ length: 5 }, (_, i) => png(`${i}.png`));
    const sixth = checkAttachments(five, [png('6.png')]);
    expect(sixth.accepted).toHaveLength(0);
    expect(sixth.errors).toEqual([SUPPORT_TEXTS.tooManyAttachments]);
    // No declared type: the extension decides.
    expect(checkAttachments([], [new File(['%PDF'], 'scan.PDF', { type: '' })]).accepted).toHaveLength(1);
  });
});

describe('InquiryForm', () => {
  it('shows the contract messages on submit and sends nothing while invalid', async () => {
    const submit = vi.fn();
    render(<InquiryForm onSubmitted={vi.fn()} submit={submit} />);
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findByText('문의 유형을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 10자 이상 입력해 주세요.')).toBeTruthy();
    expect(screen.getByTestId('inquiry-title').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('counts the title against 100 and refuses a longer one', async () => {
    render(<InquiryForm onSubmitted={vi.fn()} submit={vi.fn()} />);
    fireEvent.change(screen.getByTestId('inquiry-title'), { target: { value: '가'.repeat(101) } });
    expect(screen.getByTestId('inquiry-title-counter').textContent).toBe('101/100');
    fireEvent.blur(screen.getByTestId('inquiry-title'));
    expect(await screen.findByText('제목은 100자 이하로 입력해 주세요.')).toBeTruthy();
  });

  it('checks picked files in the browser, lists accepted ones and removes them', async () => {
    render(<InquiryForm onSubmitted={vi.fn()} submit={vi.fn()} />);
    const input = screen.getByTestId('inquiry-files');
    fireEvent.change(input, { target: { files: [png('a.png'), new File(['x'], 'b.zip', { type: 'application/zip' })] } });
    expect(screen.getAllByTestId('inquiry-file')).toHaveLength(1);
    expect(screen.getByTestId('inquiry-file-error').textContent).toBe(SUPPORT_TEXTS.attachmentRejected);
    fireEvent.click(screen.getByRole('button', { name: 'a.png 삭제' }));
    expect(screen.queryAllByTestId('inquiry-file')).toHaveLength(0);
  });

  it('disables the button while sending, sends the fields, files and a clientKey, then resets', async () => {
    let finish: (value: InquiryDetail) => void = () => undefined;
    const submit = vi.fn((input: InquirySubmission) => {
      void input;
      return new Promise<InquiryDetail>((resolve) => { finish = resolve; });
    });
    const onSubmitted = vi.fn();
    render(<InquiryForm onSubmitted={onSubmitted} submit={submit} />);
    fill();
    fireEvent.change(screen.getByTestId('inquiry-files'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect((screen.getByTestId('inquiry-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect(submit).toHaveBeenCalledTimes(1);
    const sent = submit.mock.calls[0]![0];
    expect(sent.fields).toMatchObject({ category: 'PAYMENT', title: '결제 문의', body: '결제 영수증을 다시 받고 싶습니다.' });
    expect(sent.fields.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent.files.map((f) => f.name)).toEqual(['doc.pdf']);
    finish(DETAIL);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(DETAIL));
    expect((screen.getByTestId('inquiry-submit') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('inquiry-title') as HTMLInputElement).value).toBe('');
  });

  it('shows the API message when sending fails and keeps what was typed', async () => {
    const { ApiError } = await import('@/lib/api-client');
    const submit = vi.fn().mockRejectedValue(new ApiError(415, 'INQUIRY_ATTACHMENT_INVALID', SUPPORT_TEXTS.attachmentRejected));
    render(<InquiryForm onSubmitted={vi.fn()} submit={submit} />);
    fill();
    fireEvent.click(screen.getByTestId('inquiry-submit'));
    expect((await screen.findByTestId('inquiry-form-error')).textContent).toBe(SUPPORT_TEXTS.attachmentRejected);
    expect((screen.getByTestId('inquiry-title') as HTMLInputElement).value).toBe('결제 문의');
  });
});
