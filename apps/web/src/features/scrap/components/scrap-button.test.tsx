import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import type * as UiModule from '@/components/ui';

const push = vi.fn();
const confirm = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  useSystemConfirm: () => confirm,
}));

const { ScrapButton } = await import('./scrap-button');

function jwt(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, iat: now, exp: now + 3600 })}.sig`;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('ScrapButton', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    clearCookies();
    push.mockReset();
    confirm.mockReset();
  });
  afterEach(() => clearCookies());

  it('asks a guest to sign in and comes back to this page', async () => {
    confirm.mockResolvedValue(true);
    render(<ScrapButton contentId="5" title="YBD 공실률" />, { wrapper });
    const button = screen.getByRole('button', { name: 'YBD 공실률 스크랩' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/sign-in?redirect=%2F'));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '로그인이 필요합니다', submitLabel: '로그인하기' }));
  });

  it('saves optimistically for a member, with a snackbar; rolls back when the API refuses', async () => {
    document.cookie = `spi-accessToken=${jwt('user-1')}; path=/`;
    document.cookie = 'spi-csrf=csrf-token; path=/';
    let refuse = false;
    // The first PUT is held until the test releases it, so the pressed state is seen before the API answers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const calls: string[] = [];
    configureApiClient({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (url.startsWith('/api/seoul/v1/scraps?')) {
          return json({ data: [], pagination: { page: 0, size: 50, count: 0, hasNext: false }, counts: { CONTENT: 0 } });
        }
        if (refuse) return json({ error: { code: 'INTERNAL_ERROR', message: '오류' } }, 500);
        await held;
        return json({ contentType: 'CONTENT', contentId: '5', scrapped: init.method === 'PUT' });
      }) as typeof fetch,
    });

    render(<ScrapButton contentId="5" title="YBD 공실률" />, { wrapper });
    // The member's part is loaded on demand (it asks for the saved list once it is there).
    await waitFor(() => expect(calls.some((c) => c.startsWith('GET /api/seoul/v1/scraps?'))).toBe(true));
    const button = screen.getByRole('button', { name: 'YBD 공실률 스크랩' });

    await act(async () => { fireEvent.click(button); });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(useSnackbarStore.getState().snackbars).toHaveLength(0);
    release();
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('스크랩했습니다.'));
    expect(calls).toContain('PUT /api/seoul/v1/scraps/CONTENT/5');

    refuse = true;
    await act(async () => { fireEvent.click(button); });
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('스크랩을 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
