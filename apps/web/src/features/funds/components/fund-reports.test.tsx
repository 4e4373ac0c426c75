import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { report } from '../testing/fixtures';
import { FundReports, groupReportsByYear } from './fund-reports';

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const REPORTS = [
  report({ id: 'a', periodEnd: '2025-12-31', title: '2025년 하반기 자산운용보고서', fundName: '마스턴 물류 3호', fundId: 'KR5370AB1234' }),
  report({ id: 'b', periodEnd: '2026-06-30', title: '2026년 상반기 자산운용보고서' }),
  report({ id: 'c', periodEnd: '2026-09-30', title: '2026년 3분기 자산운용보고서' }),
];

function renderReports() {
  const Wrapper = createWrapper();
  render(<Wrapper><FundReports /></Wrapper>);
}

describe('fund reports page', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn('haeun');
  });

  it('groups reports by year of 기준일, newest first', () => {
    const groups = groupReportsByYear(REPORTS);
    expect(groups.map((g) => [g.year, g.reports.map((r) => r.id)])).toEqual([['2026', ['c', 'b']], ['2025', ['a']]]);
  });

  it('lists every report with its fund link and narrows by a search within', async () => {
    mockApi(() => json({ data: REPORTS }));
    renderReports();
    const list = await screen.findByTestId('fund-reports');
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026년 기준 2건', '2025년 기준 1건']);
    expect(within(list).getByRole('link', { name: '마스턴 물류 3호' }).getAttribute('href')).toBe('/fund/KR5370AB1234');
    fireEvent.change(screen.getByRole('searchbox', { name: '보고서 제목, 펀드명, 펀드 코드로 찾기' }), { target: { value: '마스턴' } });
    expect(within(list).getAllByTestId('fund-report-item')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '없는 보고서' } });
    expect(screen.getByText('‘없는 보고서’에 맞는 보고서가 없습니다.')).toBeTruthy();
  });

  it('while the list loads, a placeholder reserves a screenful (the footer does not jump)', async () => {
    mockApi(() => new Promise<Response>(() => {}));
    renderReports();
    const skeleton = await screen.findByTestId('screen-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.className).toMatch(/screen/);
  });

  it('shows the spec message when the API refuses (fund role removed meanwhile)', async () => {
    mockApi(() => json(errorBody('ACCESS_MEMBERSHIP_TIER_REQUIRED', '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.'), 403));
    renderReports();
    expect(await screen.findByText('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.')).toBeTruthy();
  });
});
