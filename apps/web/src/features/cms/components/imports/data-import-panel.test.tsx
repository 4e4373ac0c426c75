import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataImportReport } from '@spi/core/contracts/data-import';
import { resetSnackbars } from '@/components/ui';
import { createWrapper } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import type { UploadOptions } from '../../api/upload';
import { DataImportPanel, type ImportHistory } from './data-import-panel';

const upload = vi.fn<(files: File[], dryRun: boolean, options: UploadOptions) => Promise<DataImportReport>>();
const LABELS = { funds: '펀드', fund_assets: '기초자산', fund_investors: '투자자' };
const BAD: DataImportReport = {
  ok: false,
  written: false,
  files: [
    { name: 'fund_assets.csv', table: 'fund_assets', rows: 2, inserted: 0, updated: 0, unchanged: 0, errors: [{ row: 3, column: 'fund_id', code: 'UNKNOWN_FUND', message: '알 수 없는 펀드 코드입니다: KR5X' }] },
    { name: 'funds.csv', table: 'funds', rows: 1, inserted: 0, updated: 0, unchanged: 0, errors: [] },
  ],
};
const GOOD: DataImportReport = { ok: true, written: false, files: [{ name: 'funds.csv', table: 'funds', rows: 1, inserted: 1, updated: 0, unchanged: 0, errors: [] }] };
const history: ImportHistory = { data: [], isError: false, error: null, refetch: () => undefined };

function renderPanel(h: ImportHistory = history) {
  return render(
    <DataImportPanel
      upload={upload}
      history={h}
      historyKey={['cms', 'funds', 'imports']}
      maxFiles={2}
      tableLabels={LABELS}
      hint="funds, fund_assets, fund_investors"
      writtenMessage="가져왔습니다."
      emptyHistory={{ title: '아직 가져온 파일이 없습니다.', description: '설명' }}
      testIdPrefix="funds-import"
    />,
    { wrapper: createWrapper() },
  );
}
const choose = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('funds-import-input'), { target: { files: names.map((n) => new File(['id\n'], n, { type: 'text/csv' })) } });

describe('DataImportPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    upload.mockReset();
  });

  it('imports only after a check without errors; the report lists files in table order and every error by row and column', async () => {
    renderPanel();
    expect(screen.getByText('아직 가져온 파일이 없습니다.')).toBeTruthy();
    expect((screen.getByTestId('funds-import-check') as HTMLButtonElement).disabled).toBe(true);
    choose('fund_assets.csv', 'funds.csv');
    expect(screen.getByRole('list', { name: '선택한 파일' }).textContent).toContain('fund_assets.csv');
    upload.mockResolvedValueOnce(BAD);
    fireEvent.click(screen.getByTestId('funds-import-check'));
    const report = await screen.findByTestId('funds-import-report');
    expect(upload.mock.calls[0]![1]).toBe(true);
    expect(within(report).getByRole('alert').textContent).toContain('오류 1건');
    const rows = within(report).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toContain('funds.csv');
    expect(rows[1]).toContain('펀드');
    expect(rows[2]).toContain('기초자산');
    const errors = screen.getByTestId('funds-import-errors');
    expect(errors.textContent).toContain('fund_id');
    expect(errors.textContent).toContain('알 수 없는 펀드 코드입니다');
    expect((screen.getByTestId('funds-import-run') as HTMLButtonElement).disabled).toBe(true);

    upload.mockResolvedValueOnce(GOOD);
    fireEvent.click(screen.getByTestId('funds-import-check'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('오류가 없습니다'));
    expect((screen.getByTestId('funds-import-run') as HTMLButtonElement).disabled).toBe(false);
    upload.mockResolvedValueOnce({ ...GOOD, written: true });
    fireEvent.click(screen.getByTestId('funds-import-run'));
    await waitFor(() => expect(screen.getByTestId('funds-import-report').textContent).toContain('가져오기를 마쳤습니다.'));
    expect(upload.mock.calls[2]![1]).toBe(false);
  });

  it('keeps at most maxFiles files and lets one be removed', () => {
    renderPanel();
    choose('funds.csv', 'fund_assets.csv', 'fund_investors.csv');
    const list = screen.getByRole('list', { name: '선택한 파일' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'funds.csv 빼기' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists the recent imports with their totals', () => {
    renderPanel({ ...history, data: [{ id: 'i1', createdAt: '2026-11-21T09:00:00.000Z', files: [{ name: 'funds.csv', rows: 2, inserted: 2, updated: 0 }, { name: 'fund_assets.csv', rows: 3, inserted: 1, updated: 1 }] }] });
    const table = screen.getByTestId('funds-import-history');
    expect(table.textContent).toContain('funds.csv, fund_assets.csv');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('5');
  });
});
