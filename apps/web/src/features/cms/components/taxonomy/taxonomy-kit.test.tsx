// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';
import type * as UiModule from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';

const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showSystemConfirm: (...args: unknown[]) => confirm(...args),
}));

const { TaxonomyListState } = await import('./taxonomy-kit');
const { SeriesScreen } = await import('./series-screen');

const SERIES = '/api/seoul/v1/admin/series';
const row = (over: Record<string, unknown> = {}) => ({ seriesId: 's1', slug: 'market', name: '시장 읽기', description: '', articleCount: 1200, ...over });

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  confirm.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('TaxonomyListState', () => {
  const empty = { title: '없습니다.', description: '만드세요.', action: { label: '새 항목', onClick: vi.fn() } };
  it('error with a retry while nothing is loaded, the skeleton, the empty state with its action, then the content', () => {
    const refetch = vi.fn();
    const view = (query: { data: string[] | undefined; isError: boolean }) => (
      <TaxonomyListState query={{ ...query, error: new Error('x'), refetch }} errorTitle="못 불러왔습니다." isEmpty={(d) => d.length === 0} empty={empty}>
        {(data) => <p data-testid="content">{data.join(',')}</p>}
      </TaxonomyListState>
    );
    const { rerender } = render(view({ data: undefined, isError: true }));
    expect(screen.getByText('못 불러왔습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(view({ data: undefined, isError: false }));
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    rerender(view({ data: [], isError: false }));
    fireEvent.click(screen.getByRole('button', { name: '새 항목' }));
    expect(empty.action.onClick).toHaveBeenCalledTimes(1);
    rerender(view({ data: ['a', 'b'], isError: true })); // a failed refetch keeps the loaded list
    expect(screen.getByTestId('content').textContent).toBe('a,b');
  });
});

describe('a taxonomy screen on the kit (series)', () => {
  it('lists, creates (schema first, then the API), edits, and deletes after the confirm', async () => {
    let rows = [row()];
    const sent: Array<[string, string, unknown]> = [];
    mockApi((method, url, body) => {
      sent.push([method, url, body]);
      if (method === 'GET' && url === SERIES) return json({ data: rows });
      if (method === 'POST' && url === SERIES) {
        if ((body as { slug?: string }).slug === 'taken') return json(errorBody('SLUG_TAKEN', '이미 쓰는 슬러그입니다.'), 409);
        rows = [...rows, row({ seriesId: 's2', ...(body as object), slug: 'new', articleCount: 0 })];
        return json(rows.at(-1), 201);
      }
      if (method === 'PUT' && url === `${SERIES}/s1`) return json(row(body as Record<string, unknown>));
      if (method === 'DELETE' && url === `${SERIES}/s1`) { rows = rows.filter((r) => r.seriesId !== 's1'); return new Response(null, { status: 204 }); }
      return undefined;
    });
    render(<SeriesScreen />, { wrapper: createWrapper() });
    const table = await screen.findByTestId('series-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['이름', '슬러그', '설명', '기사', '관리']);
    expect(within(table).getByRole('rowheader').textContent).toBe('시장 읽기');
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['market', '—', '1,200', '수정삭제']);

    // Create: the contract's message first, no request; then the API's field refusal on its field; then saved.
    fireEvent.click(screen.getByRole('button', { name: '새 시리즈' }));
    const dialog = screen.getByRole('dialog', { name: '새 시리즈' });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '저장' })); });
    expect(sent.some(([m]) => m === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/이름/), { target: { value: '새 연재' } });
    fireEvent.change(within(dialog).getByLabelText(/슬러그/), { target: { value: 'taken' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '저장' })); });
    await waitFor(() => expect(within(dialog).getByText('이미 쓰는 슬러그입니다.')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText(/슬러그/), { target: { value: '' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '저장' })); });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter(([m]) => m === 'POST').at(-1)![2]).toEqual({ name: '새 연재', description: '' });
    await waitFor(() => expect(screen.getByTestId('series-table').textContent).toContain('새 연재'));

    // Edit: the row's values in the dialog, PUT to its id.
    fireEvent.click(screen.getByRole('button', { name: '시장 읽기 수정' }));
    const edit = screen.getByRole('dialog', { name: '시리즈 수정' });
    expect((within(edit).getByLabelText(/이름/) as HTMLInputElement).value).toBe('시장 읽기');
    fireEvent.change(within(edit).getByLabelText(/설명/), { target: { value: '주간 시장 분석' } });
    await act(async () => { fireEvent.click(within(edit).getByRole('button', { name: '저장' })); });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find(([m]) => m === 'PUT')![2]).toEqual({ name: '시장 읽기', slug: 'market', description: '주간 시장 분석' });

    // Delete: nothing without the confirm; with it, DELETE and the list refreshed.
    confirm.mockResolvedValueOnce(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '시장 읽기 삭제' })); });
    expect(sent.some(([m]) => m === 'DELETE')).toBe(false);
    confirm.mockResolvedValueOnce(true);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '시장 읽기 삭제' })); });
    expect(confirm.mock.calls.at(-1)![0]).toMatchObject({ title: '시리즈를 삭제할까요?', submitLabel: '삭제' });
    await waitFor(() => expect(screen.getByTestId('series-table').textContent).not.toContain('시장 읽기'));
  });
});
