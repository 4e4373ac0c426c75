import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SophiServerEvent } from '@spi/core/contracts/sophi';
import { SOPHI_TEXT, SOPHI_WS_PATH, SOPHI_WS_PROTOCOL } from '@spi/core/sophi/model';
import { clearCookies, createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';
import { installMatchMedia, uninstallMatchMedia } from '@/components/ui/testing/match-media';
import { resetApiClientForTests } from '@/lib/api-client';
import { ENGINE, MESSAGE_ID, QUOTA, ready, start, delta, done, TABLE_CITATION, ARTICLE_CITATION } from '../testing/fixtures';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));
const { default: SophiPanel } = await import('./sophi-panel');
vi.setConfig({ testTimeout: 20_000 });

/** A WebSocket the test drives: it records frames and emits server events. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string, readonly protocol: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  emit(...events: SophiServerEvent[]) {
    act(() => {
      for (const event of events) this.onmessage?.({ data: JSON.stringify(event) });
    });
  }
  drop(code = 1006) {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code, reason: '' });
    });
  }
}
const socket = () => FakeSocket.instances.at(-1)!;
const lastFrame = () => socket().sent.at(-1)!;

let calls: string[] = [];
let feedbackBodies: unknown[] = [];
beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  resetApiClientForTests();
  clearCookies();
  feedbackBodies = [];
  calls = mockApi((method, url, body) => {
    if (url.endsWith('/sophi/status')) return json({ engine: ENGINE, quota: QUOTA, signedIn: false, wsPath: SOPHI_WS_PATH, ssePath: '/api/seoul/v1/sophi/answers' });
    if (method === 'PUT' && url.endsWith(`/messages/${MESSAGE_ID}/feedback`)) {
      feedbackBodies.push(body);
      return json({ messageId: MESSAGE_ID, rating: (body as { rating: string }).rating, comment: null });
    }
    return undefined;
  });
  document.title = '홈 | SPI';
});
afterEach(() => {
  vi.unstubAllGlobals();
  uninstallMatchMedia();
  document.documentElement.removeAttribute('data-sophi-open');
});

async function renderPanel(width = 1280) {
  installMatchMedia(width);
  const onClose = vi.fn();
  render(<SophiPanel onClose={onClose} />, { wrapper: createWrapper() });
  // The socket opens once the status request has answered (it gives a guest browser its quota key).
  await waitFor(() => expect(socket()).toBeDefined());
  socket().open();
  socket().emit(ready);
  return { onClose };
}

describe('SophiPanel', () => {
  it('is a labelled side panel on desktop: connects with the subprotocol, names its engine, and makes room', async () => {
    const { onClose } = await renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Sophi' });
    expect(socket().url).toMatch(new RegExp(`^ws://[^/]+${SOPHI_WS_PATH}$`));
    expect(socket().protocol).toBe(SOPHI_WS_PROTOCOL);
    expect(within(panel).getByText('검색 기반 답변')).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-sophi-open')).toBe(true);
    expect(await screen.findByText('오늘 남은 질문 4회')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a modal dialog on mobile', async () => {
    await renderPanel(390);
    expect(screen.getByRole('dialog', { name: 'Sophi' }).getAttribute('aria-modal')).toBe('true');
    expect(document.documentElement.hasAttribute('data-sophi-open')).toBe(false);
  });

  it('asks with the page context, streams the answer with cited cards and a table, then asks a follow-up', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '배당수익률 상위 5개 리츠' }));
    const ask = lastFrame();
    expect(ask).toMatchObject({ type: 'ask', question: '배당수익률 상위 5개 리츠', context: { path: '/', title: '홈 | SPI' } });
    const requestId = ask.requestId as string;
    socket().emit(start(requestId), delta(0, '상위 리츠는 SK리츠입니다[2]. '));
    expect(screen.getByTestId('sophi-answer-text').textContent).toBe('상위 리츠는 SK리츠입니다2. ');
    expect((screen.getByLabelText('Sophi에게 질문') as HTMLTextAreaElement).disabled).toBe(true);
    socket().emit(
      delta(19, '공실률 기사도 있습니다[1].'),
      { type: 'citation', messageId: MESSAGE_ID, citation: ARTICLE_CITATION },
      { type: 'citation', messageId: MESSAGE_ID, citation: TABLE_CITATION },
      done('상위 리츠는 SK리츠입니다[2]. 공실률 기사도 있습니다[1].', ['SK리츠의 주요 자산은?']),
    );
    const cards = screen.getAllByTestId('sophi-citation');
    expect(cards.map((card) => card.querySelector('a')!.getAttribute('href'))).toEqual(['/article?id=101', '/reitsfocus']);
    expect(within(cards[0]!).getByText('2026.11.20')).toBeTruthy();
    const table = screen.getByRole('table', { name: /배당수익률 상위 5개 리츠/ });
    expect(within(table).getByText('2026.11.25 기준', { exact: false })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '배당수익률' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'SK리츠' }).getAttribute('href')).toBe('/reitsfocus/395400');
    expect(screen.getByRole('link', { name: '출처 1' }).getAttribute('href')).toBe(`#sophi-cite-${MESSAGE_ID}-1`);
    expect(screen.getByText('오늘 남은 질문 3회')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'SK리츠의 주요 자산은?' }));
    expect(lastFrame()).toMatchObject({ type: 'ask', question: 'SK리츠의 주요 자산은?', conversationId: '22222222-2222-4222-8222-222222222222' });
  });

  it('stops the answer in flight', async () => {
    await renderPanel();
    fireEvent.change(screen.getByLabelText('Sophi에게 질문'), { target: { value: '물류센터 공실률' } });
    fireEvent.keyDown(screen.getByLabelText('Sophi에게 질문'), { key: 'Enter' });
    const requestId = lastFrame().requestId as string;
    socket().emit(start(requestId), delta(0, '수도권'));
    fireEvent.click(screen.getByRole('button', { name: '답변 중지' }));
    expect(lastFrame()).toEqual({ type: 'stop', requestId, messageId: MESSAGE_ID });
    socket().emit({ type: 'cancel', messageId: MESSAGE_ID, requestId });
    expect(screen.getByRole('status').textContent).toBe('답변을 중지했습니다.');
    expect((screen.getByLabelText('Sophi에게 질문') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('records feedback with a pressed state', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '올해 가장 큰 오피스 거래는?' }));
    socket().emit(start(lastFrame().requestId as string), done('답입니다.'));
    const up = screen.getByRole('button', { name: '도움이 됐어요' });
    fireEvent.click(up);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(feedbackBodies).toEqual([{ rating: 'up' }]));
    expect(calls).toContain(`PUT /api/seoul/v1/sophi/messages/${MESSAGE_ID}/feedback`);
  });

  it('reconnects after a drop and resumes the answer from its offset without repeating text', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '배당수익률 상위 5개 리츠' }));
    socket().emit(start(lastFrame().requestId as string), delta(0, '첫 문장'));
    const first = socket();
    first.drop();
    await waitFor(() => expect(FakeSocket.instances.length).toBe(2), { timeout: 3000 });
    socket().open();
    expect(socket().sent[0]).toEqual({ type: 'resume', messageId: MESSAGE_ID, offset: 4 });
    socket().emit(delta(0, '첫 문장'), delta(2, '문장입니다.'));
    expect(screen.getByTestId('sophi-answer-text').textContent).toBe('첫 문장입니다.');
  });

  it('styles an insufficient answer as a notice, and offers a guest out of quota the sign-in link back to the panel', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '올해 가장 큰 오피스 거래는?' }));
    socket().emit(start(lastFrame().requestId as string), { ...done('근거가 부족합니다.', []), grounding: 'insufficient' } as SophiServerEvent);
    expect(screen.getByTestId('sophi-insufficient').textContent).toContain('근거가 부족합니다.');
    expect(screen.getByTestId('sophi-insufficient').textContent).toContain(SOPHI_TEXT.insufficientHint);
    // An answer that carries the hint itself (the grounded engine's) shows it once.
    socket().emit({ ...done(`근거가 부족합니다. ${SOPHI_TEXT.insufficientHint}`, []), grounding: 'insufficient' } as SophiServerEvent);
    expect(screen.getByTestId('sophi-insufficient').textContent!.split(SOPHI_TEXT.insufficientHint)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('sophi-live').textContent).toBe(`근거가 부족합니다. ${SOPHI_TEXT.insufficientHint}`);

    fireEvent.change(screen.getByLabelText('Sophi에게 질문'), { target: { value: '한 번 더' } });
    fireEvent.keyDown(screen.getByLabelText('Sophi에게 질문'), { key: 'Enter' });
    socket().emit({ type: 'error', requestId: lastFrame().requestId as string, messageId: null, code: 'SOPHI_QUOTA_EXCEEDED', message: '오늘 Sophi에게 물어볼 수 있는 횟수를 모두 사용했습니다.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('횟수를 모두 사용했습니다');
    expect(alert.textContent).toContain('로그인하면 더 많이 물어볼 수 있습니다.');
    expect(within(alert).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/?sophi=open')}`);
  });
});
