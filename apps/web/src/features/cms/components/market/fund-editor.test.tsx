import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars } from '@/components/ui';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/funds/K55105BU0829',
  useSearchParams: () => new URLSearchParams(),
}));

const { FundEditorScreen } = await import('./fund-editor');

const FUND = {
  id: 'K55105BU0829', name: '이지스 코어 오피스 1호', amc: '이지스자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE',
  assetType: 'OFFICE', status: 'ACTIVE', inceptionDate: '2020-03-02', maturityDate: '2027-03-02', extension: '수익자 총회 의결로 2년', originalPrincipalWon: 300_000_000_000,
  aumWon: 420_000_000_000, navWon: 310_000_000_000, navAsOf: '2026-09-30', leverageCap: 0.6, targetIrr: 0.065, managementFee: 0.0045, performanceFee: '',
  salesCompanies: ['삼성증권'], trustee: '하나은행', description: '', source: '금융투자협회', isSample: true,
  assets: [{ name: '센터원 빌딩', assetType: 'OFFICE', region: 'CBD', acquiredOn: '2020-03-10', stake: 0.5, dealId: 'D-2020-0001' }],
  investors: [{ name: '교직원공제회', type: 'MUTUAL_AID', commitmentWon: 100_000_000_000 }],
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z',
};
const REPORT = {
  id: 'r1', fundId: FUND.id, fundName: FUND.name, title: '2026년 3분기 자산운용보고서', kind: 'REGULAR', kindLabel: '자산운용보고서', periodEnd: '2026-09-30',
  fileName: 'q3.pdf', mime: 'application/pdf', size: 2048, uploadedAt: '2026-11-02T03:00:00.000Z', downloads: 3,
};
const AUDIT = { id: 'a1', action: 'REPORT_UPLOAD', actor: { userId: 'u1', name: '지호' }, changes: [{ field: 'report', before: null, after: { title: REPORT.title, kind: 'REGULAR', periodEnd: '2026-09-30', fileName: 'q3.pdf' } }], createdAt: '2026-11-02T03:00:00.000Z' };

describe('FundEditorScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
  });

  it('loads the fund in 억원 and %, its reports and history, and saves it back in 원 and fractions', async () => {
    let sent: Record<string, unknown> | null = null;
    const calls = mockApi((method, url, body) => {
      if (url !== '/api/seoul/v1/admin/funds/K55105BU0829') return undefined;
      if (method === 'PUT') sent = body as Record<string, unknown>;
      return json({ fund: FUND, reports: [REPORT], audits: [AUDIT] });
    });
    const { container } = render(<FundEditorScreen fundId="K55105BU0829" />, { wrapper: createWrapper() });
    await screen.findByTestId('fund-form');
    const value = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(value('aumWon')).toBe('4200');
    expect(value('managementFee')).toBe('0.45');
    expect(value('assets.0.stake')).toBe('50');
    expect(value('investors.0.commitmentWon')).toBe('1000');
    expect(screen.getByTestId('admin-report-row').textContent).toContain('3회');
    expect(screen.getByTestId('audit-entry').textContent).toContain('보고서 업로드');
    expect(screen.getByTestId('audit-entry').textContent).toContain('제목 2026년 3분기 자산운용보고서');

    fireEvent.change(container.querySelector('[name="aumWon"]')!, { target: { value: '4,350.5' } });
    fireEvent.click(screen.getByRole('button', { name: '투자자 추가' }));
    fireEvent.change(container.querySelector('[name="investors.1.name"]')!, { target: { value: '국민연금공단' } });
    fireEvent.change(container.querySelector('[name="investors.1.type"]')!, { target: { value: 'PENSION' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      aumWon: 435_050_000_000, managementFee: 0.0045, leverageCap: 0.6,
      assets: [{ name: '센터원 빌딩', stake: 0.5, dealId: 'D-2020-0001', acquiredOn: '2020-03-10' }],
      investors: [{ name: '교직원공제회', commitmentWon: 100_000_000_000 }, { name: '국민연금공단', type: 'PENSION', commitmentWon: null }],
    });
    expect(sent).not.toHaveProperty('id');
    expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  });

  it('a new fund: asks for its code and required fields, and says reports come after the first save', async () => {
    const calls = mockApi(() => undefined);
    const { container } = render(<FundEditorScreen fundId={null} />, { wrapper: createWrapper() });
    expect(screen.getByText('펀드를 등록한 뒤 보고서를 올릴 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    const errorOf = (name: string) => container.querySelector(`[data-field="${name}"] [role="alert"]`)?.textContent;
    await waitFor(() => expect(errorOf('id')).toBe('펀드 코드를 입력해 주세요 (예: K55105BU0829).'));
    expect(errorOf('name')).toBe('펀드명을(를) 입력해 주세요.');
    expect(errorOf('inceptionDate')).toBe('설정일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.');
    expect(calls).toEqual([]);
  });
});
