import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '@/components/ui/modal/modal-context';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import AddressSearchModal, { ADDRESS_EMPTY_MESSAGE } from './address-search-modal';
import { DAUM_POSTCODE_URL } from './daum-postcode';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const result = (n: number) => ({ roadAddress: `서울특별시 중구 세종대로 ${n}`, jibunAddress: `서울특별시 중구 태평로1가 ${n}`, zonecode: String(4500 + n).padStart(5, '0'), buildingName: n === 110 ? '서울특별시청' : '', sido: '서울특별시', sigungu: '중구' });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } }, mutationCache: new MutationCache() });
  const value = { id: 'm', titleId: 't', descriptionId: 'd', close: () => {}, forceClose: () => {}, setBusy: () => {}, busy: false };
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}><ModalContext.Provider value={value}>{children}</ModalContext.Provider></QueryClientProvider>;
}

let calls: string[] = [];
function mockAddresses(answer: (query: string, page: number) => Response) {
  calls = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      calls.push(`${url.pathname}?${url.searchParams}`);
      return answer(url.searchParams.get('query') ?? '', Number(url.searchParams.get('page')));
    }) as typeof fetch,
  });
}

const page = (results: unknown[], count: number, pageNo = 0, provider = 'local') => json({ results, pagination: { count, page: pageNo, size: 10 }, provider });

describe("named modal 'address-search'", () => {
  beforeEach(() => {
    resetApiClientForTests();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('searches once typing pauses, moves with the arrow keys and returns the chosen address with Enter', async () => {
    mockAddresses(() => page([result(110), result(136)], 2));
    const close = vi.fn();
    render(<AddressSearchModal args={{}} close={close} />, { wrapper: wrapper() });
    const input = screen.getByTestId('address-search-input');
    fireEvent.change(input, { target: { value: '세' } });
    fireEvent.change(input, { target: { value: '세종대로' } });
    await screen.findByTestId('address-result-1');
    expect(calls).toEqual(['/api/sejong/v1/addresses?query=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C&page=0&size=10']);
    expect(screen.getByTestId('address-result-0').textContent).toContain('서울특별시청');
    expect(screen.getByTestId('address-result-0').textContent).toContain('태평로1가');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByTestId('address-result-0').id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(close).toHaveBeenCalledWith(result(110));
    // Locally Kakao's script is never loaded.
    expect(document.querySelector(`script[src="${DAUM_POSTCODE_URL}"]`)).toBeNull();
  });

  it('Enter searches at once; nothing found shows the hint', async () => {
    mockAddresses(() => page([], 0));
    render(<AddressSearchModal args={{}} close={vi.fn()} />, { wrapper: wrapper() });
    const input = screen.getByTestId('address-search-input');
    fireEvent.change(input, { target: { value: '없는 주소' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('address-search-empty')).textContent).toBe(ADDRESS_EMPTY_MESSAGE);
  });

  it("shows the API's message when the search fails", async () => {
    mockAddresses(() => json({ error: { code: 'VALIDATION_FAILED', message: '도로명, 건물명 또는 지번을 2자 이상 입력해 주세요.' } }, 400));
    render(<AddressSearchModal args={{ initialQuery: '세종' }} close={vi.fn()} />, { wrapper: wrapper() });
    expect((await screen.findByTestId('address-search-error')).textContent).toContain('2자 이상 입력해 주세요');
  });

  it("'더 보기' appends the next page", async () => {
    mockAddresses((_q, n) => page(n === 0 ? Array.from({ length: 10 }, (_, i) => result(i + 1)) : [result(99)], 11, n));
    render(<AddressSearchModal args={{ initialQuery: '세종대로' }} close={vi.fn()} />, { wrapper: wrapper() });
    await screen.findByTestId('address-result-9');
    await act(async () => { fireEvent.click(screen.getByTestId('address-search-more')); });
    await screen.findByTestId('address-result-10');
    expect(screen.queryByTestId('address-search-more')).toBeNull();
    expect(calls.at(-1)).toContain('page=1');
  });

  it("loads Kakao's postcode script only when the API's provider is 'daum'", async () => {
    mockAddresses(() => page([], 0, 0, 'daum'));
    render(<AddressSearchModal args={{ initialQuery: '세종대로' }} close={vi.fn()} />, { wrapper: wrapper() });
    await waitFor(() => expect(document.querySelector(`script[src="${DAUM_POSTCODE_URL}"]`)).not.toBeNull());
    expect(screen.getByTestId('address-search-daum')).toBeTruthy();
  });
});
