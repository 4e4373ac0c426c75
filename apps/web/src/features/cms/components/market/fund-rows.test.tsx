import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkFundDraft, emptyFundDraft, type AssetRowDraft, type FundDraft, type InvestorRowDraft } from './fund-form-model';
import { AssetRowsEditor, InvestorRowsEditor } from './fund-rows';
import type { FormErrors } from './units';

function Harness({ errors = {}, onRows }: { errors?: FormErrors; onRows?: (assets: AssetRowDraft[], investors: InvestorRowDraft[]) => void }) {
  const [assets, setAssets] = useState<AssetRowDraft[]>([]);
  const [investors, setInvestors] = useState<InvestorRowDraft[]>([]);
  onRows?.(assets, investors);
  return (
    <>
      <AssetRowsEditor rows={assets} onChange={setAssets} errors={errors} />
      <InvestorRowsEditor rows={investors} onChange={setInvestors} errors={errors} />
    </>
  );
}

const set = (name: string, value: string) => {
  const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  fireEvent.change(el, { target: { value } });
};

describe('fund row editors', { timeout: 20_000 }, () => {
  it('adds, edits, reorders and removes asset and investor rows', () => {
    let latest: { assets: AssetRowDraft[]; investors: InvestorRowDraft[] } = { assets: [], investors: [] };
    render(<Harness onRows={(assets, investors) => { latest = { assets, investors }; }} />);
    expect(screen.getByText('기초자산이 없습니다. 아래 버튼으로 추가해 주세요.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '기초자산 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '기초자산 추가' }));
    expect(screen.getAllByTestId('asset-row')).toHaveLength(2);
    set('assets.0.name', '센터원 빌딩');
    set('assets.1.name', '판교 물류센터');
    set('assets.1.stake', '49.5');
    fireEvent.click(screen.getByRole('button', { name: '기초자산 2 위로' }));
    expect(latest.assets.map((a) => a.name)).toEqual(['판교 물류센터', '센터원 빌딩']);
    expect(latest.assets[0]!.stake).toBe('49.5');
    expect((screen.getByRole('button', { name: '기초자산 1 위로' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '기초자산 2 삭제' }));
    expect(latest.assets.map((a) => a.name)).toEqual(['판교 물류센터']);

    fireEvent.click(screen.getByRole('button', { name: '투자자 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '투자자 추가' }));
    set('investors.0.name', '국민연금공단');
    set('investors.0.commitmentWon', '1,500');
    set('investors.1.commitmentWon', '500');
    expect(screen.getByTestId('commitment-total').textContent).toBe('2/50곳 · 약정액 합계 2,000억원');
    expect(screen.getByText('= 150,000,000,000원')).toBeTruthy();
  });

  it('shows the errors of each row under its field', () => {
    render(<Harness errors={{ 'assets.0.name': '자산명을(를) 입력해 주세요.', investors: '투자자는 50곳까지입니다.' }} />);
    fireEvent.click(screen.getByRole('button', { name: '기초자산 추가' }));
    const name = document.querySelector('[data-field="assets.0.name"]')!;
    expect(name.querySelector('[role="alert"]')?.textContent).toBe('자산명을(를) 입력해 주세요.');
    expect(name.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('투자자는 50곳까지입니다.')).toBeTruthy();
  });

  it('turns rows into the contract: stake % as a fraction, 억원 as 원, errors keyed by row', () => {
    const base: FundDraft = {
      ...emptyFundDraft(), name: '이지스 코어 1호', amc: '이지스자산운용', legalForm: 'TRUST', strategy: 'CORE', assetType: 'OFFICE', inceptionDate: '2020-03-02', source: '금융투자협회',
    };
    // A new fund needs its code (it is the id).
    expect(checkFundDraft(base, true)).toEqual({ ok: false, errors: { id: '펀드 코드를 입력해 주세요 (예: K55105BU0829).' } });
    const ok = checkFundDraft({
      ...base,
      id: 'k55105bu0829',
      assets: [{ key: 'a', name: '센터원', assetType: 'OFFICE', region: 'CBD', acquiredOn: '2020-03-10', stake: '49.5', dealId: 'd-2020-0001' }],
      investors: [{ key: 'i', name: '교직원공제회', type: 'MUTUAL_AID', commitmentWon: '300' }],
    }, true);
    expect(ok.ok && ok.input.assets[0]).toEqual({ name: '센터원', assetType: 'OFFICE', region: 'CBD', acquiredOn: '2020-03-10', stake: 0.495, dealId: 'D-2020-0001' });
    expect(ok.ok && ok.input.id).toBe('K55105BU0829');
    expect(ok.ok && ok.input.investors[0]).toEqual({ name: '교직원공제회', type: 'MUTUAL_AID', commitmentWon: 30_000_000_000 });

    const bad = checkFundDraft({ ...base, maturityDate: '2019-01-01', assets: [{ key: 'a', name: '', assetType: '', region: 'CBD', acquiredOn: '', stake: '', dealId: '' }], investors: [] }, true);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors['assets.0.name']).toBe('자산명을(를) 입력해 주세요.');
      expect(bad.errors['assets.0.assetType']).toBe('자산 유형을 선택해 주세요.');
      expect(bad.errors['assets.0.stake']).toBe('보유 지분: 숫자를 입력해 주세요.');
      expect(bad.errors.maturityDate).toBe('만기일은 설정일 이후여야 합니다.');
    }
  });
});
