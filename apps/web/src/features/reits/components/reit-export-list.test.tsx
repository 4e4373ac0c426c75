import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReitListItem } from '@spi/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UiModule from '@/components/ui';

const open = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  useModal: () => ({ open, close: vi.fn() }),
}));

const { ReitExportList } = await import('./reit-export-list');

const row = (ticker: string, nameKo: string, amc: string) => ({
  ticker, nameKo, nameEn: nameKo, sector: 'OFFICE', sectorLabel: '오피스', amc, sponsor: '', securityType: 'REIT',
  price: 5120, change: null, changeRate: null, volume: null, nextRecordDate: null, metrics: {}, sparkline: [],
}) as unknown as ReitListItem;

const rows = [row('088980', '맥쿼리인프라', '맥쿼리자산운용'), row('330590', '롯데리츠', '롯데AMC')];
const note = { asOf: '2026-11-24', isSample: true, source: '샘플' };

describe('ReitExportList', () => {
  beforeEach(() => open.mockReset());

  it('lists every REIT with a download button that opens the REIT download modal', () => {
    render(<ReitExportList rows={rows} note={note} />);
    const list = screen.getByTestId('reit-export-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText('5,120원')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '롯데리츠 엑셀 받기' }));
    expect(open).toHaveBeenCalledWith({ name: 'reit-download', args: { ticker: '330590', nameKo: '롯데리츠', asOf: '2026-11-24', isSample: true } });
  });

  it('filters by name, ticker or AMC and says when nothing matches', () => {
    render(<ReitExportList rows={rows} note={note} />);
    const search = screen.getByRole('searchbox', { name: '리츠 이름, 종목코드, AMC로 찾기' });
    fireEvent.change(search, { target: { value: '088980' } });
    expect(within(screen.getByTestId('reit-export-list')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(search, { target: { value: '없는리츠' } });
    expect(screen.getByText('‘없는리츠’에 맞는 리츠가 없습니다.')).toBeTruthy();
  });
});
