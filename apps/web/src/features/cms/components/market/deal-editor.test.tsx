import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '@/components/ui';
import { confirm, errorOf, field, resetEditorTest, router, type } from '../testing/editor-test-kit';
import { createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';
import { emptyDealDraft, type DealDraft } from './deal-form-model';

vi.mock('next/navigation', async () => (await import('../testing/editor-test-kit')).navigationMock('/admin/deals/new'));
vi.mock('@/components/ui', async (importOriginal) => (await import('../testing/editor-test-kit')).uiWithConfirm(importOriginal));

const { replace, push } = router;
const { DealForm } = await import('./deal-editor');

const filled: DealDraft = {
  ...emptyDealDraft(),
  assetName: '센터원 빌딩',
  address: '서울 중구 을지로5길 26',
  district: '서울 중구',
  region: 'CBD',
  assetType: 'OFFICE',
  buyer: '미래에셋자산운용',
  buyerType: 'FUND',
  seller: '이지스자산운용',
  sellerType: 'FUND',
  status: 'CLOSED',
  dealDate: '2024-09-30',
  source: '전자공시',
};

describe('DealForm', { timeout: 20_000 }, () => {
  beforeEach(resetEditorTest);

  it('shows 원 for 억원, 평 for ㎡ and the computed 평당가 as the editor types', () => {
    const { container } = render(<DealForm initial={emptyDealDraft()} dealId={null} audits={[]} />, { wrapper: createWrapper() });
    type(container, 'priceWon', '1,000');
    type(container, 'gfaSqm', String((1000 * 400) / 121));
    expect(screen.getByText('= 100,000,000,000원')).toBeTruthy();
    expect(screen.getByText('≈ 1,000평')).toBeTruthy();
    expect(screen.getByTestId('price-per-pyeong').textContent).toContain('100,000,000원 / 3.3㎡');
    // A 50 % stake: the price is grossed up to the whole building.
    type(container, 'stake', '50');
    expect(screen.getByTestId('price-per-pyeong').textContent).toContain('200,000,000원 / 3.3㎡');
    // The guard's message: there are unsaved changes.
    expect(screen.getByTestId('unsaved').textContent).toContain('저장하지 않은 변경 사항');
  });

  it('checks the form with the contract and shows its Korean messages on the fields, without calling the API', async () => {
    const calls = mockApi(() => json({}));
    const { container } = render(<DealForm initial={emptyDealDraft()} dealId={null} audits={[]} />, { wrapper: createWrapper() });
    type(container, 'capRate', '150');
    type(container, 'id', 'bad id');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    expect((await screen.findByTestId('form-error')).textContent).toContain('입력값을 확인해 주세요.');
    expect(errorOf(container, 'assetName')).toBe('자산명을(를) 입력해 주세요.');
    expect(errorOf(container, 'region')).toBe('권역을 선택해 주세요.');
    expect(errorOf(container, 'dealDate')).toBe('거래일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.');
    expect(errorOf(container, 'capRate')).toBe('캡레이트은(는) 0과 1 사이의 비율입니다 (4.5% → 0.045).');
    expect(errorOf(container, 'id')).toContain('딜 ID는 영문 대문자·숫자·하이픈');
    expect(field(container, 'assetName').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(container, 'id'));
    expect(calls).toEqual([]);

    // Typing into a field clears its message.
    type(container, 'assetName', '센터원');
    expect(errorOf(container, 'assetName')).toBeNull();
  });

  it('sends 원 and fractions, then opens the new deal', async () => {
    let sent: Record<string, unknown> | null = null;
    const calls = mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/seoul/v1/admin/deals') {
        sent = body as Record<string, unknown>;
        return json({ deal: { id: 'D-2024-0999' } }, 201);
      }
      return undefined;
    });
    const { container } = render(<DealForm initial={filled} dealId={null} audits={[]} />, { wrapper: createWrapper() });
    type(container, 'priceWon', '9,000');
    type(container, 'capRate', '4.5');
    type(container, 'ltv', '55');
    type(container, 'stake', '50');
    type(container, 'gfaSqm', '82,000');
    type(container, 'buyerFundId', 'k55105bu0829');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/deals/D-2024-0999'));
    expect(calls).toEqual(['POST /api/seoul/v1/admin/deals']);
    expect(sent).toMatchObject({
      assetName: '센터원 빌딩', priceWon: 900_000_000_000, capRate: 0.045, ltv: 0.55, stake: 0.5, gfaSqm: 82_000, landSqm: null,
      buyerFundId: 'K55105BU0829', buyerReitTicker: null, tags: [], isSample: false, priceQuality: 'CONFIRMED', structure: 'ASSET',
    });
    expect(sent).not.toHaveProperty('id');
  });

  it('puts the API\'s validation issues and a taken ID on their fields', async () => {
    let answer = json({ error: { code: 'VALIDATION_FAILED', message: '입력값이 올바르지 않습니다.', details: { location: 'body', issues: [{ path: 'priceWon', message: '거래가은(는) 0 이상이어야 합니다.' }] } } }, 400);
    mockApi((method) => (method === 'POST' ? answer : undefined));
    const { container } = render(<DealForm initial={{ ...filled, id: 'D-2024-0001' }} dealId={null} audits={[]} />, { wrapper: createWrapper() });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'priceWon')).toBe('거래가은(는) 0 이상이어야 합니다.'));
    expect(screen.getByTestId('form-error').textContent).toContain('서버에서 입력값을 거부했습니다.');

    answer = json(errorBody('DEAL_ID_TAKEN', '같은 ID의 딜이 이미 있습니다.'), 409);
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'id')).toBe('같은 ID의 딜이 이미 있습니다.'));
    expect(errorOf(container, 'priceWon')).toBeNull();

    // An unknown REIT ticker or fund code: the API names the field.
    answer = json({ error: { code: 'DEAL_REFERENCE_UNKNOWN', message: '연결한 리츠 티커나 펀드 코드를 찾을 수 없습니다.', details: { location: 'body', issues: [{ path: 'buyerFundId', message: '매수 펀드 코드 K000000을(를) 찾을 수 없습니다.' }] } } }, 400);
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'buyerFundId')).toBe('매수 펀드 코드 K000000을(를) 찾을 수 없습니다.'));
    expect(screen.getByTestId('form-error').textContent).toBe('연결한 리츠 티커나 펀드 코드를 찾을 수 없습니다.');
    expect(replace).not.toHaveBeenCalled();
  });

  it('updates an existing deal with PUT (no id in the body) and shows its audit trail', async () => {
    let sent: Record<string, unknown> | null = null;
    mockApi((method, url, body) => {
      if (method === 'PUT' && url === '/api/seoul/v1/admin/deals/D-2024-0153') {
        sent = body as Record<string, unknown>;
        return json({ deal: { id: 'D-2024-0153' } });
      }
      return undefined;
    });
    const audits = [{ id: 'a1', action: 'UPDATE' as const, actor: { userId: 'u1', name: '지호' }, changes: [{ field: 'priceWon', before: 800_000_000_000, after: 900_000_000_000 }], createdAt: '2026-11-20T01:00:00.000Z' }];
    const { container } = render(<DealForm initial={{ ...filled, id: 'D-2024-0153', priceWon: '9000' }} dealId="D-2024-0153" audits={audits} />, { wrapper: createWrapper() });
    expect(within(screen.getByTestId('audit-trail')).getByText('거래가')).toBeTruthy();
    type(container, 'priceWon', '9500');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ priceWon: 950_000_000_000 });
    expect(sent).not.toHaveProperty('id');
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
  });

  it('deletes a deal through the system confirm, then goes back to the list', async () => {
    const calls = mockApi((method, url) => (method === 'DELETE' && url === '/api/seoul/v1/admin/deals/D-2024-0153' ? json({ deleted: true, id: 'D-2024-0153' }) : undefined));
    confirm.mockImplementationOnce(async (args: { onSubmit: () => Promise<unknown> }) => { await args.onSubmit(); return true; });
    render(<DealForm initial={{ ...filled, id: 'D-2024-0153' }} dealId="D-2024-0153" audits={[]} />, { wrapper: createWrapper() });
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/deals'));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: '딜을 삭제할까요?', submitLabel: '삭제', submitColor: 'danger' });
    expect(calls).toEqual(['DELETE /api/seoul/v1/admin/deals/D-2024-0153']);
    expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe('딜을 삭제했습니다.');

    // Cancelled: nothing is sent.
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(calls).toHaveLength(1);
  });
});
